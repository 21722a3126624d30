import DIAnalysis
import DIGenerator
import DIIndex
import DIScanner
import DITestSupport
import XCTest

/// The generated text: deterministic, shared between equal resolutions, short functions, escaped names.
final class GeneratedSourceTests: XCTestCase {
    private let diamond = Fixture("""
        //- Root.swift
        import Foundation
        final class Root: BootstrapComponent {
            var session: Session { shared { Session() } }
            var a: A { A(parent: self) }
            var b: B { B(parent: self) }
        }
        //- Middle.swift
        final class A: Component<EmptyDependency> { var leaf: Leaf { Leaf(parent: self) } }
        final class B: Component<EmptyDependency> {
            var `default`: Config { Config() }
            var leaf: Leaf { Leaf(parent: self) }
        }
        //- Leaf.swift
        import Networking
        protocol LeafDependency: Dependency { var session: Session { get } }
        final class Leaf: Component<LeafDependency> {}
        """)

    private func generate(_ changes: [FileChange], registrationsPerFunction: Int = 64) -> String {
        let analysis = analyze(Snapshot(loading: changes))
        return generateProviderSource(
            for: analysis.resolution, options: GeneratorOptions(toolVersion: "test", registrationsPerFunction: registrationsPerFunction))
    }

    func testSameInputGivesSameBytesWhateverTheFileOrder() {
        let forward = generate(diamond.changes)
        XCTAssertEqual(forward, generate(diamond.changes.reversed()))
        XCTAssertEqual(forward, generate([diamond.changes[1], diamond.changes[2], diamond.changes[0]]))
    }

    func testPathsThatResolveAlikeShareOneProvider() {
        let source = generate(diamond.changes)
        XCTAssertEqual(source.components(separatedBy: "private final class Leaf").count - 1, 1, source)
        XCTAssertTrue(source.contains("registry.register(Leaf.self, under: [Root.self, A.self]) { LeafDependencyProvider0($0) }"), source)
        XCTAssertTrue(source.contains("registry.register(Leaf.self, under: [Root.self, B.self]) { LeafDependencyProvider0($0) }"), source)
        XCTAssertTrue(source.contains("ancestor2 = ancestors.ancestor(hops: 2, as: Root.self)"), source)
    }

    func testHeaderMarksTheFileAndImportsFollowTheComponentsFiles() {
        let source = generate(diamond.changes)
        XCTAssertTrue(source.hasPrefix(generatedFileMarker + " test."))
        XCTAssertTrue(source.contains("import DIRuntime\nimport Foundation\nimport Networking\n"), source)
        XCTAssertTrue(scan(source).isGenerated, "the scanner must recognise and skip generated files")
    }

    func testRegistrationIsSplitIntoShortFunctions() {
        var source = "//- App.swift\nfinal class Root: BootstrapComponent {\n    var value: Value { Value() }\n"
        for index in 0..<10 { source += "    var c\(index): C\(index) { C\(index)(parent: self) }\n" }
        source += "}\n"
        for index in 0..<10 {
            source += "protocol C\(index)Dependency: Dependency { var value: Value { get } }\n"
            source += "final class C\(index): Component<C\(index)Dependency> {}\n"
        }
        let generated = generate(Fixture(source).changes, registrationsPerFunction: 4)
        XCTAssertTrue(generated.contains("    registerProviders2(registry)\n}"), generated)
        XCTAssertFalse(generated.contains("registerProviders3"), generated)
    }

    func testKeywordNamesAreEscaped() {
        let source = generate(Fixture("""
            //- App.swift
            final class Root: BootstrapComponent {
                var `default`: Config { Config() }
                var leaf: Leaf { Leaf(parent: self) }
            }
            protocol LeafDependency: Dependency { var `default`: Config { get } }
            final class Leaf: Component<LeafDependency> {}
            """).changes)
        XCTAssertTrue(source.contains("var `default`: Config { ancestor1.`default` }"), source)
    }
}
