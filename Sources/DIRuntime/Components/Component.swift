/// A scope of the dependency graph: it provides values to its own code and to the components it creates, and
/// receives what it needs from its ancestors through `dependency`.
///
/// Subclass it with your dependency protocol (`final class FeedComponent: Component<FeedDependency>`), create
/// children by passing `self` as their parent, and add initialiser parameters freely as long as they call
/// `super.init(parent:)`. Source compatible with NeedleFoundation's `Component`.
///
/// Creating a component costs one registry lookup, keyed by the parent's state and this component's type,
/// which yields both this component's state and its provider factory; the dependency is made there and then.
/// It is usually the component itself (generated code makes it conform to its dependency protocol), which costs
/// a few stores and no allocation, otherwise a generated provider object.
@dynamicMemberLookup
open class Component<DependencyType>: Scope {
    /// What this component's ancestors provide: made at the end of `init` and never changed after it, so it is a
    /// `let`, which reads borrow without a retain (`Scope+Dependency.swift`). Not optional, so that destroying it
    /// in generic code needs no metadata for an optional type (a hash lookup per component); until `init` writes
    /// it, it holds no object (`unmadeDependency`).
    @usableFromInline
    final let storedDependency: DependencyType

    /// Creates a component under `parent`.
    ///
    /// Stops the program with a message naming the component and its path when no provider is registered for
    /// its state and the component needs one (see `missingDependencyProviderMessage`). Inlinable, so it is
    /// compiled for the subclass's `DependencyType` (generic code asks the runtime for type metadata, a hash lookup
    /// per component), but never inlined: one copy per component type, not one at every `Child(parent: self)`,
    /// which made an app's release build 2.5 times as long as with NeedleFoundation. What only some components
    /// do is out of line (`makeDependency`, `storeFirstItselfAsDependency`, the slow placement).
    @inlinable
    @inline(never)
    public init(parent: Scope) {
        storedDependency = unmadeDependency(DependencyType.self)
        var placement = DependencyProviderRegistry.placement(of: Self.self, under: parent)
        var testDouble: AnyObject?
        if placement.factory == nil {
            // No registration, or test doubles in effect (`Testing/TestDoubleHook.swift`).
            (placement, testDouble) = slowPlacement(of: Self.self, dependencyType: DependencyType.self, under: parent)
        }
        let factory = placement.factory.unsafelyUnwrapped
        super.init(parent: consume parent, stateID: placement.stateID, factory: factory, dependencyWordCount: Self.dependencyWordCount)
        if let testDouble {
            adoptTestDouble(testDouble)
        } else if !hasStoredDependency {
            makeDependency(with: factory)
        }
    }

    /// The words of a `DependencyType` value: its object and one witness table per protocol.
    @inlinable
    static var dependencyWordCount: Int { MemoryLayout<DependencyType>.size / MemoryLayout<Int>.stride }

    /// Creates a root component, which has no parent and needs nothing: `BootstrapComponent`, which then makes
    /// itself its dependency (it conforms to `EmptyDependency`).
    init(root: Void) {
        storedDependency = unmadeDependency(DependencyType.self)
        let placement = DependencyProviderRegistry.shared.placement(of: Self.self, under: .origin)
        super.init(
            parent: nil, stateID: placement.stateID, factory: Unmanaged.passUnretained(emptyDependencyFactory),
            dependencyWordCount: Self.dependencyWordCount)
    }

    deinit {
        // The component itself is held unretained: empty the `let`, so that Swift releases nothing.
        let words = storedDependencyAddress.assumingMemoryBound(to: Int.self)
        if words[0] == Int(bitPattern: Unmanaged.passUnretained(self).toOpaque()) {
            words[0] = 0
            words[1] = 0
            if Self.dependencyWordCount > 2 { words[2] = 0 }
        }
    }

    /// What this component's ancestors provide, through the generated provider for this component's state (or
    /// the component itself), made when the component was.
    @inlinable
    public final var dependency: DependencyType {
        storedDependency
    }

    /// Makes the dependency with `factory` and writes it into `storedDependency`, once, from `init`. The factory
    /// is lent, not retained: the registry never frees one it has handed out. Out of line: its `DependencyType`
    /// temporary, sized at run time, would be set up on every path through `init`.
    @inline(never)
    @usableFromInline
    final func makeDependency(with factory: Unmanaged<ProviderFactory>) {
        let storage = storedDependencyAddress
        if factory._withUnsafeGuaranteedRef({ $0.isComponentItself }) {
            storeItselfAsDependency(at: storage, factory: Unmanaged<ComponentItselfFactory>.fromOpaque(factory.toOpaque()))
        } else {
            let made = Unmanaged<TypedProviderFactory<DependencyType>>.fromOpaque(factory.toOpaque())
                ._withUnsafeGuaranteedRef { $0.make(factoryArgument) }
            storage.assumingMemoryBound(to: DependencyType.self).initialize(to: made)
        }
        checkStoredDependency()
    }

    /// Stores this component, seen as its `DependencyType`, without a retain (or it would never be freed): the
    /// first component in a state converts itself with a cast, later ones reuse its witness-table words.
    @inline(__always)
    final func storeItselfAsDependency(at storage: UnsafeMutableRawPointer, factory: Unmanaged<ComponentItselfFactory>) {
        let words = storage.assumingMemoryBound(to: Int.self)
        let wordCount = MemoryLayout<DependencyType>.size / MemoryLayout<Int>.stride
        if let (first, second) = factory._withUnsafeGuaranteedRef({ $0.cachedWitnessWords() }) {
            words[0] = Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())
            words[1] = first
            if wordCount > 2 { words[2] = second }
            return
        }
        storeFirstItselfAsDependency(at: storage, factory: factory)
    }

    /// The first component of its state stores itself by a cast, whose optional result needs the metadata of
    /// `Optional<DependencyType>`: out of line, or `init` would ask for that metadata every time.
    @inline(never)
    final func storeFirstItselfAsDependency(at storage: UnsafeMutableRawPointer, factory: Unmanaged<ComponentItselfFactory>) {
        let words = storage.assumingMemoryBound(to: Int.self)
        let wordCount = MemoryLayout<DependencyType>.size / MemoryLayout<Int>.stride
        guard wordCount >= 2, wordCount <= 3, let dependency = self as? DependencyType else {
            fatalError(notOwnProviderMessage(componentType: Self.self, dependencyType: DependencyType.self))
        }
        storage.assumingMemoryBound(to: DependencyType.self).initialize(to: dependency)
        Unmanaged.passUnretained(self).release()
        factory._withUnsafeGuaranteedRef { $0.rememberWitnessWords(words[1], wordCount > 2 ? words[2] : 0) }
    }

    /// In debug builds, checks that the dependency written through its address is what `storedDependency` reads.
    @inline(__always)
    final func checkStoredDependency() {
        #if DEBUG
        precondition(
            ObjectIdentifier(storedDependency as AnyObject) == ObjectIdentifier(storedDependencyAddress.load(as: AnyObject.self)),
            "DIRuntime: Component layout changed")
        #endif
    }

    /// Reads a requirement of the dependency protocol as if it were this component's own property.
    @inlinable
    public subscript<Value>(dynamicMember keyPath: KeyPath<DependencyType, Value>) -> Value {
        dependency[keyPath: keyPath]
    }
}

/// Explains a component registered as its own provider that does not conform to its dependency protocol.
@usableFromInline
func notOwnProviderMessage(componentType: Scope.Type, dependencyType: Any.Type) -> String {
    "DIRuntime: \(componentType) is registered as its own provider but does not conform to \(dependencyType) "
        + "(a class-bound protocol of at most two protocols). The generated provider file is stale: run "
        + "`di-gen generate`."
}

/// The placement of a component whose state has no registered provider: the shared `emptyDependencyFactory`
/// when its dependency protocol is exactly `EmptyDependency`; otherwise a missing provider, which stops the
/// program with the path.
@inline(never)
@usableFromInline
func unregisteredPlacement<DependencyType>(
    of componentType: Scope.Type,
    dependencyType: DependencyType.Type,
    placement: ComponentPlacement,
    parent: Scope
) -> ComponentPlacement {
    if ObjectIdentifier(DependencyType.self) == ObjectIdentifier((any EmptyDependency).self) {
        return ComponentPlacement(stateID: placement.stateID, factory: Unmanaged.passUnretained(emptyDependencyFactory))
    }
    let path = parent.pathTypeNames + [String(describing: componentType)]
    fatalError(missingDependencyProviderMessage(componentName: String(describing: componentType), pathTypeNames: path))
}
