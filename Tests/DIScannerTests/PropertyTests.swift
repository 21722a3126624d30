import XCTest

@testable import DIScanner

final class PropertyTests: XCTestCase {
    private func types(_ body: String) -> [String: String?] {
        let summary = scan("struct S {\n\(body)\n}")
        var result: [String: String?] = [:]
        for property in summary.declarations.first?.properties ?? [] {
            result.updateValue(property.type?.text, forKey: property.name)
        }
        return result
    }

    func testComplexTypesComeOutWhole() {
        let result = types("""
                var a: [String: [Int]]
                var b: (Int) -> Void
                var c: @escaping (A) async throws -> B
                var d: some View
                var e: any P & Q
                var f: Optional<Dictionary<K, V>>
                var g: Foo<Bar<Baz>>
                var h: Int?
                var i: Int!
                var j: A.B.C
                var k: (name: String, age: Int)
                var l: [String : Int]
                var m: Component< Foo >
            """)
        XCTAssertEqual(result["a"], "[String:[Int]]")
        XCTAssertEqual(result["b"], "(Int)->Void")
        XCTAssertEqual(result["c"], "@escaping(A)async throws->B")
        XCTAssertEqual(result["d"], "some View")
        XCTAssertEqual(result["e"], "any P&Q")
        XCTAssertEqual(result["f"], "Optional<Dictionary<K,V>>")
        XCTAssertEqual(result["g"], "Foo<Bar<Baz>>")
        XCTAssertEqual(result["h"], "Int?")
        XCTAssertEqual(result["i"], "Int!")
        XCTAssertEqual(result["j"], "A.B.C")
        XCTAssertEqual(result["k"], "(name:String,age:Int)")
        XCTAssertEqual(result["l"], "[String:Int]")
        XCTAssertEqual(result["m"], "Component<Foo>")
    }

    func testTypeEndsAtInitializerAccessorsAndNewLine() {
        let result = types("""
                var a: Set<Int>= []
                var b: Int? = nil
                var c: Int { 1 }
                var d: Int
                var e = 3
                let f: Array<Int>=[]
            """)
        XCTAssertEqual(result["a"], "Set<Int>")
        XCTAssertEqual(result["b"], "Int?")
        XCTAssertEqual(result["c"], "Int")
        XCTAssertEqual(result["d"], "Int")
        XCTAssertTrue(result.keys.contains("e"))
        XCTAssertNil(result["e"] ?? "missing")
        XCTAssertEqual(result["f"], "Array<Int>")
    }

    func testSeveralBindingsInOneDeclaration() {
        let summary = scan("struct S {\n    private var a: Int, b: String = \"x\", c = [1, 2]\n}")
        let properties = summary.declarations[0].properties
        XCTAssertEqual(properties.map(\.name), ["a", "b", "c"])
        XCTAssertEqual(properties.map { $0.type?.text }, ["Int", "String", nil])
        XCTAssertEqual(properties.map(\.modifiers), [["private"], ["private"], ["private"]])
    }

    func testModifiersStaticAndLet() {
        let summary = scan("""
            class C {
                @Published private(set) public var a: Int = 0
                static let shared: C = C()
                class var kind: String { "c" }
                weak var delegate: Delegate?
                unowned(safe) let owner: Owner
                lazy var cache: [Int] = []
                nonisolated(unsafe) var raw: Int
            }
            """)
        let c = summary.declarations[0]
        XCTAssertEqual(c.property("a")?.modifiers, ["private(set)", "public"])
        XCTAssertEqual(c.property("a")?.accessLevel, .public)
        XCTAssertEqual(c.property("shared")?.isStatic, true)
        XCTAssertEqual(c.property("shared")?.isLet, true)
        XCTAssertEqual(c.property("kind")?.isStatic, true)
        XCTAssertEqual(c.property("delegate")?.modifiers, ["weak"])
        XCTAssertEqual(c.property("owner")?.modifiers, ["unowned(safe)"])
        XCTAssertEqual(c.property("cache")?.modifiers, ["lazy"])
        XCTAssertEqual(c.property("raw")?.modifiers, ["nonisolated(unsafe)"])
        XCTAssertEqual(c.property("a")?.isStatic, false)
    }

    func testProtocolRequirements() {
        let summary = scan("protocol FeedDependency: Dependency {\n    var feedService: FeedService { get }\n    var user: User { get set }\n    func f() -> Int\n}")
        XCTAssertEqual(summary.declarations[0].propertyNames, ["feedService", "user"])
        XCTAssertEqual(summary.declarations[0].property("feedService")?.type?.text, "FeedService")
    }

    func testRangesSpanAccessorsAndInitializers() {
        let source = "struct S {\n    public var a: Int {\n        get { 1 }\n    }\n    let b = Foo(\n        x: 1)\n    let c: Int\n}"
        let summary = scan(source)
        let s = summary.declarations[0]
        XCTAssertEqual(text(s.property("a")!.range, in: source), "public var a: Int {\n        get { 1 }\n    }")
        XCTAssertEqual(text(s.property("b")!.range, in: source), "let b = Foo(\n        x: 1)")
        XCTAssertEqual(text(s.property("c")!.range, in: source), "let c: Int")
        XCTAssertEqual(text(s.property("a")!.nameRange, in: source), "a")
    }

    func testLocalsInFunctionsAreNotMembers() {
        let summary = scan("struct S {\n    func f() {\n        let local: Int = 1\n        var other = 2\n    }\n    init() { let x = 1 }\n    var member: Int\n}")
        XCTAssertEqual(summary.declarations[0].propertyNames, ["member"])
    }

    func testTuplePatternsAreSkipped() {
        let summary = scan("struct S {\n    let (a, b): (Int, Int) = (1, 2)\n    let c: Int\n}")
        XCTAssertEqual(summary.declarations[0].propertyNames, ["c"])
    }

    func testMultiLineInitializersAndClosures() {
        let summary = scan("""
            final class C {
                lazy var view: UIView = {
                    let v = UIView()
                    return v
                }()
                let value = base
                    .map { $0 }
                    .filter { $0 > 1 }
                var observed: Int = 0 {
                    didSet { print(observed) }
                }
                let last: String
            }
            """)
        XCTAssertEqual(summary.declarations[0].propertyNames, ["view", "value", "observed", "last"])
        XCTAssertEqual(summary.declarations[0].property("view")?.type?.text, "UIView")
    }

    func testGlobalVariablesAreNotRecorded() {
        let summary = scan("let global: Int = 1\nvar other = 2\nstruct S { let x: Int }")
        XCTAssertEqual(summary.names, ["S"])
        XCTAssertEqual(summary.declarations[0].propertyNames, ["x"])
    }
}

/// Cases the compiler-oracle comparison found (see /work/oracle-findings.md).
final class PropertyOracleFindingTests: XCTestCase {
    func testCommasInsideGenericArgumentsOfAnInitializer() {
        let summary = scan("""
            struct S {
                let a = Schema<Resolver, NoContext> { }
                private var d = ConduitList<Output, Failure>.empty
                let g: Graph<String, Int> = Graph<String, Int>(vertices: [])
                let h = Wrapper<Array<Int>, Dictionary<A, B>>(), i = a < b, j = 2
            }
            """)
        XCTAssertEqual(summary.declarations[0].propertyNames, ["a", "d", "g", "h", "i", "j"])
    }

    func testAttributeWithAClosureArgument() {
        let summary = scan("""
            struct A {
                @Argument(transform: { _ in 0 }) var b3: Int
                @Argument(help: "", transform: { _ in 0 }) var b4: Int = 0
            }
            """)
        XCTAssertEqual(summary.declarations[0].propertyNames, ["b3", "b4"])
        XCTAssertEqual(summary.declarations[0].properties.map { $0.type?.text }, ["Int", "Int"])
    }

    func testTypeAppliesToEarlierUntypedNames() {
        let summary = scan("struct Dot {\n    let x, y: Int\n    var a = 1, b, c: String\n}")
        XCTAssertEqual(summary.declarations[0].propertyNames, ["x", "y", "a", "b", "c"])
        XCTAssertEqual(summary.declarations[0].properties.map { $0.type?.text }, ["Int", "Int", nil, "String", "String"])
    }

    func testRawStringsHoldingQuotesDoNotHideLaterDeclarations() {
        let summary = scan("""
            let q = #\"\"\"#
            let n = #"\\#n"#
            func f(c: Character) { switch c { case #"'"#, #\"\"\"#: break; default: break } }
            struct After { var x: Int }
            """)
        XCTAssertEqual(summary.names, ["After"])
        XCTAssertEqual(summary.declarations[0].propertyNames, ["x"])
        XCTAssertTrue(summary.notes.isEmpty, "\(summary.notes)")
    }
}

final class PropertyTypeLineTests: XCTestCase {
    func testTypeContinuesAfterATrailingArrowOrAmpersand() {
        let summary = scan("struct S {\n    var f: (Int) ->\n        String\n    var g: [Int:\n       String]\n    var h: P &\n        Q\n    var i: Int\n}")
        XCTAssertEqual(summary.declarations[0].properties.map { $0.type?.text }, ["(Int)->String", "[Int:String]", "P&Q", "Int"])
    }
}
