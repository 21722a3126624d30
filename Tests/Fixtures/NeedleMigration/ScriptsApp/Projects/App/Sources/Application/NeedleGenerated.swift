

@testable import NeedleFoundation
import NeedleFoundation
import UIKit

// swiftlint:disable unused_declaration
private let needleDependenciesHash : String? = nil

// MARK: - Traversal Helpers

private func parent1(_ component: NeedleFoundation.Scope) -> NeedleFoundation.Scope {
    return component.parent
}

// MARK: - Providers

#if !NEEDLE_DYNAMIC

private class FeedDependency048103b97140da991f3bProvider: FeedDependency {
    var session: Session {
        return appComponent.session
    }
    private let appComponent: AppComponent
    init(appComponent: AppComponent) {
        self.appComponent = appComponent
    }
}
/// ^->AppComponent->FeedComponent
private func factory3fd6e6b40c96e5f9c627f47b58f8f304c97af4d5(_ component: NeedleFoundation.Scope) -> AnyObject {
    return FeedDependency048103b97140da991f3bProvider(appComponent: parent1(component) as! AppComponent)
}

#else
extension AppComponent: NeedleFoundation.Registration {
    public func registerItems() {

        localTable["session-Session"] = { [unowned self] in self.session as Any }
    }
}
extension FeedComponent: NeedleFoundation.Registration {
    public func registerItems() {
        keyPathToName[\FeedDependency.session] = "session-Session"
    }
}


#endif

private func factoryEmptyDependencyProvider(_ component: NeedleFoundation.Scope) -> AnyObject {
    return EmptyDependencyProvider(component: component)
}

// MARK: - Registration
private func registerProviderFactory(_ componentPath: String, _ factory: @escaping (NeedleFoundation.Scope) -> AnyObject) {
    __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: componentPath, factory)
}

#if !NEEDLE_DYNAMIC

@inline(never) private func register1() {
    registerProviderFactory("^->AppComponent", factoryEmptyDependencyProvider)
    registerProviderFactory("^->AppComponent->FeedComponent", factory3fd6e6b40c96e5f9c627f47b58f8f304c97af4d5)
}
#endif

public func registerProviderFactories() {
#if !NEEDLE_DYNAMIC
    register1()
#endif
}
