import XCTest

@testable import DIScanner

/// Half-typed code: scanning never crashes or loops, damage stays local, and what follows the damage
/// is still extracted.
final class RecoveryTests: XCTestCase {
    func testUnfinishedInheritanceClause() {
        let summary = scan("final class A: Component<\n\nclass B: Component<BDependency> {\n    var x: Int\n}")
        XCTAssertEqual(summary.names, ["A", "B"])
        XCTAssertEqual(summary.declaration("B")?.inheritedTexts, ["Component<BDependency>"])
        XCTAssertEqual(summary.declaration("B")?.propertyNames, ["x"])
        XCTAssertNil(summary.declaration("B")?.parent)
    }

    func testUnfinishedPropertyAtEndOfFile() {
        let summary = scan("struct S {\n    var x: ")
        XCTAssertEqual(summary.names, ["S"])
        XCTAssertEqual(summary.declarations[0].propertyNames, ["x"])
        XCTAssertNil(summary.declarations[0].properties[0].type)
        XCTAssertEqual(summary.notes.count, 1)
    }

    func testUnclosedMethodDoesNotSwallowFollowingTypes() {
        let summary = scan("""
            class A: Component<ADependency> {
                func broken() {
                    if x {
                }

                var after: Int
            }

            class B: Component<BDependency> {
                var b: B.Child { B.Child(parent: self) }
            }
            """)
        XCTAssertEqual(summary.names, ["A", "B"])
        XCTAssertNil(summary.declaration("B")?.parent)
        XCTAssertEqual(summary.declaration("B")?.childCreations.map(\.typeName), ["B.Child"])
        XCTAssertFalse(summary.notes.isEmpty)
    }

    func testUnclosedMethodRecoversAtNextMemberOfTheSameType() {
        let summary = scan("""
            class A {
                func broken() {
                    let x = [1, 2
                func next() -> Child { Child(parent: self) }
                var after: Int
            }
            """)
        XCTAssertEqual(summary.names, ["A"])
        XCTAssertEqual(summary.declarations[0].propertyNames, ["after"])
        XCTAssertEqual(summary.declarations[0].childCreations.map(\.typeName), ["Child"])
        XCTAssertEqual(summary.notes.count, 1)
    }

    func testUnclosedTypeBodyClosesAtNextColumnZeroType() {
        let source = "class A {\n    var a: Int\n\nstruct B {\n    var b: Int\n}\n"
        let summary = scan(source)
        XCTAssertEqual(summary.names, ["A", "B"])
        XCTAssertNil(summary.declaration("B")?.parent)
        XCTAssertEqual(summary.declaration("A")?.propertyNames, ["a"])
        XCTAssertEqual(text(summary.declaration("A")!.range, in: source), "class A {\n    var a: Int")
        XCTAssertEqual(summary.notes.count, 1)
    }

    func testMissingBraceAtEndOfFile() {
        let summary = scan("class A {\n    func f() {\n        g()\n")
        XCTAssertEqual(summary.names, ["A"])
        XCTAssertEqual(summary.declarations[0].range.end, Array("class A {\n    func f() {\n        g()\n".utf8).count)
        XCTAssertFalse(summary.notes.isEmpty)
    }

    func testStrayClosingBrace() {
        let summary = scan("}\nclass A {}\n}\nclass B {}")
        XCTAssertEqual(summary.names, ["A", "B"])
        XCTAssertEqual(summary.notes.count, 2)
    }

    func testUnterminatedLiteralsAndComments() {
        let string = scan("struct S {\n    let a = \"open\n    let b: Int\n}")
        XCTAssertEqual(string.declarations[0].propertyNames, ["a", "b"])
        XCTAssertEqual(string.notes.map(\.message), ["unterminated string literal"])
        let comment = scan("struct S {}\n/* never closed\nclass Hidden {}")
        XCTAssertEqual(comment.names, ["S"])
        XCTAssertEqual(comment.notes.map(\.message), ["unterminated block comment"])
        let multiLine = scan("struct S {}\nlet t = \"\"\"\nclass Hidden {}")
        XCTAssertEqual(multiLine.names, ["S"])
        XCTAssertEqual(multiLine.notes.map(\.message), ["unterminated string literal"])
    }

    func testGarbageNeverCrashesOrLoops() {
        let fragments = ["class", "struct S: {", "extension", "enum E: String, {", "var", "let (", "func f(",
                         "#if", "#else", "#endif", "@", "@objc(", "}", "{", "(", ")", "<", ">>", "\"", "\"\"\"", "#\"",
                         "/*", "*/", "//", "/", "#/", "`", "parent: self", ".init(", "dependency.", "protocol P: A<",
                         "import", "import struct", "class func", "private(set)", "\\(", "\u{00}", "é", "0x1p-3"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var source = ""
            for _ in 0..<Int.random(in: 1...40, using: &generator) {
                source += fragments.randomElement(using: &generator)! + (Bool.random(using: &generator) ? "\n" : " ")
            }
            let summary = scan(source)
            for declaration in summary.declarations {
                XCTAssertLessThanOrEqual(declaration.range.end, source.utf8.count, source)
                XCTAssertLessThanOrEqual(declaration.nameRange.start, declaration.nameRange.end, source)
            }
        }
    }

    func testEveryPrefixOfAFileScans() {
        let source = """
            import NeedleFoundation
            /// Doc.
            final class Root: BootstrapComponent {
                var feed: FeedComponent { FeedComponent(parent: self) }
                let s = "\\(a) #\\"x\\"# /re/"
                #if DEBUG
                lazy var x: [String: Int] = [:]
                #endif
            }
            """
        let bytes = Array(source.utf8)
        for length in 0...bytes.count {
            let summary = scan(Array(bytes[0..<length]))
            XCTAssertLessThanOrEqual(summary.declarations.count, 1)
        }
        XCTAssertEqual(scan(bytes).declarations[0].childCreations.map(\.typeName), ["FeedComponent"])
    }

    func testDeepNestingIsBounded() {
        let depth = 400
        var source = ""
        for level in 0..<depth { source += String(repeating: " ", count: level) + "struct S {\n" }
        for level in (0..<depth).reversed() { source += String(repeating: " ", count: level) + "}\n" }
        let summary = scan(source)
        XCTAssertEqual(summary.declarations.count, Parser.maximumTypeNesting + 1)
        let braces = String(repeating: "{", count: 100_000)
        XCTAssertEqual(scan("func f() " + braces).declarations.count, 0)
    }
}

/// Valid but unindented code must not trigger recovery.
final class UnindentedCodeTests: XCTestCase {
    func testUnindentedNestedTypesStillNest() {
        let summary = scan("""
            internal enum Outer {
            internal enum Middle {

            internal struct First: P {
                var a: Int
            }

            internal struct Second: P {
            }

            }
            }
            """)
        XCTAssertEqual(summary.names, ["Outer", "Middle", "First", "Second"])
        XCTAssertEqual(summary.declarations.map(\.parent), [nil, 0, 1, 1])
        XCTAssertTrue(summary.notes.isEmpty, "\(summary.notes)")
    }

    func testPrefixSlashOperatorIsNoRegex() {
        let summary = scan("""
            final class T {
                func f() {
                    XCTAssertEqual(Array(results.prefix(while: { /Result.success ~= $0 }).compactMap(/Result.success)), [1])
                }
                var after: Int
            }
            """)
        XCTAssertEqual(summary.declarations[0].propertyNames, ["after"])
        XCTAssertTrue(summary.notes.isEmpty, "\(summary.notes)")
    }

    func testRawStringHoldingAQuoteIsSingleLine() {
        let summary = scan("struct S {\n    let q = #\"\"\"#\n    let qq = #\"\"\"\"#\n    let after: Int\n}")
        XCTAssertEqual(summary.declarations[0].propertyNames, ["q", "qq", "after"])
        XCTAssertTrue(summary.notes.isEmpty, "\(summary.notes)")
    }
}
