import DIRuntime

// A component that creates itself: folders in folders, any number deep. The generated automaton loops: a
// nested folder's state leads to itself, so every depth has a registered provider.

final class LoopSession {}

final class Shelf {
    let name: String
    init(name: String) { self.name = name }
}

final class LoopRootComponent: BootstrapComponent {
    var session: LoopSession { shared { LoopSession() } }
    var library: LibraryComponent { LibraryComponent(parent: self) }
}

protocol LibraryDependency: Dependency {
    var session: LoopSession { get }
}

final class LibraryComponent: Component<LibraryDependency> {
    var shelf: Shelf { shared { Shelf(name: "library") } }
    var topFolder: FolderComponent { FolderComponent(parent: self, name: "top") }
}

protocol FolderDependency: Dependency {
    var shelf: Shelf { get }
    var session: LoopSession { get }
}

final class FolderComponent: Component<FolderDependency> {
    let name: String

    init(parent: Scope, name: String) {
        self.name = name
        super.init(parent: parent)
    }

    var folderName: String { name }

    func subfolder(_ name: String) -> FolderComponent {
        FolderComponent(parent: self, name: name)
    }

    var file: FileComponent { FileComponent(parent: self) }
}

protocol FileDependency: Dependency {
    var folderName: String { get }
    var shelf: Shelf { get }
    var session: LoopSession { get }
}

final class FileComponent: Component<FileDependency> {}
