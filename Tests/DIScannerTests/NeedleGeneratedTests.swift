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
            import NeedleFoundation

            public func registerProviderFactories() {
                __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->RootComponent") { component in
                    return EmptyDependencyProvider(component: component)
                }
            }
            """)
        XCTAssertTrue(summary.isNeedleGenerated)
    }

    /// Needle 0.15 and later: the hash near the top is all a file's first bytes (`OutputGuard`'s head) may hold.
    func testTheDependenciesHashMarksAFileFromItsHead() {
        let head = "import NeedleFoundation\nimport UIKit\n\n// swiftlint:disable all\n\nprivate let needleDependenciesHash : String? = nil\n\n// MARK: - Tra"
        XCTAssertTrue(scan(head).isNeedleGenerated)
        XCTAssertFalse(scan(head.replacingOccurrences(of: "import NeedleFoundation", with: "import Foundation")).isNeedleGenerated)
    }

    /// The app's own file calls `registerProviderFactories()`; only Needle's output declares it.
    func testCallingTheRegistrationIsNotDeclaringIt() {
        let app = "import NeedleFoundation\n\n@main struct App {\n    init() { registerProviderFactories() }\n}\n"
        XCTAssertFalse(scan(app).isNeedleGenerated)
        XCTAssertTrue(scan("import NeedleFoundation\n\npublic func registerProviderFactories() {}\n").isNeedleGenerated)
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
