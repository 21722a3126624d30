/// Maps each path from a root to a component onto the factory of that component's dependency provider.
///
/// Generated code fills it once, in `registerProviderFactories()`, through a `ProviderRegistration`; each
/// component's initialiser then makes one lookup keyed by its parent's path id and its own type, which yields
/// both its own path id and its factory. Nothing is keyed by strings, and path ids are interned, so they cannot
/// collide. All methods are thread-safe.
public final class DependencyProviderRegistry: @unchecked Sendable {
    /// The registry components consult; generated code registers here.
    public static let shared = DependencyProviderRegistry()

    private let mutex = Mutex()
    /// Guarded by `mutex`. Behind a pointer rather than in a `var` so reads skip Swift's dynamic
    /// exclusivity checks, which the lock already makes redundant.
    private let table: UnsafeMutablePointer<PathTable>
    /// Factories replaced by a later registration of the same path, kept alive (guarded by `mutex`) because
    /// `placement` hands out factories unretained: a component being created on another thread may still be
    /// calling one. Re-registering is rare (tests' `setUp`), so this grows little.
    private var replacedFactories: [ProviderFactory] = []

    init() {
        table = .allocate(capacity: 1)
        table.initialize(to: PathTable())
    }

    deinit {
        table.deinitialize(count: 1)
        table.deallocate()
    }

    /// Registers how to make the dependency of `componentType` when it is created under the path `parent`.
    ///
    /// - Parameters:
    ///   - componentType: The component, last on the path.
    ///   - parent: The path of the component's parent (`ComponentPathID.origin` for a root).
    ///   - factory: Makes the component's dependency (its generated provider) from the component's parent.
    /// - Returns: The path's id, and whether the path was new or an earlier factory was replaced.
    @discardableResult
    public func register<DependencyType>(
        _ componentType: Component<DependencyType>.Type,
        under parent: ComponentPathID,
        factory: @escaping @Sendable (Scope) -> DependencyType
    ) -> (pathID: ComponentPathID, outcome: RegistrationOutcome) {
        checkStorableDependency(DependencyType.self)
        return register(TypedProviderFactory(factory), for: componentType, under: parent)
    }

    /// Registers `componentType` under the path `parent` as its own provider: generated code conforms it to its
    /// dependency protocol (see `ComponentItselfFactory`).
    @discardableResult
    public func registerComponentItself(
        _ componentType: Scope.Type,
        under parent: ComponentPathID
    ) -> (pathID: ComponentPathID, outcome: RegistrationOutcome) {
        register(ComponentItselfFactory(), for: componentType, under: parent)
    }

    private func register(
        _ factory: ProviderFactory,
        for componentType: Scope.Type,
        under parent: ComponentPathID
    ) -> (pathID: ComponentPathID, outcome: RegistrationOutcome) {
        mutex.withLock {
            let id = table.pointee.intern(componentType, under: parent)
            guard let replaced = table.pointee.setFactory(factory, for: id) else {
                return (id, .added)
            }
            replacedFactories.append(replaced)
            return (id, .replaced)
        }
    }

    /// The id of the path made of `componentType` under the path `parent`, whether or not anything is registered
    /// on it.
    public func pathID(of componentType: Scope.Type, under parent: ComponentPathID) -> ComponentPathID {
        mutex.withLock { table.pointee.intern(componentType, under: parent) }
    }

    /// Where a component of `componentType` created under `parent` sits, and its factory if one is registered.
    func placement(of componentType: Scope.Type, under parent: ComponentPathID) -> ComponentPlacement {
        mutex.withLock {
            let id = table.pointee.existingID(of: componentType, under: parent)
                ?? table.pointee.intern(componentType, under: parent)
            return ComponentPlacement(
                pathID: id, factory: table.pointee.factory(for: id).map { Unmanaged.passUnretained($0) })
        }
    }

    /// The factory registered for the path `id`, unretained (see `ComponentPlacement.factory`).
    func factory(for id: ComponentPathID) -> Unmanaged<ProviderFactory>? {
        mutex.withLock { table.pointee.factory(for: id).map { Unmanaged.passUnretained($0) } }
    }

    /// Whether a factory is registered for the path `id`.
    func hasFactory(for id: ComponentPathID) -> Bool {
        factory(for: id) != nil
    }

    /// The component type names along the path `id`, root first.
    func typeNames(of id: ComponentPathID) -> [String] {
        mutex.withLock { table.pointee.typeNames(of: id) }
    }
}

/// The answer to a component's one registry lookup.
struct ComponentPlacement {
    let pathID: ComponentPathID
    /// The factory for the component's own `DependencyType`, or `nil`. Unretained, which saves a retain and a
    /// release per component: the registry never frees a factory it has handed out.
    let factory: Unmanaged<ProviderFactory>?
}
