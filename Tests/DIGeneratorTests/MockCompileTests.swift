import DIGenerator
import DIResolver
import DITestSupport
import XCTest

/// Every mock `di-gen mocks` writes compiles, type-checked with the protocols it implements against DIRuntime;
/// a protocol whose shape no mock of settable properties can implement is skipped with the reason instead.
final class MockCompileTests: XCTestCase {
    private let shapes = """
        //- Sources/App/Shapes.swift
        import DIRuntime

        protocol AssociatedDependency: Dependency {
            associatedtype Item
            var item: Item { get }
        }
        protocol SubscriptDependency: Dependency {
            subscript(index: Int) -> String { get }
            var name: String { get }
        }
        protocol OperatorDependency: Dependency {
            static func + (lhs: Self, rhs: Self) -> Self
            var name: String { get }
        }
        protocol StaticDependency: Dependency {
            static var shared: String { get }
            var name: String { get }
        }
        protocol InitDependency: Dependency {
            init(name: String)
            var name: String { get }
        }
        protocol GenericFunctionDependency: Dependency {
            func make<T>(_ type: T.Type) -> T
        }
        protocol LeftDependency: Dependency { var value: Int { get } }
        protocol RightDependency: Dependency { var value: String { get } }
        protocol BothDependency: LeftDependency, RightDependency {}
        protocol SelfNamedDependency: Dependency {
            var `self`: Int { get }
        }
        protocol FineDependency: Dependency {
            var name: String { get }
            var `default`: [String: Int]? { get }
            var handler: @Sendable () -> Void { get }
        }
        protocol FineChildDependency: FineDependency { var count: Int { get } }
        protocol HelperNamedDependency: Dependency {
            var MockValue: Int { get }
        }
        protocol TakenDependency: Dependency { var name: String { get } }
        final class TakenDependencyMock {}
        """

    func testEveryWrittenMockCompilesAndEveryUnmockableShapeIsSkippedWithItsReason() throws {
        let fixture = Fixture(shapes)
        let plan = planMocks(for: buildGraph(fixture.snapshot))
        XCTAssertEqual(plan.mocks.map(\.name), ["FineChildDependencyMock", "FineDependencyMock", "LeftDependencyMock", "RightDependencyMock"])
        XCTAssertEqual(plan.skipped.map(\.name), [
            "AssociatedDependency", "BothDependency", "GenericFunctionDependency", "HelperNamedDependency", "InitDependency",
            "OperatorDependency", "SelfNamedDependency", "StaticDependency", "SubscriptDependency", "TakenDependency",
        ])
        let reasons = Dictionary(uniqueKeysWithValues: plan.skipped.map { ($0.name, $0.reason) })
        XCTAssertEqual(reasons["AssociatedDependency"], "AssociatedDependency requires `associatedtype Item`, which a mock of properties cannot implement")
        XCTAssertEqual(reasons["SubscriptDependency"], "SubscriptDependency requires `subscript`, which a mock of properties cannot implement")
        XCTAssertEqual(reasons["OperatorDependency"], "OperatorDependency requires `operator +`, which a mock of properties cannot implement")
        XCTAssertEqual(reasons["InitDependency"], "InitDependency requires `init`, which a mock of properties cannot implement")
        XCTAssertEqual(reasons["StaticDependency"], "StaticDependency requires static members (`shared`), which a mock's instance cannot provide")
        XCTAssertEqual(reasons["BothDependency"], "`value` is required as `String` by RightDependency and as `Int` by LeftDependency; no property can be both")
        XCTAssertEqual(reasons["SelfNamedDependency"], "it requires a member named `self`, which always means the instance itself")
        XCTAssertEqual(reasons["HelperNamedDependency"], "`MockValue` names the helper every mock's properties use; rename the requirement")
        XCTAssertEqual(reasons["TakenDependency"], "the workspace already declares `TakenDependencyMock` (Shapes.swift); a second would not compile")
        XCTAssertEqual(reasons["GenericFunctionDependency"], "GenericFunctionDependency declares functions (make), which a mock of properties cannot implement")

        // Checked in the module of the protocols, so without its `@testable import App`.
        let mocks = generateMockSource(for: plan, options: MockOptions(toolVersion: "test")).replacingOccurrences(of: "@testable import App\n", with: "")
        let checker = try RuntimeTypeChecker()
        let files = fixture.files.enumerated().map { (name: "Source\($0.offset).swift", text: $0.element.text) } + [(name: "Mocks.swift", text: mocks)]
        XCTAssertEqual(try checker.errors(in: files), [], mocks)
    }
}

/// The generated providers type-check without a warning in both language modes an app may use: Swift 6, and
/// Swift 5 (where handing a plain function to a `@Sendable` parameter warns).
final class GeneratedCodeLanguageModeTests: XCTestCase {
    func testTheNewsAppsProvidersCompileWithoutWarningsInSwift5And6() throws {
        let folder = FileTree.packageRoot + "/Examples/NewsApp/Sources/NewsApp"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") && $0 != "main.swift" }.sorted()
        XCTAssertTrue(names.contains("GeneratedProviders.swift"))
        let files = try names.map { (name: $0, text: try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) }
        let checker = try RuntimeTypeChecker()
        for version in ["5", "6"] {
            XCTAssertEqual(try checker.diagnostics(in: files, swiftVersion: version), [], "Swift \(version) mode")
        }
    }
}
