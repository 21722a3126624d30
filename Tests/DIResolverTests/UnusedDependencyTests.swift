import DIAnalysis
import DIIndex
import DIResolver
import DIScanner
import DITestSupport
import XCTest

/// `unused-requirement` (a warning) and `unused-provider` (off unless configured): what no code reads.
final class UnusedDependencyTests: XCTestCase {
    private let fixture = Fixture("""
        //- Sources/App/Root.swift
        final class RootComponent: BootstrapComponent, RootBuildable {
            var session: Session { shared { Session() } }
            var store: Store { Store() }
            var 1️⃣clock: Clock { Clock() }
            var rootViewController: ViewController { ViewController() }
            var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
            var helpBuilder: HelpBuildable { HelpComponent(parent: self) }
        }
        protocol RootBuildable { var rootViewController: ViewController { get } }
        //- Sources/App/LoggedIn.swift
        protocol LoggedInDependency: Dependency {
            var session: Session { get }
            var 2️⃣store: Store { get }
        }
        final class LoggedInComponent: Component<LoggedInDependency> {
            var name: String { dependency.session.name }
        }
        //- Sources/App/Help.swift
        protocol HelpDependency: Dependency {
            var session: Session { get }
            var store: Store { get }
        }
        final class HelpComponent: Component<HelpDependency> {
            var model: HelpModel { HelpModel(dependency: dependency) }
        }
        struct HelpModel {
            let dependency: HelpDependency
            var owner: Session { dependency.session }
        }
        """)

    func testARequirementNoConsumerReadsIsAWarningAtTheRequirement() throws {
        let analysis = fixture.analysis()
        let unused = analysis.diagnostics(withCode: "unused-requirement")
        XCTAssertEqual(unused.count, 1, "\(analysis.described)")
        XCTAssertTrue(analysis.hasDiagnostic("unused-requirement", at: "2️⃣", of: fixture))
        XCTAssertEqual(unused.first?.severity, .warning)
        XCTAssertEqual(
            unused.first?.message,
            "LoggedInComponent never reads `store: Store` (from LoggedInDependency) through `dependency`; remove the requirement if nothing needs it")
    }

    /// Needle's components look members up in their dependency dynamically: `self.store`, `component.store` in a
    /// builder and `component.dependency.store` read the requirement as surely as `dependency.store` does, in a
    /// file that names the component's type (declares, extends, stores, creates or takes one).
    func testReadsThroughDynamicMemberLookupCount() throws {
        for (file, read) in [
            ("Sources/App/LoggedIn+Title.swift", "extension LoggedInComponent { var title: String { self.store.title } }"),
            ("Sources/App/LoggedInBuilder.swift", "final class LoggedInBuilder {\n    func build(component: LoggedInComponent) -> Screen { Screen(store: component.store) }\n}"),
            ("Sources/App/Interactor.swift", "struct Interactor {\n    let component: LoggedInComponent\n    func start() { _ = component.dependency.store }\n}"),
            ("Sources/App/main.swift", "func show(_ screen: LoggedInComponent) { print(screen.store) }\nshow(RootComponent().loggedIn)"),
        ] {
            let analysis = Fixture(fixture.source + "\n//- \(file)\n\(read)\n").analysis()
            XCTAssertEqual(analysis.diagnostics(withCode: "unused-requirement").count, 0, "\(read): \(analysis.described)")
        }
        // A bare `store` in the component is a local or its own member: Swift never looks it up dynamically. And
        // `.store` in a file that never names the component is some other type's.
        let elsewhere = Fixture(fixture.source + "\n//- Sources/App/Model.swift\nfinal class Model { let store: Store; init(store: Store) { self.store = store } }\n").analysis()
        XCTAssertEqual(elsewhere.diagnostics(withCode: "unused-requirement").count, 1, "\(elsewhere.described)")
        let bare = Fixture(fixture.source + "\n//- Sources/App/LoggedIn+Local.swift\nextension LoggedInComponent { func f() { let store = 1; print(store) } }\n").analysis()
        XCTAssertEqual(bare.diagnostics(withCode: "unused-requirement").count, 1, "\(bare.described)")
    }

    /// `x.dependency.store` reads a requirement named `store` wherever it is, even in a file that never names the
    /// component's type (its value came from a call): top-level code, an interpolation, a function.
    func testAReadThroughAnotherValuesDependencyCountsAnywhere() throws {
        for (file, read) in [
            ("Sources/App/main.swift", "let shown = RootComponent().loggedIn\nprint(\"store: \\(shown.dependency.store.title)\")"),
            ("Sources/App/main.swift", "let shown = RootComponent().loggedIn\n_ = shown.dependency.store"),
            ("Sources/App/Screen.swift", "func show(_ value: Showable) { _ = value.dependency . store }"),
        ] {
            let analysis = Fixture(fixture.source + "\n//- \(file)\n\(read)\n").analysis()
            XCTAssertEqual(analysis.diagnostics(withCode: "unused-requirement").count, 0, "\(read): \(analysis.described)")
            var snapshot = analysis.snapshot
            let changed = snapshot.apply([.set(file, module: "App", text: "let shown = 1\n")])
            let removed = analysis.updated(to: snapshot, changedFiles: changed)
            XCTAssertEqual(removed.diagnostics.map(\.message), analyze(snapshot).diagnostics.map(\.message), "updated like a fresh analysis")
            XCTAssertEqual(removed.diagnostics(withCode: "unused-requirement").count, 1)
        }
    }

    /// Adding or removing a member read elsewhere updates the warning as a fresh analysis would.
    func testAMemberReadAddedOrRemovedUpdatesLikeAFreshAnalysis() throws {
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.diagnostics(withCode: "unused-requirement").count, 1)
        var snapshot = analysis.snapshot
        let read = FileChange.set("Sources/App/Builder.swift", module: "App", text: "final class Builder { func f(c: LoggedInComponent) { _ = c.store } }\n")
        var changed = snapshot.apply([read])
        let withRead = analysis.updated(to: snapshot, changedFiles: changed)
        XCTAssertEqual(withRead.diagnostics(withCode: "unused-requirement").count, 0)
        XCTAssertEqual(withRead.diagnostics.map(\.message), analyze(snapshot).diagnostics.map(\.message))
        changed = snapshot.apply([.set("Sources/App/Builder.swift", module: "App", text: "final class Builder { func f(c: LoggedInComponent) { _ = c } }\n")])
        let withoutRead = withRead.updated(to: snapshot, changedFiles: changed)
        XCTAssertEqual(withoutRead.diagnostics(withCode: "unused-requirement").count, 1)
        XCTAssertEqual(withoutRead.diagnostics.map(\.message), analyze(snapshot).diagnostics.map(\.message))
    }

    func testAComponentThatReadsNothingThroughItsDependencyIsNotJudged() throws {
        // HelpComponent hands its whole dependency to HelpModel: its requirements may be read there.
        let analysis = fixture.analysis()
        XCTAssertFalse(analysis.described.contains { $0.contains("Help.swift") && $0.contains("unused") }, "\(analysis.described)")
    }

    func testUnusedProvidersAreOffUnlessConfigured() throws {
        XCTAssertEqual(fixture.analysis().diagnostics(withCode: "unused-provider"), [])
        let analysis = fixture.analysis(configuration: AnalysisConfiguration(overrides: [.unusedProvider: .warning]))
        let unused = analysis.diagnostics(withCode: "unused-provider")
        // Not the session (read), the accessors of children, nor rootViewController (RootBuildable's requirement).
        // `name` and `model` are what makes the code off by default: the components' API, which only the app reads.
        XCTAssertEqual(unused.map { $0.message.prefix { $0 != ":" } }, ["`clock", "`name", "`model"], "\(analysis.described)")
        XCTAssertTrue(analysis.hasDiagnostic("unused-provider", at: "1️⃣", of: fixture))
        XCTAssertEqual(
            unused.first?.message,
            "`clock: Clock` in RootComponent is provided to no component: no requirement below it resolves to it; "
                + "remove it if nothing else reads it")
    }

    func testTheQuickFixRemovesTheDeclarationsLine() throws {
        let analysis = fixture.analysis()
        let (file, offset) = try XCTUnwrap(fixture.location(of: "2️⃣", in: analysis.snapshot))
        let fixes = analysis.fixes(in: file, overlapping: ByteRange(start: offset, end: offset))
        XCTAssertEqual(fixes.map(\.title), ["Remove the unused requirement `store`"])
        let fix = try XCTUnwrap(fixes.first)
        let text = try XCTUnwrap(fixture.files.first { $0.path == "Sources/App/LoggedIn.swift" }?.text)
        XCTAssertEqual(applying(fix.edits, to: text), text.replacingOccurrences(of: "    var store: Store { get }\n", with: ""))
    }

    func testARequirementOnTheProtocolLineIsRemovedAlone() throws {
        let fixture = Fixture("""
            //- App.swift
            final class RootComponent: BootstrapComponent {
                var a: A { A() }
                var b: B { B() }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            protocol FeedDependency: Dependency { var a: A { get }; var 1️⃣b: B { get } }
            final class FeedComponent: Component<FeedDependency> { var x: A { dependency.a } }
            """)
        let analysis = fixture.analysis()
        let (file, offset) = try XCTUnwrap(fixture.location(of: "1️⃣", in: analysis.snapshot))
        let fix = try XCTUnwrap(analysis.fixes(in: file, overlapping: ByteRange(start: offset, end: offset)).first)
        let text = try XCTUnwrap(fixture.files.first?.text)
        XCTAssertEqual(applying(fix.edits, to: text), text.replacingOccurrences(of: "var b: B { get }", with: ""))
    }

    func testReadsUpdateIncrementally() throws {
        var snapshot = fixture.snapshot
        var analysis = analyze(snapshot)
        let path = "Sources/App/LoggedIn.swift"
        let text = try XCTUnwrap(fixture.files.first { $0.path == path }?.text)
        let reading = text.replacingOccurrences(of: "dependency.session.name", with: "dependency.session.name + dependency.store.name")
        for (step, next) in [reading, text].enumerated() {
            let changed = snapshot.apply([.set(path, module: "App", text: next)])
            analysis = analysis.updated(to: snapshot, changedFiles: changed)
            XCTAssertEqual(analysis.described, analyze(snapshot).described)
            XCTAssertEqual(analysis.diagnostics(withCode: "unused-requirement").count, step == 0 ? 0 : 1)
        }
    }

    private func applying(_ edits: [TextReplacement], to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.location.range.start > $1.location.range.start }) {
            bytes.replaceSubrange(edit.location.range.start..<edit.location.range.end, with: Array(edit.newText.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
