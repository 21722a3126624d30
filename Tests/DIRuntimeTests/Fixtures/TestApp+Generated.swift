import DIRuntime

// Written by hand exactly as `di-gen generate` will write it (see docs/RUNTIME-DESIGN.md): one provider class
// per distinct resolution, one registration line per path.

// MARK: - Providers

/// LoggedInDependency resolved as: network from RootComponent.
private final class LoggedInDependencyProvider_RootComponent: LoggedInDependency {
    private let rootComponent: RootComponent

    init(_ ancestors: ComponentAncestors, rootComponentHops: Int) {
        rootComponent = ancestors.ancestor(hops: rootComponentHops, as: RootComponent.self)
    }

    var network: Network { rootComponent.network }
}

/// FeedDependency resolved as: session from RootComponent, store from LoggedInComponent.
private final class FeedDependencyProvider_RootComponent_LoggedInComponent: FeedDependency {
    private let rootComponent: RootComponent
    private let loggedInComponent: LoggedInComponent

    init(_ ancestors: ComponentAncestors, rootComponentHops: Int, loggedInComponentHops: Int) {
        rootComponent = ancestors.ancestor(hops: rootComponentHops, as: RootComponent.self)
        loggedInComponent = ancestors.ancestor(hops: loggedInComponentHops, as: LoggedInComponent.self)
    }

    var session: Session { rootComponent.session }
    var store: Store { loggedInComponent.store }
}

/// FeedDependency resolved as: session from SettingsComponent, store from LoggedInComponent.
private final class FeedDependencyProvider_SettingsComponent_LoggedInComponent: FeedDependency {
    private let settingsComponent: SettingsComponent
    private let loggedInComponent: LoggedInComponent

    init(_ ancestors: ComponentAncestors, settingsComponentHops: Int, loggedInComponentHops: Int) {
        settingsComponent = ancestors.ancestor(hops: settingsComponentHops, as: SettingsComponent.self)
        loggedInComponent = ancestors.ancestor(hops: loggedInComponentHops, as: LoggedInComponent.self)
    }

    var session: Session { settingsComponent.session }
    var store: Store { loggedInComponent.store }
}

// MARK: - Registration

/// Registers a provider factory for every path to a component that needs one.
func registerProviderFactories() {
    let registry = DependencyProviderRegistry.shared
    registry.register(LoggedInComponent.self, under: [RootComponent.self]) {
        LoggedInDependencyProvider_RootComponent($0, rootComponentHops: 1)
    }
    registry.register(FeedComponent.self, under: [RootComponent.self, LoggedInComponent.self]) {
        FeedDependencyProvider_RootComponent_LoggedInComponent($0, rootComponentHops: 2, loggedInComponentHops: 1)
    }
    registry.register(
        FeedComponent.self, under: [RootComponent.self, LoggedInComponent.self, SettingsComponent.self]
    ) {
        FeedDependencyProvider_SettingsComponent_LoggedInComponent(
            $0, settingsComponentHops: 1, loggedInComponentHops: 2)
    }
}
