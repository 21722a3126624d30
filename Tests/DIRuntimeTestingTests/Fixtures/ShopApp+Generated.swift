@_spi(DIGenerated) import DIRuntime

// Written by `di-gen generate` from ShopApp.swift (the header dropped, so the analysis reads it as a fixture).

// MARK: - Shared getters

protocol DIProvision_ShopRoot_catalog_FromRoot: Scope {}
extension DIProvision_ShopRoot_catalog_FromRoot {
    public var catalog: Catalog { withRoot(ShopRoot.self) { $0.catalog } }
}

protocol DIProvision_ShopRoot_payments_FromRoot: Scope {}
extension DIProvision_ShopRoot_payments_FromRoot {
    public var payments: Payments { withRoot(ShopRoot.self) { $0.payments } }
}

// MARK: - Providers

/// CartComponent provides its own dependency, on 1 path(s), e.g. ShopRoot -> CartComponent.
extension CartComponent: CartDependency, DIProvision_ShopRoot_catalog_FromRoot, DIProvision_ShopRoot_payments_FromRoot {}

/// CheckoutComponent provides its own dependency, on 1 path(s), e.g. ShopRoot -> CartComponent -> CheckoutComponent.
extension CheckoutComponent: CheckoutDependency, DIProvision_ShopRoot_payments_FromRoot {}

// MARK: - Registration

/// Registers every generated provider. Call it once, before creating the root component.
func registerProviderFactories() {
    let paths = ProviderRegistration(pathCount: 3)
    registerProviders0(paths)
}

private func registerProviders0(_ paths: ProviderRegistration) {
    paths.root(0, ShopRoot.self)
    paths.conform(1, CartComponent.self, under: 0)
    paths.conform(2, CheckoutComponent.self, under: 1)
}
