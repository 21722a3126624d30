import NeedleFoundation

final class NoteStorage {
    var notes: [String] = []
}

protocol NoteListDependency: Dependency {
    var storage: NoteStorage { get }
}

final class NoteListComponent: Component<NoteListDependency> {
    public var title: String { "\(dependency.storage.notes.count) notes" }
    var editor: NoteEditorComponent { NoteEditorComponent(parent: self) }
}

protocol NoteEditorDependency: Dependency {
    var storage: NoteStorage { get }
    var title: String { get }
}

final class NoteEditorComponent: Component<NoteEditorDependency> {}
