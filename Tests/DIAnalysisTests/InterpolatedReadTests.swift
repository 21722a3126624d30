import DIAnalysis
import DIIndex
import DIScanner
import DITestSupport
import XCTest

/// `dependency.name` read inside a string interpolation is a read like any other: definition, hover,
/// references and rename find it (this repository's NewsApp prints `"\(feed.dependency.store ...)"`).
final class InterpolatedReadTests: XCTestCase {
    private let fixture = Fixture("""
        //- App.swift
        final class RootComponent: BootstrapComponent {
            var 1️⃣store: Store { shared { Store() } }
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        protocol FeedDependency: Dependency { var store: Store { get } }
        final class FeedComponent: Component<FeedDependency> {
            var title: String { "owner: \\(dependency.2️⃣store.owner)" }
        }
        final class Store { let owner = "me" }
        """)

    func testDefinitionAndHoverFromInsideAnInterpolation() throws {
        let analysis = fixture.analysis()
        let (file, offset) = try XCTUnwrap(fixture.location(of: "2️⃣", in: analysis.snapshot))
        let (rootFile, providerOffset) = try XCTUnwrap(fixture.location(of: "1️⃣", in: analysis.snapshot))
        let definitions = analysis.definition(in: file, at: offset)
        XCTAssertEqual(definitions.map(\.file), [rootFile])
        XCTAssertEqual(definitions.first?.range.start, providerOffset)
        XCTAssertNotNil(analysis.hover(in: file, at: offset), "hover on the read")
    }
}

/// The text edits behind the access fix, on lines as people write them.
final class AccessEditTests: XCTestCase {
    private func edited(_ line: String, keywords: [String] = ["var", "let"], to access: AccessLevel) -> String? {
        var bytes = Array(line.utf8)
        let name = line.range(of: "name")!.lowerBound.utf16Offset(in: line)
        guard let edit = Analysis.accessEdit(in: bytes, file: FileID(0), beforeName: name, keywords: keywords, to: access) else { return nil }
        bytes.replaceSubrange(edit.location.range.start..<edit.location.range.end, with: Array(edit.newText.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    func testModifiersAreReplacedRemovedOrAdded() {
        XCTAssertEqual(edited("    private var name: T { T() }", to: .internal), "    var name: T { T() }")
        XCTAssertEqual(edited("    fileprivate(set) public var name: T", to: .internal), "    fileprivate(set) var name: T")
        XCTAssertEqual(edited("    internal let name: T", to: .public), "    public let name: T")
        XCTAssertEqual(edited("    @MainActor var name: T { T() }", to: .public), "    @MainActor public var name: T { T() }")
        XCTAssertEqual(edited("final class name: Component<D> {", keywords: ["class"], to: .public), "public final class name: Component<D> {")
        XCTAssertEqual(edited("    private(set) var name: T", to: .internal), nil, "no access modifier to remove")
        XCTAssertEqual(edited("    name: T", to: .public), nil, "no keyword on the line")
    }
}
