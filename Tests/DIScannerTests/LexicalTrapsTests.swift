import XCTest

@testable import DIScanner

/// Text inside comments and literals is never code: each test hides a declaration or a brace in a
/// lexical construct and checks that the scanner still sees exactly the real declarations.
final class LexicalTrapsTests: XCTestCase {
    func testNestedBlockComments() {
        let summary = scan("/* outer /* inner class Hidden {} */ still comment } */\nclass Real {}")
        XCTAssertEqual(summary.names, ["Real"])
        XCTAssertTrue(summary.notes.isEmpty, "\(summary.notes)")
    }

    func testLineCommentContainingADeclaration() {
        let summary = scan("// class Foo {\nclass Real {} // }")
        XCTAssertEqual(summary.names, ["Real"])
    }

    func testInterpolationWithNestedStringsAndParentheses() {
        let summary = scan("""
            struct S {
                let a = "\\(a + "b)}{") \\((1 + (2)) * 3)"
                let b: Int
            }
            class Next {}
            """)
        XCTAssertEqual(summary.names, ["S", "Next"])
        XCTAssertEqual(summary.declaration("S")?.propertyNames, ["a", "b"])
        XCTAssertTrue(summary.notes.isEmpty, "\(summary.notes)")
    }

    func testRawStrings() {
        let summary = scan("""
            struct S {
                let a = #"raw \\(x) " "#
                let b = ##"two "# still \\##(x) "##
                let c = #"interpolated \\#(value + ")") }"#
            }
            class Next {}
            """)
        XCTAssertEqual(summary.names, ["S", "Next"])
        XCTAssertEqual(summary.declaration("S")?.propertyNames, ["a", "b", "c"])
        XCTAssertTrue(summary.notes.isEmpty, "\(summary.notes)")
    }

    func testMultiLineStringsWithInterpolation() {
        let summary = scan("""
            struct S {
                let text = \"\"\"
                    class Hidden { "quoted" }
                    \\(values.map { "\\($0)" }.joined(separator: "}"))
                    \"\"\"
                let after: Int
            }
            """)
        XCTAssertEqual(summary.names, ["S"])
        XCTAssertEqual(summary.declaration("S")?.propertyNames, ["text", "after"])
        XCTAssertTrue(summary.notes.isEmpty, "\(summary.notes)")
    }

    func testExtendedAndBareRegexLiterals() {
        let summary = scan("""
            struct S {
                let a = #/class Hidden { /#
                let b = /[a-z]+"{/
                let c = x / y / z
                let d = #/
                  multi } line
                  /#
            }
            class Next {}
            """)
        XCTAssertEqual(summary.names, ["S", "Next"])
        XCTAssertEqual(summary.declaration("S")?.propertyNames, ["a", "b", "c", "d"])
        XCTAssertTrue(summary.notes.isEmpty, "\(summary.notes)")
    }

    func testDivisionIsNotARegex() {
        let summary = scan("struct S {\n    let half = total / 2, rest = (a) / b\n    let q: Int\n}\nclass Next {}")
        XCTAssertEqual(summary.declaration("S")?.propertyNames, ["half", "rest", "q"])
        XCTAssertEqual(summary.names, ["S", "Next"])
    }

    func testClosingBracesInsideStrings() {
        let summary = scan("class A {\n    func f() { print(\"}}}\") }\n    var x: Int\n}\nclass B {}")
        XCTAssertEqual(summary.names, ["A", "B"])
        XCTAssertEqual(summary.declaration("A")?.propertyNames, ["x"])
        XCTAssertNil(summary.declaration("B")?.parent)
    }

    func testStringContainingParentSelfIsNoChildCreation() {
        let summary = scan("class C: Component<D> {\n    func f() { log(\"Feed(parent: self)\") }\n}")
        XCTAssertEqual(summary.declaration("C")?.childCreations, [])
    }

    func testAttributesWithArguments() {
        let summary = scan("""
            @objc(foo:) @available(iOS 13, *) @available(*, deprecated, message: "use { instead")
            final class A {}
            """)
        XCTAssertEqual(summary.names, ["A"])
        XCTAssertEqual(summary.declaration("A")?.modifiers, ["final"])
    }

    func testBacktickedKeywordsAsNames() {
        let summary = scan("struct S {\n    var `class`: Int\n    let `default` = 1\n}")
        XCTAssertEqual(summary.declaration("S")?.propertyNames, ["class", "default"])
    }

    func testInvalidUTF8AndNulBytesAreJustBytes() {
        var bytes = Array("struct S {\n    let a = \"".utf8)
        bytes += [0xFF, 0xFE, 0x00, 0xC3]
        bytes += Array("\"\n    let \u{00E9}t\u{00E9}: Int\n}\n".utf8)
        bytes += [0x00, 0x80]
        bytes += Array("\nclass Next {}".utf8)
        let summary = scan(bytes)
        XCTAssertEqual(summary.names, ["S", "Next"])
        XCTAssertEqual(summary.declaration("S")?.propertyNames, ["a", "été"])
    }

    func testByteOrderMarkAndShebang() {
        let summary = scan([0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\nimport Foundation\nstruct S {}".utf8))
        XCTAssertEqual(summary.imports, ["Foundation"])
        XCTAssertEqual(summary.names, ["S"])
    }
}

/// Function bodies are first skipped by a tokenless byte loop (`Lexer.skipBlockFast`) that hands
/// over to the token reader on anything it cannot judge; both must find the same closing brace.
final class BodySkippingTests: XCTestCase {
    func testBodiesWithLiteralsDirectivesAndDivision() {
        let summary = scan("""
            class A: Component<D> {
                func f() {
                    let r = /[}]+/
                    let d = a / b / c
                    let s = #"}"# + ##"}"#"##
                    let m = \"\"\"
                        }
                        \"\"\"
                    _ = #selector(g)
                    if #available(iOS 13, *) { print("}") }
                    // }
                    /* } */
                }
                func g() { items.forEach { item in
                    #if DEBUG
                    print(item)
                    #endif
                } }
                func h() -> Child { helper { Child(parent: self) } }
                var after: Int
            }
            class B {}
            """)
        XCTAssertEqual(summary.names, ["A", "B"])
        XCTAssertEqual(summary.declaration("A")?.propertyNames, ["after"])
        XCTAssertEqual(summary.declaration("A")?.childCreations.map(\.typeName), ["Child"])
        XCTAssertNil(summary.declaration("B")?.parent)
        XCTAssertTrue(summary.notes.isEmpty, "\(summary.notes)")
    }

    func testParentAfterAPlainNestedBlock() {
        let summary = scan("""
            class A: Component<D> {
                var child: Child {
                    let values = [1, 2].map { $0 * 2 }
                    if values.isEmpty { return Fallback(parent: self) }
                    return Child(parent: self)
                }
            }
            """)
        XCTAssertEqual(summary.declarations[0].childCreations.map(\.typeName), ["Fallback", "Child"])
    }
}
