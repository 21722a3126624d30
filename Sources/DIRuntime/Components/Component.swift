/// A scope of the dependency graph: it provides values to its own code and to the components it creates, and
/// receives what it needs from its ancestors through `dependency`.
///
/// Subclass it with your dependency protocol (`final class FeedComponent: Component<FeedDependency>`), create
/// children by passing `self` as their parent, and add initialiser parameters freely as long as they call
/// `super.init(parent:)`. Source compatible with NeedleFoundation's `Component`.
///
/// Creating a component costs one registry lookup, keyed by the parent's state and this component's type,
/// which yields both this component's state and its provider factory. The dependency is made on the first
/// read of `dependency`: usually the component itself (generated code makes it conform to its dependency
/// protocol), otherwise a generated provider object, which components that never read theirs never allocate.
@dynamicMemberLookup
open class Component<DependencyType>: Scope {
    /// Creates a component under `parent`.
    ///
    /// Stops the program with a message naming the component and its path when no provider is registered for
    /// its state and the component needs one (see `missingDependencyProviderMessage`).
    public init(parent: Scope) {
        // Test doubles (`Testing/TestDoubleHook.swift`): one load and a branch while none is in effect, as in apps.
        if TestDoubleHook.isInEffect {
            let placement = placementWithTestDouble(of: Self.self, dependencyType: DependencyType.self, under: parent)
            super.init(parent: parent, stateID: placement.stateID, providerFactory: placement.factory)
            if let testDouble = placement.testDouble { adoptTestDouble(testDouble) }
            if !Scope.makesDependencyLazily { _ = makeDependencyOnFirstUse() }
            return
        }
        var placement = DependencyProviderRegistry.shared.placement(of: Self.self, under: parent.stateID)
        if placement.factory == nil {
            placement = unregisteredPlacement(
                of: Self.self, dependencyType: DependencyType.self, placement: placement, parent: parent)
        }
        super.init(parent: parent, stateID: placement.stateID, providerFactory: placement.factory!)
        if !Scope.makesDependencyLazily {
            _ = makeDependencyOnFirstUse()
        }
    }

    /// Creates a root component, which has no parent and needs nothing.
    init(root: Void) {
        let placement = DependencyProviderRegistry.shared.placement(of: Self.self, under: .origin)
        // Only `BootstrapComponent` calls this, and its dependency protocol is `EmptyDependency`.
        super.init(
            parent: nil, stateID: placement.stateID, providerFactory: Unmanaged.passUnretained(emptyDependencyFactory))
        if !Scope.makesDependencyLazily {
            _ = makeDependencyOnFirstUse()
        }
    }

    /// What this component's ancestors provide, through the generated provider for this component's path,
    /// made on first use (thread-safe) and kept.
    ///
    /// An addressor: the value lives in the scope's dependency words (see `Scope+Dependency.swift`).
    @inlinable
    public final var dependency: DependencyType {
        unsafeAddress {
            if let address = readyDependencyAddress() {
                return address.assumingMemoryBound(to: DependencyType.self)
            }
            return makeDependencyOnFirstUse()
        }
    }

    /// Makes the dependency (or waits for the thread making it) and returns where it is kept. Inlinable, so it
    /// is specialised for the component's `DependencyType`: making a provider costs its allocation and little else.
    @inlinable
    final func makeDependencyOnFirstUse() -> UnsafePointer<DependencyType> {
        let storage = dependencyStorage.assumingMemoryBound(to: DependencyType.self)
        if claimDependency() {
            let factory = providerFactory.takeUnretainedValue()
            if factory.isComponentItself {
                storeItselfAsDependency(in: storage, factory: unsafeDowncast(factory, to: ComponentItselfFactory.self))
                publishDependency(isComponentItself: true)
            } else {
                storage.initialize(to: typedProviderFactory(of: DependencyType.self).make(factoryArgument))
                publishDependency(isComponentItself: false)
            }
        }
        return UnsafePointer(storage)
    }

    /// Stores this component, seen as its `DependencyType`, without a retain (or it would never be freed): the
    /// first component on a path converts itself with a cast, later ones reuse its witness-table words.
    @inlinable
    final func storeItselfAsDependency(
        in storage: UnsafeMutablePointer<DependencyType>,
        factory: ComponentItselfFactory
    ) {
        let words = UnsafeMutableRawPointer(storage).assumingMemoryBound(to: Int.self)
        let wordCount = MemoryLayout<DependencyType>.size / MemoryLayout<Int>.stride
        if let (first, second) = factory.cachedWitnessWords() {
            words[0] = Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())
            words[1] = first
            if wordCount > 2 { words[2] = second }
            return
        }
        guard wordCount >= 2, wordCount <= 3, let dependency = self as? DependencyType else {
            fatalError(notOwnProviderMessage(componentType: Self.self, dependencyType: DependencyType.self))
        }
        storage.initialize(to: dependency)
        Unmanaged.passUnretained(self).release()
        factory.rememberWitnessWords(words[1], wordCount > 2 ? words[2] : 0)
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
