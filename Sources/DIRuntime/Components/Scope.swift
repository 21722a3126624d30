/// A place in the component tree: what a child component is given as its parent.
///
/// Every `Component` is a `Scope`. The public surface is deliberately small (`parent`); the path identity and
/// the parent link that generated code walks are internal. Only this module can create scopes: the
/// initialiser is internal, so subclass `Component` or `BootstrapComponent`, not `Scope`.
open class Scope {
    /// The component's `SharedInstanceStore` as an integer (0 until its first `shared` call), retained.
    ///
    /// Must stay the first stored property: `sharedStoreWordAddress` finds it at the start of the stored
    /// properties, so it can be read and published atomically (see `Scope+SharedStore.swift`). Never accessed as
    /// a property after `init`.
    var sharedStoreWord: Int = 0

    /// The parent scope, or `nil` for a root, retained once by `init` and released by `deinit`.
    ///
    /// Unmanaged, so `ComponentAncestors.ancestor(hops:as:)` walks it without retaining each scope it passes,
    /// and so releasing a chain costs one release per level: with a strong `Scope?` property the compiler turned
    /// `deinit` into a loop that checked uniqueness and retained and released each ancestor again.
    @usableFromInline
    let parentLink: Unmanaged<Scope>?

    /// The identity of the path from the root to this scope, fixed when the scope is created.
    @usableFromInline
    let pathID: ComponentPathID

    init(parent: Scope?, pathID: ComponentPathID) {
        self.parentLink = parent.map { Unmanaged.passRetained($0) }
        self.pathID = pathID
        prepareSharedStore()
    }

    deinit {
        releaseSharedStore()
        parentLink?.release()
    }

    /// The parent, or `nil` for a root.
    var parentOrNil: Scope? {
        parentLink?.takeUnretainedValue()
    }

    /// The component that created this one.
    ///
    /// A root (`BootstrapComponent`) has no parent; reading this property there is a programming error and stops
    /// the program, as it did in Needle.
    public var parent: Scope {
        guard let parentOrNil else {
            fatalError("DIRuntime: \(type(of: self)) is a root component and has no parent.")
        }
        return parentOrNil
    }

    /// The type names from the root down to this scope, for messages: `["RootComponent", "FeedComponent"]`.
    var pathTypeNames: [String] {
        var names: [String] = []
        var scope: Scope? = self
        while let current = scope {
            names.append(String(describing: type(of: current)))
            scope = current.parentOrNil
        }
        return names.reversed()
    }
}
