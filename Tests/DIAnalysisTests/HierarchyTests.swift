import DIAnalysis
import DIIndex
import DIResolver
import DIScanner
import DITestSupport
import XCTest

/// The component tree as a call hierarchy (parents call their children into being) and dependency-protocol
/// inheritance as a type hierarchy.
final class HierarchyTests: XCTestCase {
    private let fixture = Fixture("""
        //- Sources/App/Root.swift
        final class RootComponent: BootstrapComponent {
            var loggedIn: LoggedInComponent { 1️⃣LoggedInComponent(parent: self) }
            var help: HelpComponent { 2️⃣HelpComponent(parent: self) }
        }
        //- Sources/App/LoggedIn.swift
        final class 3️⃣LoggedInComponent: Component<LoggedInDependency> {
            var help: HelpComponent { 4️⃣HelpComponent(parent: self) }
        }
        extension LoggedInComponent {
            func anotherHelp() -> HelpComponent { 5️⃣HelpComponent(parent: self) }
        }
        //- Sources/App/Help.swift
        final class 6️⃣HelpComponent: Component<HelpDependency> {}
        //- Sources/App/Dependencies.swift
        protocol 7️⃣BaseDependency: Dependency { var session: Session { get } }
        protocol TrackedDependency: Dependency { var tracker: Tracker { get } }
        protocol 8️⃣LoggedInDependency: BaseDependency, TrackedDependency, Sendable {}
        protocol 9️⃣HelpDependency: BaseDependency {}
        """)

    func testAComponentsIncomingCallsAreItsParentsWithTheCreationsInEachFile() throws {
        let analysis = fixture.analysis()
        let help = try item(at: "6️⃣", analysis)
        XCTAssertEqual(help.name, "HelpComponent")
        XCTAssertEqual(help.detail, "HelpDependency")
        let calls = analysis.incomingCalls(to: help)
        XCTAssertEqual(calls.map(\.item.name), ["RootComponent", "LoggedInComponent"])
        XCTAssertEqual(calls.map(\.ranges.count), [1, 2])
        XCTAssertEqual(calls[1].ranges.map(\.range.start), [try offset("4️⃣", analysis), try offset("5️⃣", analysis)])
    }

    func testAComponentsOutgoingCallsAreItsChildren() throws {
        let analysis = fixture.analysis()
        let root = try XCTUnwrap(analysis.componentItem(in: try file("Sources/App/Root.swift", analysis), at: 10))
        XCTAssertEqual(root.name, "RootComponent")
        let calls = analysis.outgoingCalls(from: root)
        XCTAssertEqual(calls.map(\.item.name), ["LoggedInComponent", "HelpComponent"])
        XCTAssertEqual(calls.map { $0.ranges.map(\.range.start) }, [[try offset("1️⃣", analysis)], [try offset("2️⃣", analysis)]])
    }

    func testPreparingOnAChildCreationGivesTheChild() throws {
        let analysis = fixture.analysis()
        XCTAssertEqual(try item(at: "4️⃣", analysis).name, "HelpComponent")
        XCTAssertEqual(try item(at: "3️⃣", analysis).selection.range.start, try offset("3️⃣", analysis))
    }

    func testTheTypeHierarchyOfADependencyProtocolIsItsInheritance() throws {
        let analysis = fixture.analysis()
        let (file, offset) = try XCTUnwrap(fixture.location(of: "8️⃣", in: analysis.snapshot))
        let loggedIn = try XCTUnwrap(analysis.dependencyProtocolItem(in: file, at: offset))
        XCTAssertEqual(loggedIn.name, "LoggedInDependency")
        // `Sendable` is not a dependency protocol of the workspace.
        XCTAssertEqual(analysis.supertypes(of: loggedIn).map(\.name), ["BaseDependency", "TrackedDependency"])
        let (_, baseOffset) = try XCTUnwrap(fixture.location(of: "7️⃣", in: analysis.snapshot))
        let base = try XCTUnwrap(analysis.dependencyProtocolItem(in: file, at: baseOffset))
        XCTAssertEqual(analysis.subtypes(of: base).map(\.name), ["LoggedInDependency", "HelpDependency"])
        XCTAssertEqual(analysis.supertypes(of: base).map(\.name), [])
    }

    func testAComponentsTypeHierarchyStartsAtTheProtocolItRequires() throws {
        let analysis = fixture.analysis()
        let (file, offset) = try XCTUnwrap(fixture.location(of: "6️⃣", in: analysis.snapshot))
        XCTAssertEqual(analysis.dependencyProtocolItem(in: file, at: offset)?.name, "HelpDependency")
    }

    private func item(at marker: String, _ analysis: Analysis) throws -> HierarchyItem {
        let (file, offset) = try XCTUnwrap(fixture.location(of: marker, in: analysis.snapshot))
        return try XCTUnwrap(analysis.componentItem(in: file, at: offset))
    }

    private func offset(_ marker: String, _ analysis: Analysis) throws -> Int {
        try XCTUnwrap(fixture.location(of: marker, in: analysis.snapshot)).offset
    }

    private func file(_ path: String, _ analysis: Analysis) throws -> FileID {
        try XCTUnwrap(analysis.snapshot.id(forPath: path))
    }
}
