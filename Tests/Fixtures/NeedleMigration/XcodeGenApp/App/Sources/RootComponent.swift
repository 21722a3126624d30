import NeedleFoundation

final class RootComponent: BootstrapComponent {
    public var storage: NoteStorage { shared { NoteStorage() } }
    var list: NoteListComponent { NoteListComponent(parent: self) }
}
