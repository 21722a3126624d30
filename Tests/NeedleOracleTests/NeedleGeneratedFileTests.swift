import XCTest

@testable import DINeedleOracle

/// Reading the choices out of a Needle-generated file: every getter shape, factories and registrations.
final class NeedleGeneratedFileTests: XCTestCase {
    private let generated = """
        import NeedleFoundation

        private func parent1(_ component: NeedleFoundation.Scope) -> NeedleFoundation.Scope {
            return component.parent
        }

        @MainActor private class ShelfDependency0a1bProvider: @preconcurrency ShelfDependency {
            var clock: Clock {
                return storeComponent.clock
            }
            var ledger: Ledger {
                return checkoutComponent.pluginExtension.ledger
            }
            var printer: Printer {
                return (checkoutComponent.nonCoreComponent as! CheckoutNonCoreComponent).printer
            }
            private let storeComponent: StoreComponent
            private let checkoutComponent: CheckoutComponent
            init(storeComponent: StoreComponent, checkoutComponent: CheckoutComponent) {
                self.storeComponent = storeComponent
                self.checkoutComponent = checkoutComponent
            }
        }
        /// ^->StoreComponent->CheckoutComponent->ShelfComponent
        @MainActor private func factory99aa(_ component: NeedleFoundation.Scope) -> AnyObject {
            return ShelfDependency0a1bProvider(storeComponent: parent2(component) as! StoreComponent, checkoutComponent: parent1(component) as! CheckoutComponent)
        }
        private class BareDependencyffProvider: BareDependency {
        }
        private func factory77bb(_ component: NeedleFoundation.Scope) -> AnyObject {
            return BareDependencyffProvider()
        }
        private func factoryEmptyDependencyProvider(_ component: NeedleFoundation.Scope) -> AnyObject {
            return EmptyDependencyProvider(component: component)
        }
        @inline(never) private func register1() {
            registerProviderFactory("^->StoreComponent", factoryEmptyDependencyProvider)
            registerProviderFactory("^->StoreComponent->CheckoutComponent->ShelfComponent", factory99aa)
            registerProviderFactory("^->StoreComponent->BareComponent", factory77bb)
            registerProviderFactory("^->StoreComponent->LostComponent", factoryMissing)
        }
        """

    func testEveryRegisteredPathWithTheChoicePerRequirement() throws {
        let file = NeedleGeneratedFile(text: generated)
        XCTAssertEqual(file.paths.map(\.components), [
            ["StoreComponent"], ["StoreComponent", "CheckoutComponent", "ShelfComponent"], ["StoreComponent", "BareComponent"],
            ["StoreComponent", "LostComponent"],
        ])
        XCTAssertEqual(file.paths[0].choices?.isEmpty, true)
        let shelf = try XCTUnwrap(file.paths[1].choices)
        XCTAssertEqual(shelf["clock"], .init(hops: 2, ancestorType: "StoreComponent", property: "clock", route: .member))
        XCTAssertEqual(shelf["ledger"], .init(hops: 1, ancestorType: "CheckoutComponent", property: "ledger", route: .pluginExtension))
        XCTAssertEqual(
            shelf["printer"],
            .init(hops: 1, ancestorType: "CheckoutComponent", property: "printer", route: .nonCoreComponent("CheckoutNonCoreComponent")))
        XCTAssertEqual(file.paths[2].choices?.isEmpty, true, "a provider with nothing to provide")
        XCTAssertNil(file.paths[3].choices, "a factory that is not in the file cannot be read")
        XCTAssertEqual(file.unreadLines, [])
    }

    /// Needle before 0.17 registered with a closure per path and gave a provider subclass its ancestors through
    /// `super.init`; a provider that is not in the file is a path without choices.
    func testTheOlderRegistrationShapeReadsEmptyProvidersAndCountsTheRest() {
        let file = NeedleGeneratedFile(text: """
            import NeedleFoundation

            public func registerProviderFactories() {
                __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->AppComponent") { component in
                    return EmptyDependencyProvider(component: component)
                }
                __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->AppComponent->FeedComponent") { component in
                    return FeedDependency1Provider(component: component)
                }
                __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->AppComponent->FeedComponent->X") { component in
                    return XDependency2Provider(component: component)
                }
            }
            private class FeedDependency1BaseProvider: FeedDependency {
                var session: Session {
                    return appComponent.session
                }
                private let appComponent: AppComponent
                init(appComponent: AppComponent) {
                    self.appComponent = appComponent
                }
            }
            /// ^->AppComponent->FeedComponent
            private class FeedDependency1Provider: FeedDependency1BaseProvider {
                init(component: NeedleFoundation.Scope) {
                    super.init(appComponent: component.parent as! AppComponent)
                }
            }
            """)
        XCTAssertEqual(file.paths.map(\.components), [["AppComponent"], ["AppComponent", "FeedComponent"], ["AppComponent", "FeedComponent", "X"]])
        XCTAssertEqual(file.paths.map { $0.choices?.isEmpty }, [true, false, nil])
        XCTAssertEqual(file.paths[1].choices?["session"], .init(hops: 1, ancestorType: "AppComponent", property: "session", route: .member))
        XCTAssertEqual(file.unreadLines, [])
    }

    /// Needle up to 0.13: one provider class per path keeps its ancestors, assigned in `init(component:)`, and may
    /// write a getter on one line.
    func testTheProvidersOfNeedle013AssignTheirAncestorsInInit() {
        let file = NeedleGeneratedFile(text: """
            import NeedleFoundation

            public func registerProviderFactories() {
                __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->RootComponent->FeedComponent") { component in
                    return FeedDependencyProvider(component: component)
                }
            }
            /// ^->RootComponent->FeedComponent
            private class FeedDependencyProvider: FeedDependency {
                var session: Session {
                    return rootComponent.session
                }
                var store: Store { return rootComponent.store }
                private let rootComponent: RootComponent
                init(component: NeedleFoundation.Scope) {
                    rootComponent = component.parent as! RootComponent
                }
            }
            """)
        XCTAssertEqual(file.paths.map(\.components), [["RootComponent", "FeedComponent"]])
        XCTAssertEqual(file.paths[0].choices?["session"], .init(hops: 1, ancestorType: "RootComponent", property: "session", route: .member))
        XCTAssertEqual(file.paths[0].choices?["store"], .init(hops: 1, ancestorType: "RootComponent", property: "store", route: .member))
        XCTAssertEqual(file.unreadLines, [])
    }

    /// An older file after swiftformat: the registration's `for:` on its own line, providers and getters without
    /// `return`.
    func testAReformattedOlderFileIsRead() {
        let file = NeedleGeneratedFile(text: """
            import NeedleFoundation

            public func registerProviderFactories() {
                __DependencyProviderRegistry.instance
                    .registerDependencyProviderFactory(
                        for: "^->RootComponent->FeedComponent"
                    ) { component in
                        FeedDependencyProvider(component: component)
                    }
            }
            private class FeedDependencyBaseProvider: FeedDependency {
                var session: Session {
                    rootComponent.session
                }
                private let rootComponent: RootComponent
                init(rootComponent: RootComponent) {
                    self.rootComponent = rootComponent
                }
            }
            private class FeedDependencyProvider: FeedDependencyBaseProvider {
                init(component: NeedleFoundation.Scope) {
                    super.init(rootComponent: component.parent as! RootComponent)
                }
            }
            """)
        XCTAssertEqual(file.paths.map(\.components), [["RootComponent", "FeedComponent"]])
        XCTAssertEqual(file.paths[0].choices?["session"], .init(hops: 1, ancestorType: "RootComponent", property: "session", route: .member))
        XCTAssertEqual(file.unreadLines, [])
    }
}
