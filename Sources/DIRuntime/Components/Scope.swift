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

    /// The address of `parentLink`, which follows the shared store word (checked in debug builds by
    /// `checkStoredPropertyLayout`).
    @inlinable
    final var parentLinkAddress: UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) + Scope.parentLinkOffset
    }

    /// Where `rootLink` is from the start of a scope object: the word after `parentLink`.
    @inlinable
    static var rootLinkOffset: Int { 4 * MemoryLayout<Int>.stride }

    /// Where `parentLink` is from the start of a scope object: after the object header (two words) and the
    /// shared store word.
    @inlinable
    static var parentLinkOffset: Int { 3 * MemoryLayout<Int>.stride }

    /// Where a subclass's first stored property is from the start of a scope object: after the header and
    /// `Scope`'s four words (`Component` keeps its dependency there).
    @inlinable
    static var endOfStoredProperties: Int { 6 * MemoryLayout<Int>.stride }

    /// The state this scope was created in (see `ComponentStateID`), fixed when the scope is created.
    @usableFromInline
    let stateID: ComponentStateID

    /// Creates a scope under `parent` in `stateID`. When `factory` says the component is its own provider and
    /// knows the witness tables (every component but the first in a state), also writes the component's
    /// dependency (`Component.storedDependency`, `dependencyWordCount` words): the common case, done here, out
    /// of the component's generic `init`, at the cost of a few stores.
    @usableFromInline
    init(parent: Scope?, stateID: ComponentStateID, factory: Unmanaged<ProviderFactory>, dependencyWordCount: Int) {
        self.parentLink = parent.map { Unmanaged.passRetained($0) }
        self.rootLink = parent.map { $0.rootLink ?? Unmanaged.passUnretained($0) }
        self.stateID = stateID
        checkStoredPropertyLayout()
        prepareSharedStore()
        if factory._withUnsafeGuaranteedRef({ $0.isComponentItself }),
            let (first, second) = Unmanaged<ComponentItselfFactory>.fromOpaque(factory.toOpaque())
                ._withUnsafeGuaranteedRef({ $0.cachedWitnessWords() })
        {
            let words = storedDependencyAddress.assumingMemoryBound(to: Int.self)
            words[0] = Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())
            words[1] = first
            if dependencyWordCount > 2 { words[2] = second }
        }
    }

    /// Whether `init` wrote the dependency (its object word is no longer zero).
    @inlinable
    final var hasStoredDependency: Bool {
        storedDependencyAddress.load(as: Int.self) != 0
    }

    deinit {
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
