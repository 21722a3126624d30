import DIAnalysis
import DIFileSystem
import DIIndex
import DIScanner
import DITestSupport
import DIWorkspace
import XCTest

/// Units find their files from one sorted list, and an updated unit takes its old files plus the changed ones
/// that it includes: both must give what judging every file against every unit gives.
final class UnitFilesTests: XCTestCase {
    private let root = "/work/Repo"
    private let folders = ["Apps/App0", "Apps/App1", "Apps/App1/Tests", "Apps/App10", "Shared", "Apps/App0-Kit"]

    private func configuration() -> WorkspaceConfiguration {
        var configuration = WorkspaceConfiguration(root: root)
        configuration.units = [
            GenerationUnit(name: "App0", root: root, include: ["Apps/App0", "Shared"]),
            GenerationUnit(name: "App1", root: root, include: ["Apps/App1"], exclude: ["Apps/App1/Tests"]),
            GenerationUnit(name: "App10", root: root, include: ["Apps/App10/Root.swift"]),
            GenerationUnit(name: "Rest", root: root, exclude: ["Apps"]),
        ]
        configuration.units[1].files.excludeSuffixes = ["Mocks"]
        return configuration
    }

    /// A file of `folder`: a root component, or a child reading what the root provides, or a child reading
    /// what nothing provides (an error only units without the provider see).
    private func change(_ random: inout SplitMix64) -> FileChange {
        let folder = folders[Int(random.next() % UInt64(folders.count))]
        let name = ["Root", "Feed", "FeedMocks", "Profile"][Int(random.next() % 4)]
        let path = "\(root)/\(folder)/\(name).swift"
        switch random.next() % 5 {
        case 0: return .remove(path)
        case 1:
            return .set(path, text: "import NeedleFoundation\nfinal class \(name)Root: BootstrapComponent {\n    var session: String { \"s\" }\n}\n")
        default:
            let needs = random.next() % 2 == 0 ? "session" : "missing\(name)"
            return .set(path, text: """
                import NeedleFoundation
                protocol \(name)Dependency: Dependency { var \(needs): String { get } }
                final class \(name)Component: Component<\(name)Dependency> {}
                extension RootComponent { var \(name.lowercased()): \(name)Component { \(name)Component(parent: self) } }
                """)
        }
    }

    func testUpdatedUnitsEqualUnitsAnalysedAfresh() {
        var random = SplitMix64(seed: 35)
        let configuration = configuration()
        var snapshot = Snapshot(loading: (0..<30).map { _ in change(&random) })
        var units = analyzeUnits(snapshot, configuration: configuration, updatable: true)
        for step in 0..<60 {
            let changed = snapshot.apply((0..<Int(1 + random.next() % 4)).map { _ in change(&random) })
            units = units.map { $0.updated(to: snapshot, changedFiles: changed) }
            let fresh = analyzeUnits(snapshot, configuration: configuration, updatable: true)
            for (updated, expected) in zip(units, fresh) {
                XCTAssertEqual(updated.analysis.snapshot.files.map(\.path), expected.analysis.snapshot.files.map(\.path), "step \(step), \(updated.unit.name)")
                XCTAssertEqual(Set(updated.analysis.diagnostics), Set(expected.analysis.diagnostics), "step \(step), \(updated.unit.name)")
            }
            XCTAssertEqual(filesOutsideEveryUnit(snapshot, configuration: configuration), snapshot.files.count { file in
                !file.summary.isGenerated && file.summary.declarations.contains { $0.kind == .class || $0.kind == .protocol }
                    && !configuration.units.contains { $0.files.contains(path: file.path) }
            }, "step \(step)")
        }
    }
}
