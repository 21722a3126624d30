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

    // MARK: - Types as Swift sees them

    func testAnExistentialWrittenWithAnyIsTheProtocolType() {
        assertSame("any FetchMealListUseCase", "FetchMealListUseCase")
        assertSame("(any Session)?", "Session?")
        assertSame("Optional<any Session>", "Session?")
        assertSame("[any Session]", "[Session]")
        assertSame("[String: any Session]", "Dictionary<String, Session>")
        assertSame("(any Session) -> any Store", "(Session) -> Store")
        assertDifferent("any Session", "some Session")
    }

    func testTheOrderOfAProtocolCompositionDoesNotMatter() {
        assertSame("Codable & Sendable", "Sendable & Codable")
        assertSame("any Codable & Sendable", "Sendable & Codable")
        assertSame("(Codable & Sendable)?", "Optional<Sendable & Codable>")
        assertSame("[A & B & C]", "[C & A & B]")
        assertDifferent("A & B", "A & C")
    }

    func testVoidIsTheEmptyTuple() {
        assertSame("Void", "()")
        assertSame("Swift.Void", "()")
        assertSame("() -> Void", "() -> ()")
        assertSame("(Void) -> Void", "(()) -> ()")
        assertDifferent("Void", "Void?")
    }

    func testAStandardLibraryQualifierIsDropped() {
        let matcher = TypeMatcher(moduleNames: ["Swift"], ambiguousTypeNames: [])
        XCTAssertTrue(matcher.matches(TypeSignature("Swift.Int"), TypeSignature("Int")))
        XCTAssertTrue(matcher.matches(TypeSignature("[Swift.String: Swift.Int]"), TypeSignature("[String: Int]")))
    }

    func testATypeAliasEqualsItsTarget() {
        let matcher = TypeMatcher(moduleNames: ["Swift"], ambiguousTypeNames: [], aliases: ["Token": "String", "Handler": "(Int) -> Void"])
        XCTAssertTrue(matcher.matches(TypeSignature("Token"), TypeSignature("String")))
        XCTAssertTrue(matcher.matches(TypeSignature("[Token]?"), TypeSignature("Optional<Array<Swift.String>>")))
        XCTAssertTrue(matcher.matches(TypeSignature("Handler?"), TypeSignature("((Int) -> ())?")))
        XCTAssertFalse(matcher.matches(TypeSignature("Token"), TypeSignature("Int")))
        XCTAssertEqual(matcher.expandedAliases(of: TypeSignature("[Token]")), "[String]")
        XCTAssertNil(matcher.expandedAliases(of: TypeSignature("[Int]")))
    }

    func testAliasesThatReferToEachOtherEnd() {
        let matcher = TypeMatcher(moduleNames: [], ambiguousTypeNames: [], aliases: ["A": "[B]", "B": "[A]", "C": "D", "D": "E"])
        XCTAssertTrue(matcher.matches(TypeSignature("C"), TypeSignature("E")))
        XCTAssertFalse(matcher.matches(TypeSignature("A"), TypeSignature("E")))
    }

    // MARK: - Input-sized text

    /// Each shape used to overflow the stack at ~15,000 levels, or take quadratic time.
    func testDeeplyNestedTypesNeitherCrashNorTakeLong() {
        let depth = 30_000
        let shapes = [
            String(repeating: "(", count: depth) + "A" + String(repeating: ")", count: depth),
            String(repeating: "A<", count: depth) + "A" + String(repeating: ">", count: depth),
            String(repeating: "[", count: depth) + "A" + String(repeating: "]", count: depth),
            String(repeating: "[A: ", count: depth) + "A" + String(repeating: "]", count: depth),
            String(repeating: "(A) -> ", count: depth) + "A",
            "A" + String(repeating: "?", count: 100_000),
        ]
        for shape in shapes {
            let signature = TypeSignature(shape)
            XCTAssertEqual(signature.canonical, TypeSignature(shape).canonical)
            XCTAssertFalse(signature.canonical.isEmpty)
        }
        XCTAssertEqual(TypeSignature("A" + String(repeating: "?", count: 100_000)).canonical, "A" + String(repeating: "?", count: 100_000))
        XCTAssertEqual(TypeSignature(String(repeating: "(A) -> ", count: 3) + "A").canonical, "(A)->(A)->(A)->A")
    }
}
