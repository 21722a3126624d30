import XCTest

@testable import DIScanner

/// Needle's committed generated file is recognised by what it contains, whatever its name.
final class NeedleGeneratedTests: XCTestCase {
    func testTheRegistrationHelperMarksAFileAsNeedleGenerated() {
        let summary = scan("""
            import NeedleFoundation

            private class ShopDependencyA1Provider: ShopDependency {
                var cart: Cart { return rootComponent.cart }
                private let rootComponent: RootComponent
                init(rootComponent: RootComponent) { self.rootComponent = rootComponent }
            }

            private func registerProviderFactory(_ componentPath: String, _ factory: @escaping (NeedleFoundation.Scope) -> AnyObject) {
                __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: componentPath, factory)
            }
            """)
        XCTAssertTrue(summary.isNeedleGenerated)
        XCTAssertFalse(summary.isGenerated, "not di-gen's own output")
    }

    func testTheRegistryMentionedInABodyMarksAnOlderGeneratedFile() {
        let summary = scan("""
            public func registerProviderFactories() {
                __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->RootComponent") { component in
                    return EmptyDependencyProvider(component: component)
                }
            }
            """)
        XCTAssertTrue(summary.isNeedleGenerated)
    }

    func testOrdinaryFilesAndTheRegistrysOwnDeclarationAreNot() {
        XCTAssertFalse(scan("final class Shop: BootstrapComponent {\n    func registerProviderFactory() {}\n}").isNeedleGenerated)
        XCTAssertFalse(scan("// call registerProviderFactory( here\nlet x = \"__DependencyProviderRegistry\"").isNeedleGenerated)
        XCTAssertFalse(scan("""
            public class __DependencyProviderRegistry {
                public static let instance = __DependencyProviderRegistry()
            }
            """).isNeedleGenerated, "the framework's own registry is framework code, not a generated file")
    }
}
