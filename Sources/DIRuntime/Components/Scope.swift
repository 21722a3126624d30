/// A place in the component tree: what a child component is given as its parent.
///
/// Every `Component` is a `Scope`. The public surface is deliberately small (`parent`); the state and
/// the parent link that generated code walks are internal. Only this module can create scopes: the
/// initialiser is internal, so subclass `Component` or `BootstrapComponent`, not `Scope`.
open class Scope {
    /// The component's `SharedInstanceStore` as an integer (0 until its first `shared` call), retained.
    ///
    /// Must stay the first stored property: `sharedStoreWordAddress` finds it at the start of the stored
    /// properties, so it can be read and published atomically (see `Scope+SharedStore.swift`). Never accessed as
    /// a property after `init`.
    @exclusivity(unchecked)
    var sharedStoreWord: Int = 0

    /// Where this component's dependency stands (`DependencyState`). Must stay the second stored property, and
    /// `dependencyWords` the third: `Scope+Dependency.swift` addresses them from the start of the stored
    /// properties, to create the dependency on first use without a lock.
    @exclusivity(unchecked)
    var dependencyState: Int = 0

    /// The component's dependency (a class-bound existential, at most three words) once made; raw words so a
    /// non-generic `Scope` can hold a `Component<DependencyType>`'s value and release it in `deinit`.
    @exclusivity(unchecked)
    var dependencyWords: (Int, Int, Int) = (0, 0, 0)

    /// The parent scope, or `nil` for a root, retained once by `init` and released by `deinit`.
    ///
    /// Unmanaged, so generated code (`AncestorHops.swift`) walks it without retaining each scope it passes,
    /// and so releasing a chain costs one release per level: with a strong `Scope?` property the compiler turned
    /// `deinit` into a loop that checked uniqueness and retained and released each ancestor again.
    @usableFromInline
    let parentLink: Unmanaged<Scope>?

    /// The root of this scope's tree (`nil` for a root itself), not retained: the parent chain keeps it alive. Lets a
    /// provider reach the root, where most app-wide values live, in two loads however deep the component is.
    /// Must directly follow `parentLink` (see `rootLinkOffset`).
    @usableFromInline
    let rootLink: Unmanaged<Scope>?

    /// The address of `parentLink`, which follows the shared store word, the dependency state and the three
    /// dependency words (checked in debug builds by `checkStoredPropertyLayout`).
    @inlinable
    final var parentLinkAddress: UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) + Scope.parentLinkOffset
    }

    /// Where `rootLink` is from the start of a scope object: the word after `parentLink`.
    @inlinable
    static var rootLinkOffset: Int { 8 * MemoryLayout<Int>.stride }

    /// Where `parentLink` is from the start of a scope object: after the object header (two words) and five
    /// words of stored properties.
    @inlinable
    static var parentLinkOffset: Int { 7 * MemoryLayout<Int>.stride }

    /// The state this scope was created in (see `ComponentStateID`), fixed when the scope is created.
    @usableFromInline
    let stateID: ComponentStateID

    /// Makes this component's dependency on first use. Unretained: the registry never frees a factory it has
    /// handed out.
    @usableFromInline
    let providerFactory: Unmanaged<ProviderFactory>

    init(parent: Scope?, stateID: ComponentStateID, providerFactory: Unmanaged<ProviderFactory>) {
        self.parentLink = parent.map { Unmanaged.passRetained($0) }
        self.rootLink = parent.map { $0.rootLink ?? Unmanaged.passUnretained($0) }
        self.stateID = stateID
        self.providerFactory = providerFactory
        checkStoredPropertyLayout()
        prepareSharedStore()
    }

    deinit {
        releaseDependency()
        releaseSharedStore()
        parentLink?.release()
    }

    /// The parent, or `nil` for a root.
    @usableFromInline
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
