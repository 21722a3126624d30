import DITestSupport
import Foundation
import XCTest

/// A Tuist app as public Needle apps lay it out, with no `.di-lsp.json` and no generated Xcode project: 46 modules
/// from the micro-feature convention, generated code that imports exactly the modules it names, and an `internal`
/// provider that generated code in the app module cannot read.
final class TuistLayoutTests: XCTestCase {
    /// 15 features, each a project with `Sources` (its component and dependency protocol), `Interface` (the service
    /// it needs) and `Tests`; the app creates the first 12.
    private func tuistApp(internalTitle: Bool = false) throws -> FileTree {
        var text = """
            //- .git/HEAD
            //- Projects/App/Project.swift
            import ProjectDescription
            let project = Project(name: "App")
            //- Projects/App/Sources/AppComponent.swift
            import DIRuntime

            """
        text += (1...12).map { "import Feature\($0)\nimport Feature\($0)Interface\n" }.joined()
        text += "final class AppComponent: BootstrapComponent {\n"
        for index in 1...12 {
            text += "    var service\(index): any Service\(index) { Service\(index)Live() }\n"
            text += "    var feature\(index): Feature\(index)Component { Feature\(index)Component(parent: self) }\n"
        }
        text += "}\n"
        text += (1...12).map { "struct Service\($0)Live: Service\($0) {}\n" }.joined()
        for index in 1...15 {
            let folder = "Projects/Features/Feature\(index)"
            text += """
                //- \(folder)/Project.swift
                import ProjectDescription
                let project = Project.module(name: "Feature\(index)")
                //- \(folder)/Interface/Service\(index).swift
                public protocol Service\(index) {}
                //- \(folder)/Sources/Feature\(index)Component.swift
                import DIRuntime
                import Feature\(index)Interface
                public protocol Feature\(index)Dependency: Dependency {
                    var service\(index): any Service\(index) { get }
                }
                public final class Feature\(index)Component: Component<Feature\(index)Dependency> {

                """
            if index == 2 {
                text += "    \(internalTitle ? "" : "public ")var title: String { \"Two\" }\n"
                text += "    public var detail: DetailComponent { DetailComponent(parent: self) }\n"
            }
            text += "}\n"
            if index == 2 {
                text += """
                    public protocol DetailDependency: Dependency {
                        var title: String { get }
                    }
                    public final class DetailComponent: Component<DetailDependency> {}

                    """
            }
            text += "//- \(folder)/Tests/Feature\(index)Tests.swift\nimport XCTest\nfinal class Feature\(index)Tests: XCTestCase {}\n"
        }
        return try FileTree(text)
    }

    func testTheConventionGivesEveryModuleAndGeneratedCodeImportsExactlyWhatItNames() throws {
        let tree = try tuistApp()
        let check = try runTool("di-lsp", ["--check", tree.root])
        XCTAssertEqual(check.status, 0, check.output + check.errors)
        XCTAssertTrue(check.errors.hasSuffix("; modules: Tuist layout, 46 modules\n"), check.errors)

        let output = tree.path("Projects/App/Sources/GeneratedProviders.swift")
        let generate = try runTool("di-gen", ["generate", "--output", output, tree.root])
        XCTAssertEqual(generate.status, 0, generate.errors)
        let generated = try String(contentsOfFile: output, encoding: .utf8)
        let imports = Set(generated.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { String($0.dropFirst(7)) })
        // The 12 features the app creates and the interfaces their requirement types come from; not the app's own
        // module, the 3 features nothing creates, nor any test module.
        let expected = Set((1...12).flatMap { ["Feature\($0)", "Feature\($0)Interface"] })
        XCTAssertEqual(imports.subtracting(expected), [], "extra imports")
        XCTAssertEqual(expected.subtracting(imports), [], "missing imports")
    }

    func testAnInternalProviderInAFeatureModuleIsOneInaccessibleDependency() throws {
        let tree = try tuistApp(internalTitle: true)
        let check = try runTool("di-lsp", ["--check", tree.root])
        XCTAssertEqual(check.status, 1)
        let errors = check.output.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 1, check.output)
        XCTAssertTrue(errors.first?.hasSuffix("[inaccessible-dependency]") == true, check.output)
        XCTAssertTrue(errors.first?.contains("Feature2/Sources/Feature2Component.swift") == true, check.output)
    }
}
