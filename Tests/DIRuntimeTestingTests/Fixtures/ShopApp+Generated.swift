@_spi(DIGenerated) import DIRuntime

// Written by `di-gen generate` from ShopApp.swift (the header dropped, so the analysis reads it as a fixture).

// MARK: - Shared getters

fileprivate protocol DIOwnProvider: Scope {}
extension DIOwnProvider {
    public var catalog: Catalog { withRoot(ShopRoot.self) { $0.catalog } }
    public var payments: Payments { withRoot(ShopRoot.self) { $0.payments } }
}

// MARK: - Providers

/// CartComponent provides its own dependency, in 1 state(s) (1 path(s)), e.g. ShopRoot -> CartComponent.
extension CartComponent: CartDependency, DIOwnProvider {}

/// CheckoutComponent provides its own dependency, in 1 state(s) (1 path(s)), e.g. ShopRoot -> CartComponent -> CheckoutComponent.
extension CheckoutComponent: CheckoutDependency, DIOwnProvider {}

// MARK: - Registration

/// Registers every generated provider. Call it once, before creating the root component.
func registerProviderFactories() {
    DependencyProviderRegistry.shared.register(
        GeneratedStates(count: 5, transitions: diTransitions, providers: diProviders))
}

@Sendable private func diTransitions(_ state: Int, _ to: StateTransitions) {
    switch state / 64 {
    case 0: diTransitions0(state, to)
    default: break
    }
}

private func diTransitions0(_ state: Int, _ to: StateTransitions) {
    switch state {
    case 0:
        to.child(ShopRoot.self, 1)
    case 1:
        to.child(CartComponent.self, 2)
    case 2:
        to.child(CheckoutComponent.self, 3)
    case 3:
        to.child(ReceiptComponent.self, 4)
    default: break
    }
}

@Sendable private func diProviders(_ state: Int, _ provide: StateProviders) {
    switch state / 64 {
    case 0: diProviders0(state, provide)
    default: break
    }
}

private func diProviders0(_ state: Int, _ provide: StateProviders) {
    switch state {
    case 2:
        provide.conform()
    case 3:
        provide.conform()
    default: break
    }
}
