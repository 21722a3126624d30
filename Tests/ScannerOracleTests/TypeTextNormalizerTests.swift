import XCTest

@testable import scanner_oracle

final class TypeTextNormalizerTests: XCTestCase {
    private func normalize(_ text: String) -> String { TypeTextNormalizer.normalize(Array(text.utf8)[...]) }

    func testRemovesSpacesAroundPunctuation() {
        XCTAssertEqual(normalize("Component< Foo >"), "Component<Foo>")
        XCTAssertEqual(normalize("[String : Int]"), "[String:Int]")
        XCTAssertEqual(normalize("(Int) async throws -> Void"), "(Int)async throws->Void")
    }

    func testKeepsOneSpaceBetweenWords() {
        XCTAssertEqual(normalize("some  View"), "some View")
        XCTAssertEqual(normalize("any P & Q"), "any P&Q")
        XCTAssertEqual(normalize("@unchecked\n Sendable"), "@unchecked Sendable")
    }

    func testDropsComments() {
        XCTAssertEqual(normalize("Foo /* note */ .Bar // tail"), "Foo.Bar")
        XCTAssertEqual(normalize("A/* x */B"), "A B")
    }
}
