import DIAnalysis
import DIIndex
import DIResolver
import DITestSupport
import XCTest

/// The resolver against its definition (`ReferenceResolution`, path by path) on seeded random graphs with
/// diamonds, loops, self-loops, two roots, shadowing, mistyped and unreadable providers, and modules.
final class ResolutionOracleTests: XCTestCase {
    func testContextsAgreeWithEveryPathOnRandomGraphs() throws {
        var generator = SplitMix64(seed: 0xC0_47E7)
        var checkedPaths = 0
        var comparedDeeply = 0
        for graphIndex in 0..<1_000 {
            let source = Self.randomWorkspace(&generator)
            let analysis = Fixture(source).analysis()
            let resolution = analysis.resolution
            let reference = ReferenceResolution(analysis.graph)
            for expected in reference.paths {
                let names = expected.path.map { analysis.graph[$0].name }.joined(separator: " -> ")
                let actual = try XCTUnwrap(resolution.bindings(onPath: expected.path), "graph \(graphIndex): no context for \(names)\n\(source)")
                XCTAssertEqual(actual, expected.bindings, "graph \(graphIndex), path \(names)\n\(source)")
                if actual != expected.bindings { return }
            }
            checkedPaths += reference.paths.count
            let reached = Set(reference.paths.map { $0.path.last! })
            for component in analysis.graph.components {
                XCTAssertEqual(!resolution.contexts(of: component.id).isEmpty, reached.contains(component.id), "graph \(graphIndex)\n\(source)")
            }
            // Paths that pass a component twice show every binding; a provider hidden only on a path that
            // goes round a loop more often is seen by contexts, so compare with a deeper enumeration too.
            let pairs = Set(resolution.shadowings.map { [$0.nearer, $0.farther] })
            XCTAssertTrue(pairs.isSuperset(of: reference.shadowedPairs), "graph \(graphIndex)\n\(source)")
            XCTAssertTrue(Self.failures(in: resolution).isSuperset(of: Self.failures(in: reference)), "graph \(graphIndex)\n\(source)")
            let deeper = ReferenceResolution(analysis.graph, maximumOccurrences: 4, maximumDepth: 16, maximumPaths: 3_000)
            if deeper.isComplete {
                comparedDeeply += 1
                XCTAssertEqual(pairs, deeper.shadowedPairs, "graph \(graphIndex)\n\(source)")
                XCTAssertEqual(Self.failures(in: resolution), Self.failures(in: deeper), "graph \(graphIndex)\n\(source)")
            }
        }
        XCTAssertGreaterThan(checkedPaths, 20_000)
        XCTAssertGreaterThan(comparedDeeply, 500, "graphs compared with the deeper enumeration")
    }

    /// (component, requirement, failing binding) for every failure the problems report.
    private static func failures(in resolution: Resolution) -> Set<String> {
        Set(resolution.problems.compactMap { problem -> String? in
            switch problem {
            case .missingDependency(let requirement, let component, _): "\(component) \(requirement.name) missing"
            case .mistypedDependency(let requirement, let component, let provider, _): "\(component) \(requirement.name) mistyped \(provider.location)"
            case .inaccessibleDependency(let requirement, let component, let provider, _, _):
                "\(component) \(requirement.name) inaccessible \(provider.location)"
            default: nil
            }
        })
    }

    private static func failures(in reference: ReferenceResolution) -> Set<String> {
        var result = Set<String>()
        for path in reference.paths {
            let component = path.path.last!
            let requirements = reference.graph.dependencyProtocol(of: reference.graph[component])?.requirements ?? []
            for (requirement, binding) in zip(requirements, path.bindings) {
                switch binding {
                case .missing: result.insert("\(component) \(requirement.name) missing")
                case .mistyped(let provider): result.insert("\(component) \(requirement.name) mistyped \(provider.location)")
                case .inaccessible(let provider, _): result.insert("\(component) \(requirement.name) inaccessible \(provider.location)")
                case .provided: break
                }
            }
        }
        return result
    }

    /// Three to eight components (one or two roots) in two modules; random requirements, providers and edges.
    private static func randomWorkspace(_ generator: inout SplitMix64) -> String {
        func pick(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }
        let names = ["a", "b", "c", "d"], types = ["T", "U", "T?"]
        let count = 3 + pick(6)
        let roots = pick(4) == 0 ? 2 : 1
        var files: [String] = []
        for index in 0..<count {
            var lines: [String] = []
            let requirementCount = index < roots ? 0 : pick(4)
            if index >= roots {
                lines.append("protocol C\(index)Dependency: Dependency {")
                var used = Set<String>()
                for _ in 0..<requirementCount {
                    let name = names[pick(names.count)]
                    if used.insert(name).inserted { lines.append("    var \(name): \(types[pick(2)]) { get }") }
                }
                lines.append("}")
            }
            let base = index < roots ? "BootstrapComponent" : "Component<C\(index)Dependency>"
            lines.append("final class C\(index): \(base) {")
            for _ in 0..<pick(3) {
                let access = pick(6) == 0 ? "private " : ""
                let name = names[pick(names.count)]
                let forwarding = index >= roots && pick(5) == 0
                let body = forwarding ? "dependency.\(name)" : "Value()"
                lines.append("    \(access)var \(name): \(types[pick(types.count)]) { \(body) }")
            }
            for _ in 0..<pick(4) {
                let child = roots + pick(count - roots)
                lines.append("    var child\(child)x\(pick(100)): C\(child) { C\(child)(parent: self) }")
            }
            lines.append("}")
            let module = pick(5) == 0 ? "Other" : "App"
            files.append("//- Sources/\(module)/C\(index).swift\n" + lines.joined(separator: "\n"))
        }
        // Now and then, a provider in an extension in the other module (internal there: unreadable from App).
        if pick(3) == 0 {
            files.append("//- Sources/Other/Extra.swift\nextension C\(pick(count)) {\n    var \(names[pick(names.count)]): T { Value() }\n}")
        }
        return files.joined(separator: "\n")
    }
}
