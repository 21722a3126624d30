import XCTest

@testable import DIScanner

/// Names read as members (`x.clock`), kept as hashes per type and for top-level code, so an unused-requirement
/// warning can tell a dynamic member read from no read at all.
final class MemberNameTests: XCTestCase {
    private func names(_ declaration: TypeDeclaration) -> Set<UInt32> { Set(declaration.memberNames) }

    func testMemberReadsAreRecordedWhereverTheBlockIsRead() {
        let summary = scan("""
            final class Builder {
                func build(component: FeedComponent) -> Screen {
                    let list = items.map { $0.title }
                    return Screen(clock: component.clock, store: self.store, level: component.dependency.level)
                }
                func parent() { other(parent: self) }  // read token by token: the block mentions `parent`
                var label: String { "\\(component.name)" }
            }
            let app = RootComponent()
            print(app.feed
                .session)
            """)
        let builder = names(summary.declarations[0])
        for member in ["clock", "store", "dependency", "level", "title", "map"] {
            XCTAssertTrue(builder.contains(NameHash.member(member)), member)
        }
        for notMember in ["component", "items", "list", "build"] {
            XCTAssertFalse(builder.contains(NameHash.member(notMember)), notMember)
        }
        XCTAssertEqual(Set(summary.topLevelMemberNames), [NameHash.member("feed"), NameHash.member("session")])
        // Type names and names in string interpolations are not recorded.
        XCTAssertFalse(builder.contains(NameHash.member("Screen")))
    }

    func testTheSameNamesGiveTheSameSummary() {
        let first = scan("final class A { func f() { x.clock; x.clock; y.clock } }")
        XCTAssertEqual(first.declarations[0].memberNames, [NameHash.member("clock")])
        XCTAssertEqual(scan("final class A { func f() { z.clock } }").declarations[0].memberNames, first.declarations[0].memberNames)
    }

    func testLongAndShortNamesHashByTheirBytes() {
        let long = "aVeryLongPropertyNameThatGoesOnAndOn"
        let summary = scan("final class A { func f() { x.\(long); x.ab } }")
        XCTAssertEqual(Set(summary.declarations[0].memberNames), [NameHash.member(long), NameHash.member("ab")])
        XCTAssertNotEqual(NameHash.member("ab"), NameHash.member("ba"))
    }
}
