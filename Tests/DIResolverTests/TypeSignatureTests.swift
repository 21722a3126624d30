import DIResolver
import XCTest

final class TypeSignatureTests: XCTestCase {
    private func assertSame(_ a: String, _ b: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(TypeSignature(a).canonical, TypeSignature(b).canonical, "\(a) vs \(b)", file: file, line: line)
    }

    private func assertDifferent(_ a: String, _ b: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNotEqual(TypeSignature(a).canonical, TypeSignature(b).canonical, "\(a) vs \(b)", file: file, line: line)
    }

    func testOptionalSugarEqualsOptionalGeneric() {
        assertSame("Optional<Session>", "Session?")
        assertSame("Swift.Optional<Session>", "Session?")
        assertSame("Optional<() -> Void>", "(() -> Void)?")
    }

    func testArrayAndDictionarySugar() {
        assertSame("Array<Int>", "[Int]")
        assertSame("Dictionary<String, [Int]>", "[String: [Int]]")
        assertSame("Dictionary<String,Array<Optional<Int>>>", "[String : [Int?]]")
    }

    func testRedundantParenthesesAndWhitespace() {
        assertSame("((Session))", "Session")
        assertSame("Component< Foo >", "Component<Foo>")
        assertSame("(Int) -> Void", "( Int )->Void")
    }

    func testDistinctTypesStayDistinct() {
        assertDifferent("Session", "Session?")
        assertDifferent("Session?", "Session!")
        assertDifferent("[Int]", "Set<Int>")
        assertDifferent("(Int, Int)", "Int")
        assertDifferent("(Int) -> Void", "Int -> Void?")
        assertDifferent("some View", "any View")
    }

    func testFunctionTypesKeepEffectsAndLabels() {
        assertSame("(Int) async throws -> String", "(Int)async throws->String")
        assertDifferent("(Int) async -> String", "(Int) -> String")
        assertSame("(_ value: Int) -> Void", "(Int) -> Void")
    }

    func testModuleQualifierMatchesWhenUnambiguous() {
        let matcher = TypeMatcher(moduleNames: ["Networking"], ambiguousTypeNames: [])
        XCTAssertTrue(matcher.matches(TypeSignature("Networking.Session"), TypeSignature("Session")))
        XCTAssertTrue(matcher.matches(TypeSignature("[Networking.Session]"), TypeSignature("Array<Session>")))
        XCTAssertFalse(matcher.matches(TypeSignature("Other.Session"), TypeSignature("Session")), "Other is not a module")
        let ambiguous = TypeMatcher(moduleNames: ["Networking"], ambiguousTypeNames: ["Session"])
        XCTAssertFalse(ambiguous.matches(TypeSignature("Networking.Session"), TypeSignature("Session")))
    }
}
