import DIAnalysis
import DIIndex
import DIScanner
import DITestSupport
import Foundation
import XCTest

/// What a rename accepts compiles where it lands, and what it refuses would not: the renamed files are
/// type-checked by the compiler against DIRuntime, built once from its sources.
final class RenameCompilesTests: XCTestCase {
    private var checker: RuntimeTypeChecker!

    override func setUpWithError() throws {
        checker = try RuntimeTypeChecker()
    }

    private let source = """
        //- Sources/App/Root.swift
        final class Session {}
        final class RootComponent: BootstrapComponent {
            var 1️⃣session: Session { shared { Session() } }
            var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
        }
        //- Sources/App/LoggedIn.swift
        protocol LoggedInDependency: Dependency { var session: Session { get } }
        final class LoggedInComponent: Component<LoggedInDependency> {
            func current() -> Session { dependency.session }
        }
        """

    func testAcceptedNamesCompileAndEachRefusedNameWouldNot() throws {
        let fixture = Fixture(source)
        let analysis = fixture.analysis()
        let (file, offset) = try XCTUnwrap(fixture.location(of: "1️⃣", in: analysis.snapshot))
        XCTAssertEqual(try typeCheck(fixture, analysis, []), [], "the fixture itself")
        for name in ["`Type`", "`Protocol`", "`default`", "séance", "shared"] {
            let edits = try analysis.rename(in: file, at: offset, to: name)
            XCTAssertEqual(edits.count, 3, name)
            XCTAssertEqual(try typeCheck(fixture, analysis, edits), [], name)
        }
        let refusals = [
            "Type": "`Type` cannot name a member without backticks (`x.Type` is a metatype); use `` `Type` ``",
            "Protocol": "`Protocol` cannot name a member without backticks (`x.Protocol` is a metatype); use `` `Protocol` ``",
            "dependency": "every component already has `dependency` (DIRuntime's `Component.dependency`), which a provider or a requirement of that name would clash with",
            "parent": "every component already has `parent` (DIRuntime's `Component.parent`), which a provider or a requirement of that name would clash with",
        ]
        let accepted = try analysis.rename(in: file, at: offset, to: "placeholder")
        for (name, reason) in refusals.sorted(by: { $0.key < $1.key }) {
            XCTAssertThrowsError(try analysis.rename(in: file, at: offset, to: name)) { error in
                XCTAssertEqual((error as? RenameRefusal)?.message, reason)
            }
            // The edits the rename would have made with that name.
            let errors = try typeCheck(fixture, analysis, accepted.map { TextReplacement(location: $0.location, newText: name) })
            XCTAssertFalse(errors.isEmpty, "\(name) would compile: the refusal is wrong")
        }
    }

    /// The compiler's error lines for the fixture with `edits` applied.
    private func typeCheck(_ fixture: Fixture, _ analysis: Analysis, _ edits: [TextReplacement]) throws -> [String] {
        try checker.errors(in: fixture.files.enumerated().map { index, fixtureFile in
            var bytes = Array(fixtureFile.text.utf8)
            let id = analysis.snapshot.id(forPath: fixtureFile.path)
            for edit in edits.filter({ $0.location.file == id }).sorted(by: { $0.location.range.start > $1.location.range.start }) {
                bytes.replaceSubrange(edit.location.range.start..<edit.location.range.end, with: Array(edit.newText.utf8))
            }
            return (name: "File\(index).swift", text: "import DIRuntime\n" + String(decoding: bytes, as: UTF8.self))
        })
    }
}
