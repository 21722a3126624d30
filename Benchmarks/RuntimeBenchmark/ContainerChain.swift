// A Swinject-style runtime container written for the benchmark: factories in a dictionary keyed by type,
// "container"-scoped single instances, a lock around resolution, and lookup that falls back to the parent
// container. One child container per level, each registering one service of its own, as scoped apps do.

final class Container {
    /// How long a resolved instance lives, as in Swinject's object scopes.
    enum Lifetime {
        case transient
        case container
    }

    private struct Registration {
        let lifetime: Lifetime
        let factory: (Container) -> Any
    }

    private let parent: Container?
    private let lock: BenchmarkLock
    private var registrations: [ObjectIdentifier: Registration] = [:]
    private var instances: [ObjectIdentifier: Any] = [:]

    init(parent: Container? = nil) {
        self.parent = parent
        // Swinject shares one recursive lock across a container hierarchy.
        self.lock = parent?.lock ?? BenchmarkLock()
    }

    func register<Service>(
        _ service: Service.Type,
        lifetime: Lifetime = .transient,
        factory: @escaping (Container) -> Service
    ) {
        lock.lock()
        defer { lock.unlock() }
        registrations[ObjectIdentifier(service)] = Registration(lifetime: lifetime, factory: factory)
    }

    func resolve<Service>(_ service: Service.Type) -> Service? {
        lock.lock()
        defer { lock.unlock() }
        return resolveLocked(ObjectIdentifier(service), resolver: self) as? Service
    }

    private func resolveLocked(_ key: ObjectIdentifier, resolver: Container) -> Any? {
        guard let registration = registrations[key] else {
            return parent?.resolveLocked(key, resolver: resolver)
        }
        switch registration.lifetime {
        case .transient:
            return registration.factory(resolver)
        case .container:
            if let instance = instances[key] { return instance }
            let instance = registration.factory(self)
            instances[key] = instance
            return instance
        }
    }
}

/// A per-level service, so each child container holds a registration of its own.
final class LevelService {
    let level: Int
    init(level: Int) { self.level = level }
}

// MARK: - Operations

@inline(never)
func makeContainerLeaf() -> Container {
    let root = Container()
    root.register(Session.self, lifetime: .container) { _ in Session() }
    root.register(Network.self, lifetime: .container) { _ in Network() }
    var container = root
    for level in 1...7 {
        container = Container(parent: container)
        container.register(LevelService.self) { _ in LevelService(level: level) }
    }
    return container
}

@inline(never)
func readSession(_ leaf: Container) -> Session {
    leaf.resolve(Session.self)!
}
