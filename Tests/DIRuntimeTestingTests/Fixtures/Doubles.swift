import DIRuntime

/// Hand-written doubles for the shop's dependency protocols, as a test author (or `di-gen mocks`) writes them.
final class CartDouble: CartDependency {
    let catalog: Catalog
    let payments: Payments

    init(catalog: String = "test catalog", payments: String = "test card") {
        self.catalog = Catalog(name: catalog)
        self.payments = Payments(method: payments)
    }
}

final class CheckoutDouble: CheckoutDependency {
    let payments = Payments(method: "checkout double")
}

final class ReceiptDouble: EmptyDependency {}
