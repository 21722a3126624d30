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
        // Creations with another parent or outside types, aliases, own generic bases,
        // access from extensions, a second protocol of a taken name.
        "    var stray: FeedComponent { FeedComponent(parent: other) }", "let orphan = HelpComponent(parent: root)",
        "typealias Token = Store", "    var token: Token { get }", "    fileprivate var session: Session { Session() }",
        "open class ScreenComponent<D>: Component<D> {}", "final class ScreenFeed: ScreenComponent<FeedDependency> {}",
        "protocol FeedDependency: Dependency {}", "public extension LoggedInComponent {",
        // Reads through `dependency` (unused requirements): in components, forwarding providers,
        // extensions holding only reads, and code handed a dependency.
        "    func use() -> Store { dependency.store }", "    var owner: Session { dependency.session }",
        "extension HelpComponent { func net() -> Network { dependency.network } }",
        "struct Model { let dependency: FeedDependency; var store: Store { dependency.store } }",
    ]

    func testIncrementalUpdatesEqualFullAnalysisUnderRandomEdits() {
        for seed: UInt64 in [0xD1_15, 1, 2, 3, 4, 5, 10] { checkRandomEdits(seed: seed) }
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

    /// Found by the random edits: an unclosed extension loses its last member, so the component it extended is no
    /// longer part of a damaged file and its problems (and those below it) are reported again.
    func testComponentLeavingADamagedFileReportsItsProblemsAgain() {
        let files = [
            "Root.swift": "final class RootComponent: BootstrapComponent {\n    var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }\n}",
            "LoggedIn.swift": "protocol LoggedInDependency: Dependency {\n    var session: Session { get }\n}\n"
                + "final class LoggedInComponent: Component<LoggedInDependency> {}",
            "Extra.swift": "extension LoggedInComponent {\n    var analytics: Analytics { Analytics() }",
        ]
        let edited = checkUpdate(of: files, editing: "Extra.swift", to: "extension LoggedInComponent {\n")
        XCTAssertTrue(edited.described.contains { $0.contains("missing-dependency") }, "\(edited.described)")
    }

    /// Found by the random edits: a requirement renamed in place (the same byte range) is judged read or unread by
    /// its new name.
    func testRequirementRenamedInPlaceIsJudgedByItsNewName() {
        let files = [
            "Root.swift": "final class RootComponent: BootstrapComponent {\n    var network: Network { Network() }\n"
                + "    var store: Store { Store() }\n    var stray: Stray { Stray() }\n"
                + "    var help: HelpComponent { HelpComponent(parent: self) }\n}",
            "Help.swift": "protocol HelpDependency: Dependency {\n    var network: Network { get }\n    var store: Store { get }\n}\n"
                + "final class HelpComponent: Component<HelpDependency> {\n    func net() -> Network { dependency.network }\n}",
            "Model.swift": "struct Model { let dependency: HelpDependency; var store: Store { dependency.store } }",
        ]
        let edited = checkUpdate(
            of: files, editing: "Help.swift", to: files["Help.swift"]!.replacingOccurrences(of: "var store: Store", with: "var stray: Stray"))
        XCTAssertEqual(edited.graph.unreadRequirementLocations.count, 1)
    }

    /// Updates an analysis of `files` by replacing the text of `path`, checks it equals a fresh analysis, returns it.
    @discardableResult
    private func checkUpdate(of files: [String: String], editing path: String, to text: String) -> Analysis {
        var snapshot = Snapshot(loading: files.keys.sorted().map { .set($0, module: "App", text: files[$0]!) })
        let analysis = analyze(snapshot)
        let changed = snapshot.apply([.set(path, module: "App", text: text)])
        let updated = analysis.updated(to: snapshot, changedFiles: changed)
        let fresh = analyze(snapshot)
        XCTAssertEqual(updated.described, fresh.described)
        XCTAssertEqual(updated.graph.unreadRequirementLocations, fresh.graph.unreadRequirementLocations)
        return updated
    }

    /// The root's file is open with a reader's: removing and restoring `session`, which every child reads next to
    /// the root's `network`, both give the reader's diagnostics first. Two names of the open root, each provided
    /// once, shadow nothing; restoring had counted them as two providers of one name and bound every reader at once.
    func testProviderRemovedAndRestoredInAnOpenFileGivesTheReaderFirst() {
        let children = (1...4).map { "Child\($0)" }
        let root = ["final class RootComponent: BootstrapComponent {", "    var session: Session { shared { Session() } }",
                    "    var network: Network { Network() }"]
            + children.map { "    var \($0.lowercased()): \($0)Component { \($0)Component(parent: self) }" } + ["}"]
        var files = ["Root.swift": root.joined(separator: "\n")]
        for child in children {
            files["\(child).swift"] = "protocol \(child)Dependency: Dependency {\n    var session: Session { get }\n"
                + "    var network: Network { get }\n}\nfinal class \(child)Component: Component<\(child)Dependency> {}"
        }
        var snapshot = Snapshot(loading: files.keys.sorted().map { .set($0, module: "App", text: files[$0]!) })
        var analysis = analyze(snapshot)
        let first = Set(["Root.swift", "Child2.swift"].compactMap(snapshot.id(forPath:)))
        for text in [root.filter { !$0.contains("session") }, root].map({ $0.joined(separator: "\n") }) {
            let changed = snapshot.apply([.set("Root.swift", module: "App", text: text)])
            let update = analysis.updated(to: snapshot, changedFiles: changed, firstFiles: first, minimumDeferred: 3)
            let fresh = analyze(snapshot)
            XCTAssertNotNil(update.firstDiagnostics, "the update should be split")
            for file in first { XCTAssertEqual(update.firstDiagnostics?[file] ?? [], fresh.diagnostics(in: file)) }
            analysis = update.finished()
            XCTAssertEqual(analysis.described, fresh.described)
        }
        XCTAssertEqual(analysis.described, analyze(snapshot).described)
    }

    /// In two steps, with one or two files first and every change split: those files' diagnostics come first and
    /// equal the fresh analysis's, and the finished analysis equals it too.
    func testUpdatesInTwoStepsGiveTheFirstFilesFinalDiagnostics() {
        let splits = [7, 8, 9, 10, 11].map { checkRandomEdits(seed: $0, inTwoSteps: true) }.reduce(0, +)
        XCTAssertGreaterThan(splits, 40, "the edits should split updates")
    }

    /// - Returns: how many updates were split in two steps.
    @discardableResult
    private func checkRandomEdits(seed: UInt64, inTwoSteps: Bool = false) -> Int {
        var generator = SplitMix64(seed: seed)
        var files = Self.workspace
        let paths = files.keys.sorted()
        var snapshot = Snapshot(loading: paths.map { .set($0, module: "App", text: files[$0]!.joined(separator: "\n")) })
        var analysis = analyze(snapshot)
        var incrementalUpdates = 0
        var stepsWithUnusedRequirements = 0
        var splitUpdates = 0
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
            let fresh = analyze(snapshot)
            let updated: Analysis
            // Drawn in both modes, so that a seed makes the same edits in both.
            let first = Set((0..<1 + Int(generator.next() % 2)).compactMap { _ in
                snapshot.id(forPath: paths[Int(generator.next() % UInt64(paths.count))])
            })
            if inTwoSteps {
                let update = analysis.updated(to: snapshot, changedFiles: changed, firstFiles: first, minimumDeferred: 1)
                if let early = update.firstDiagnostics {
                    splitUpdates += 1
                    for file in first {
                        XCTAssertEqual(early[file] ?? [], fresh.diagnostics(in: file), "seed \(seed) step \(step): \(path) first \(file)")
                    }
                }
                updated = update.finished()
            } else {
                updated = analysis.updated(to: snapshot, changedFiles: changed)
            }
            if !changed.isEmpty { incrementalUpdates += 1 }
            XCTAssertEqual(updated.described, fresh.described, "seed \(seed) step \(step): \(path)\n" + lines.joined(separator: "\n"))
            XCTAssertEqual(bindings(of: updated), bindings(of: fresh), "step \(step): \(path)")
            XCTAssertEqual(readers(of: updated), readers(of: fresh), "step \(step): \(path)")
            guard updated.described == fresh.described else { return splitUpdates }
            XCTAssertEqual(updated.graph.unreadRequirementLocations, fresh.graph.unreadRequirementLocations, "step \(step): \(path)")
            if !fresh.graph.unreadRequirementLocations.isEmpty { stepsWithUnusedRequirements += 1 }
            analysis = updated
        }
        XCTAssertGreaterThan(incrementalUpdates, 300)
        XCTAssertGreaterThan(stepsWithUnusedRequirements, 10, "the edits should exercise unread requirements")
        return splitUpdates
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
