/// Maps each state a component can be created in to the factory of that component's dependency provider.
///
/// Generated code registers its automaton once, in `registerProviderFactories()` (`GeneratedStates`); each
/// component's initialiser then makes one lookup keyed by its parent's state and its own type, which yields
/// both its own state and its factory. Nothing is keyed by strings, and a state's entries are read from the
/// generated table the first time they are needed. All methods are thread-safe.
public final class DependencyProviderRegistry: @unchecked Sendable {
    /// The registry components consult; generated code registers here.
    public static let shared = DependencyProviderRegistry()

    private let mutex = Mutex()
    /// Guarded by `mutex`. Behind a pointer rather than in a `var` so reads skip Swift's dynamic
    /// exclusivity checks, which the lock already makes redundant.
    private let table: UnsafeMutablePointer<StateTable>
    /// Factories replaced by a later registration of the same state, kept alive (guarded by `mutex`) because
    /// `placement` hands out factories unretained: a component being created on another thread may still be
    /// calling one. Re-registering is rare (tests), so this grows little.
    private var replacedFactories: [ProviderFactory] = []

    init() {
        table = .allocate(capacity: 1)
        table.initialize(to: StateTable())
    }

    deinit {
        table.deinitialize(count: 1)
        table.deallocate()
    }

    /// Registers a generated file's automaton. Registering again (say, in each test's `setUp`) is harmless:
    /// roots then lead to the newer table's states.
    public func register(_ states: GeneratedStates) {
        mutex.withLock { table.pointee.add(states) }
    }

    /// Registers how to make the dependency of `componentType` when it is created in the state `parent`,
    /// replacing a generated provider there (for tests and hand-written setups).
    ///
    /// - Parameters:
    ///   - componentType: The component being created.
    ///   - parent: The state of the component's parent (`ComponentStateID.origin` for a root).
    ///   - factory: Makes the component's dependency (its provider) from the component's parent.
    /// - Returns: The component's state, and whether it had no factory before or one was replaced.
    @discardableResult
    public func register<DependencyType>(
        _ componentType: Component<DependencyType>.Type,
        under parent: ComponentStateID,
        factory: @escaping @Sendable (Scope) -> DependencyType
    ) -> (stateID: ComponentStateID, outcome: RegistrationOutcome) {
        checkStorableDependency(DependencyType.self)
        let factory = TypedProviderFactory(factory)
        return mutex.withLock {
            let id = table.pointee.intern(componentType, under: parent)
            guard let replaced = table.pointee.setFactory(factory, for: id) else {
                return (id, .added)
            }
            replacedFactories.append(replaced)
            return (id, .replaced)
        }
    }

    /// The state of `componentType` created in the state `parent`, whether or not anything is registered there.
    public func stateID(of componentType: Scope.Type, under parent: ComponentStateID) -> ComponentStateID {
        mutex.withLock { table.pointee.intern(componentType, under: parent) }
    }

    /// Where a component of `componentType` created under `parent` sits, and its factory; `factory` is nil when
    /// none is registered or test doubles are in effect, and the caller takes `slowPlacement`. What
    /// `Component.init`, inlined into apps, calls: one call, no access to `shared` from outside this module.
    @usableFromInline
    static func placement(of componentType: Scope.Type, under parent: Scope) -> ComponentPlacement {
        if TestDoubleCount.load() != 0 { return ComponentPlacement(stateID: .origin, factory: nil) }
        return shared.placement(of: componentType, under: parent.stateID)
    }

    /// Where a component of `componentType` created under `parent` sits, and its factory if one is registered.
    @inline(__always)
    func placement(of componentType: Scope.Type, under parent: ComponentStateID) -> ComponentPlacement {
        mutex.withLock {
            if let known = table.pointee.knownPlacement(of: componentType, under: parent) { return known }
            let id = table.pointee.intern(componentType, under: parent)
            return ComponentPlacement(
                stateID: id, factory: table.pointee.factory(for: id).map { Unmanaged.passUnretained($0) })
        }
    }

    /// The factory registered for the state `id`, unretained (see `ComponentPlacement.factory`).
    func factory(for id: ComponentStateID) -> Unmanaged<ProviderFactory>? {
        mutex.withLock { table.pointee.factory(for: id).map { Unmanaged.passUnretained($0) } }
    }

    /// Whether a provider is registered for the state `id` (generated or registered by hand).
    public func hasProvider(for id: ComponentStateID) -> Bool {
        factory(for: id) != nil
    }

    /// The component type names from the root to the state `id` (along the path that first reached it).
    func typeNames(of id: ComponentStateID) -> [String] {
        mutex.withLock { table.pointee.typeNames(of: id) }
    }
}

/// The answer to a component's one registry lookup.
@usableFromInline
struct ComponentPlacement {
    @usableFromInline
    let stateID: ComponentStateID
    /// The factory for the component's own `DependencyType`, or `nil`. Unretained, which saves a retain and a
    /// release per component: the registry never frees a factory it has handed out.
    @usableFromInline
    let factory: Unmanaged<ProviderFactory>?

    init(stateID: ComponentStateID, factory: Unmanaged<ProviderFactory>?) {
        self.stateID = stateID
        self.factory = factory
    }
}
