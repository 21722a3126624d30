

import NeedleFoundation

// swiftlint:disable unused_declaration
private let needleDependenciesHash : String? = nil

// MARK: - Traversal Helpers

private func parent1(_ component: NeedleFoundation.Scope) -> NeedleFoundation.Scope {
    return component.parent
}

// MARK: - Providers

#if !NEEDLE_DYNAMIC

private class CartDependency6fa91d52200cbb8b9afbProvider: CartDependency {
    var cartStore: CartStore {
        return rootComponent.cartStore
    }
    private let rootComponent: RootComponent
    init(rootComponent: RootComponent) {
        self.rootComponent = rootComponent
    }
}
/// ^->RootComponent->CartComponent
private func factorydd97530c74902514b08db3a8f24c1d289f2c0f2e(_ component: NeedleFoundation.Scope) -> AnyObject {
    return CartDependency6fa91d52200cbb8b9afbProvider(rootComponent: parent1(component) as! RootComponent)
}
private class CheckoutDependencye48923f186d7a20ce425Provider: CheckoutDependency {
    var cartStore: CartStore {
        return rootComponent.cartStore
    }
    private let rootComponent: RootComponent
    init(rootComponent: RootComponent) {
        self.rootComponent = rootComponent
    }
}
/// ^->RootComponent->CheckoutComponent
private func factory1797b78cec782bc43280b3a8f24c1d289f2c0f2e(_ component: NeedleFoundation.Scope) -> AnyObject {
    return CheckoutDependencye48923f186d7a20ce425Provider(rootComponent: parent1(component) as! RootComponent)
}

#else
extension CartComponent: NeedleFoundation.Registration {
    public func registerItems() {
        keyPathToName[\CartDependency.cartStore] = "cartStore-CartStore"
    }
}
extension CheckoutComponent: NeedleFoundation.Registration {
    public func registerItems() {
        keyPathToName[\CheckoutDependency.cartStore] = "cartStore-CartStore"
    }
}
extension RootComponent: NeedleFoundation.Registration {
    public func registerItems() {

        localTable["cartStore-CartStore"] = { [unowned self] in self.cartStore as Any }
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
    registerProviderFactory("^->RootComponent->CartComponent", factorydd97530c74902514b08db3a8f24c1d289f2c0f2e)
    registerProviderFactory("^->RootComponent->CheckoutComponent", factory1797b78cec782bc43280b3a8f24c1d289f2c0f2e)
    registerProviderFactory("^->RootComponent", factoryEmptyDependencyProvider)
}
#endif

public func registerProviderFactories() {
#if !NEEDLE_DYNAMIC
    register1()
#endif
}
