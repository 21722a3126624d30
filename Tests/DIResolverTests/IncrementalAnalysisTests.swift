import DIAnalysis
import DIIndex
import DIResolver
import DIScanner
import DITestSupport
import XCTest

/// `Analysis.updated(to:changedFiles:)` must give exactly what a fresh `analyze` gives, after any edit.
/// Seeded random edits over a small workspace: providers, requirements and child edges added, removed
/// and retyped, lines shifted, files damaged, components renamed (a shape change: full rebuild).
final class IncrementalAnalysisTests: XCTestCase {
    private static let workspace: [String: [String]] = [
        "Sources/App/Root.swift": [
            "final class RootComponent: BootstrapComponent {",
            "    var session: Session { shared { Session() } }",
            "    var network: Network { Network() }",
            "    var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }",
            "    var loggedOut: LoggedOutComponent { LoggedOutComponent(parent: self) }",
            "}",
        ],
        "Sources/App/LoggedIn.swift": [
            "protocol LoggedInDependency: Dependency {",
            "    var session: Session { get }",
            "}",
            "final class LoggedInComponent: Component<LoggedInDependency> {",
            "    var store: Store { Store() }",
            "    var feed: FeedComponent { FeedComponent(parent: self) }",
            "    var help: HelpComponent { HelpComponent(parent: self) }",
            "}",
        ],
        "Sources/App/LoggedOut.swift": [
            "final class LoggedOutComponent: Component<EmptyDependency> {",
            "    var help: HelpComponent { HelpComponent(parent: self) }",
            "}",
        ],
        "Sources/App/Feed.swift": [
            "protocol FeedDependency: Dependency {",
            "    var store: Store { get }",
            "    var session: Session { get }",
            "}",
            "final class FeedComponent: Component<FeedDependency> {",
            "    var detail: DetailComponent { DetailComponent(parent: self) }",
            "    func shelf() -> Store { dependency.store }",
            "}",
            "protocol DetailDependency: FeedDependency {",
            "    var network: Network { get }",
            "}",
            "final class DetailComponent: Component<DetailDependency> {",
            "    func fetch() -> Network { dependency.network }",
            "}",
        ],
        "Sources/App/Help.swift": [
            "protocol HelpDependency: Dependency {",
            "    var network: Network { get }",
            "    var store: Store { get }",
            "}",
            "final class HelpComponent: Component<HelpDependency> {}",
            "extension LoggedInComponent {",
            "    var analytics: Analytics { Analytics() }",
            "}",
        ],
    ]

    /// Lines an edit may insert; each is meaningful inside a class body, protocol body or at file scope.
    private static let insertions = [
        "    var store: Store { Store() }", "    var session: Session { Session() }", "    var network: OtherNetwork { OtherNetwork() }",
        "    var network: Network { Network() }", "    private var store: Store { Store() }", "    var analytics: Analytics { get }",
        "    var store: Store { get }", "    var extra: Extra { get }", "    var help: HelpComponent { HelpComponent(parent: self) }",
        "    var feed: FeedComponent { FeedComponent(parent: self) }", "    var loop: LoggedInComponent { LoggedInComponent(parent: self) }",
        "    var detail: DetailComponent { DetailComponent(parent: self) }", "    var root: RootComponent { RootComponent(parent: self) }",
        "", "// a comment", "    func work() { let x = 1 }", "    #if DEBUG", "    #endif",
        "final class ExtraComponent: Component<EmptyDependency> {}", "    func broken() {",
        // Issue 9's constructs: creations with another parent or outside types, aliases, own generic bases,
        // access from extensions, a second protocol of a taken name.
        "    var stray: FeedComponent { FeedComponent(parent: other) }", "let orphan = HelpComponent(parent: root)",
        "typealias Token = Store", "    var token: Token { get }", "    fileprivate var session: Session { Session() }",
        "open class ScreenComponent<D>: Component<D> {}", "final class ScreenFeed: ScreenComponent<FeedDependency> {}",
        "protocol FeedDependency: Dependency {}", "public extension LoggedInComponent {",
        // Issue 13's reads through `dependency` (unused requirements): in components, forwarding providers,
        // extensions holding only reads, and code handed a dependency.
        "    func use() -> Store { dependency.store }", "    var owner: Session { dependency.session }",
        "extension HelpComponent { func net() -> Network { dependency.network } }",
        "struct Model { let dependency: FeedDependency; var store: Store { dependency.store } }",
    ]

    func testIncrementalUpdatesEqualFullAnalysisUnderRandomEdits() {
        for seed: UInt64 in [0xD1_15, 1, 2, 3, 4, 5] { checkRandomEdits(seed: seed) }
    }

    /// A batch analysis keeps no update tables; it gives the same answers, and updating it still works.
    func testAnalysisThatIsNotUpdatableAnswersAlikeAndUpdatesByRebuilding() {
        let paths = Self.workspace.keys.sorted()
        var snapshot = Snapshot(loading: paths.map { .set($0, module: "App", text: Self.workspace[$0]!.joined(separator: "\n")) })
        let batch = analyze(snapshot, updatable: false)
        XCTAssertEqual(batch.described, analyze(snapshot).described)
        XCTAssertEqual(bindings(of: batch), bindings(of: analyze(snapshot)))
        let edited = Self.workspace["Sources/App/Root.swift"]!.filter { !$0.contains("session") }
        let changed = snapshot.apply([.set("Sources/App/Root.swift", module: "App", text: edited.joined(separator: "\n"))])
        let updated = batch.updated(to: snapshot, changedFiles: changed)
        XCTAssertEqual(updated.described, analyze(snapshot).described)
        XCTAssertTrue(updated.described.contains { $0.contains("missing-dependency") }, "\(updated.described)")
    }

    private func checkRandomEdits(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var files = Self.workspace
        let paths = files.keys.sorted()
        var snapshot = Snapshot(loading: paths.map { .set($0, module: "App", text: files[$0]!.joined(separator: "\n")) })
        var analysis = analyze(snapshot)
        var incrementalUpdates = 0
        var stepsWithUnusedRequirements = 0
        for step in 0..<400 {
            let path = paths[Int(generator.next() % UInt64(paths.count))]
            var lines = files[path]!
            let index = Int(generator.next() % UInt64(lines.count + 1))
            switch generator.next() % 4 {
            case 0 where !lines.isEmpty:
                lines.remove(at: min(index, lines.count - 1))
            case 1 where !lines.isEmpty:
                lines[min(index, lines.count - 1)] = Self.insertions[Int(generator.next() % UInt64(Self.insertions.count))]
            default:
                lines.insert(Self.insertions[Int(generator.next() % UInt64(Self.insertions.count))], at: index)
            }
            if generator.next() % 25 == 0 { lines = Self.workspace[path]! }  // now and then, repair a file
            files[path] = lines
            let changed = snapshot.apply([.set(path, module: "App", text: lines.joined(separator: "\n"))])
            let updated = analysis.updated(to: snapshot, changedFiles: changed)
            let fresh = analyze(snapshot)
            if !changed.isEmpty { incrementalUpdates += 1 }
            XCTAssertEqual(updated.described, fresh.described, "seed \(seed) step \(step): \(path)\n" + lines.joined(separator: "\n"))
            XCTAssertEqual(bindings(of: updated), bindings(of: fresh), "step \(step): \(path)")
            XCTAssertEqual(readers(of: updated), readers(of: fresh), "step \(step): \(path)")
            guard updated.described == fresh.described else { return }
            XCTAssertEqual(updated.graph.unreadRequirementLocations, fresh.graph.unreadRequirementLocations, "step \(step): \(path)")
            if !fresh.graph.unreadRequirementLocations.isEmpty { stepsWithUnusedRequirements += 1 }
            analysis = updated
        }
        XCTAssertGreaterThan(incrementalUpdates, 300)
        XCTAssertGreaterThan(stepsWithUnusedRequirements, 10, "the edits should exercise unread requirements")
    }

    /// Every provider with the components that read it, as text, for comparison.
    private func readers(of analysis: Analysis) -> [String] {
        analysis.graph.components.flatMap(\.providers).map { provider in
            let readers = analysis.resolution.readers(ofProviderAt: provider.location).map { analysis.graph[$0].name }
            return "\(analysis.graph[provider.component].name).\(provider.name)@\(provider.location.range.start): \(readers)"
        }.sorted()
    }

    /// Every context with its example path, path count and bindings, as text, for comparison.
    private func bindings(of analysis: Analysis) -> [String] {
        var lines: [String] = []
        for component in analysis.graph.components {
            for context in analysis.resolution.contexts(of: component.id) {
                let path = analysis.resolution.examplePath(of: context.id).components.map { analysis.graph[$0].name }
                let bindings = context.bindings.map { "\($0)" }
                lines.append("\(component.name): \(path.joined(separator: ">")) x\(context.pathCount) \(bindings.joined(separator: ", "))")
            }
        }
        return lines.sorted()
    }
}
