import XCTest

@testable import scanner_oracle

/// Feeds hand-written trees shaped like `swiftc -dump-parse -dump-ast-format json` output.
final class CompilerFactsReaderTests: XCTestCase {
    private func read(_ source: String, items: [Any]) -> CompilerFactsReader {
        var reader = CompilerFactsReader(bytes: Array(source.utf8))
        reader.read(sourceFile: ["items": items])
        return reader
    }

    private func offset(of needle: String, in source: String, occurrence: Int = 1) -> Int {
        var searchStart = source.startIndex
        var found = source.startIndex
        for _ in 0..<occurrence {
            found = source.range(of: needle, range: searchStart..<source.endIndex)!.lowerBound
            searchStart = source.index(after: found)
        }
        return source.utf8.distance(from: source.startIndex, to: found)
    }

    private func named(_ name: String) -> [String: Any] { ["base_name": ["name": name]] }

    func testClassWithInheritedTypesAccessAndTypedMembers() {
        let source = """
            public final class Foo<T: Q>: Bar<Int, T> , P where T: Q {
                private(set) public var x: [String : Int] = [:]
                var a, b: Int
                var c = 1, d: Set<Int> { [] }
            }
            """
        let binding1: [String: Any] = [
            "_kind": "pattern_binding_decl", "range": ["start": offset(of: "private", in: source), "end": offset(of: "[:]", in: source) + 2],
            "pattern_entries": [["pattern": ["_kind": "pattern_typed", "sub_pattern": ["_kind": "pattern_named", "name": named("x")]]]],
        ]
        let binding2: [String: Any] = [
            "_kind": "pattern_binding_decl", "range": ["start": offset(of: "var a", in: source), "end": offset(of: "Int\n    var c", in: source)],
            "pattern_entries": [
                ["pattern": ["_kind": "pattern_typed", "sub_pattern": ["_kind": "pattern_named", "name": named("a")]]],
                ["pattern": ["_kind": "pattern_typed", "sub_pattern": ["_kind": "pattern_named", "name": named("b")]]],
            ],
        ]
        let binding3: [String: Any] = [
            "_kind": "pattern_binding_decl", "range": ["start": offset(of: "var c", in: source), "end": offset(of: "] }", in: source) + 2],
            "pattern_entries": [
                ["pattern": ["_kind": "pattern_named", "name": named("c")]],
                ["pattern": ["_kind": "pattern_typed", "sub_pattern": ["_kind": "pattern_named", "name": named("d")]]],
            ],
        ]
        func variable(_ name: String, _ needle: String, attrs: [Any] = []) -> [String: Any] {
            ["_kind": "var_decl", "name": named(name), "range": ["start": offset(of: needle, in: source)], "attrs": attrs]
        }
        let foo: [String: Any] = [
            "_kind": "class_decl", "name": named("Foo"), "range": ["start": offset(of: "class", in: source)],
            "inherits": [[:], [:]],
            "attrs": [["_kind": "access_control_attr", "access_level": "public"]],
            "members": [
                binding1,
                variable("x", "x:", attrs: [["_kind": "setter_access_attr", "access": "private"], ["_kind": "access_control_attr", "access_level": "public"]]),
                binding2, variable("a", "a,"), variable("b", "b:"),
                binding3, variable("c", "c ="), variable("d", "d:"),
            ],
        ]
        let reader = read(source, items: [foo])
        XCTAssertEqual(reader.selfCheckProblems, [])
        XCTAssertEqual(reader.facts.declarations, [
            DeclarationFact(kind: "class", name: "Foo", line: 1, inheritedTypes: ["Bar<Int,T>", "P"], accessLevel: "public")
        ])
        XCTAssertEqual(reader.facts.members.map(\.name), ["x", "a", "b", "c", "d"])
        XCTAssertEqual(reader.facts.members.map(\.type), ["[String:Int]", "Int", "Int", nil, "Set<Int>"])
        XCTAssertEqual(reader.facts.members.map(\.accessLevel), ["public", "internal", "internal", "internal", "internal"])
        XCTAssertEqual(reader.facts.members.map(\.binding), ["var", "var", "var", "var", "var"])
    }

    func testExtensionNameIsReadFromSourceAndCheckedAgainstThePrintedType() {
        let source = "extension Swift . Array: P where Element == Int {}\n"
        let node: [String: Any] = [
            "_kind": "extension_decl", "range": ["start": 0], "extended_type": "Swift.Array", "inherits": [[:]],
        ]
        let reader = read(source, items: [node])
        XCTAssertEqual(reader.selfCheckProblems, [])
        XCTAssertEqual(reader.facts.declarations.first?.name, "Swift.Array")
        XCTAssertEqual(reader.facts.declarations.first?.inheritedTypes, ["P"])
    }

    func testInheritedCountMismatchIsReportedAsAnOracleProblem() {
        let source = "struct A: P {}\n"
        let node: [String: Any] = ["_kind": "struct_decl", "name": named("A"), "range": ["start": 0], "inherits": [[:], [:]]]
        XCTAssertEqual(read(source, items: [node]).selfCheckProblems.count, 1)
    }

    func testNestedDeclarationNamesItsParentAndStaticLetIsRead() {
        let source = "struct Outer {\n  enum Inner { static let x = 1 }\n}\n"
        let inner: [String: Any] = [
            "_kind": "enum_decl", "name": named("Inner"), "range": ["start": offset(of: "enum", in: source)],
            "members": [
                ["_kind": "pattern_binding_decl", "range": ["start": offset(of: "static", in: source), "end": offset(of: "1 }", in: source)],
                 "pattern_entries": [["pattern": ["_kind": "pattern_named", "name": named("x")]]]],
                ["_kind": "var_decl", "name": named("x"), "range": ["start": offset(of: "x =", in: source)], "let": true, "static": true],
            ],
        ]
        let outer: [String: Any] = ["_kind": "struct_decl", "name": named("Outer"), "range": ["start": 0], "members": [inner]]
        let reader = read(source, items: [outer])
        XCTAssertEqual(reader.facts.declarations.map(\.parent), [nil, "struct Outer (line 1)"])
        XCTAssertEqual(reader.facts.members.map(\.binding), ["static let"])
    }

    func testImportsNameModulesOnceInSourceOrder() {
        let source = "import Foundation\nimport Darwin.C\nimport struct Foundation.Date\n"
        let items: [Any] = [
            ["_kind": "import_decl", "range": ["start": 0], "module_path": ["Foundation"]],
            ["_kind": "import_decl", "range": ["start": 18], "module_path": ["Darwin", "C"]],
            ["_kind": "import_decl", "range": ["start": 33], "module_path": ["Foundation"], "access_path": ["Date"]],
        ]
        let reader = read(source, items: items)
        XCTAssertEqual(reader.facts.imports, ["Foundation", "Darwin"])
        XCTAssertEqual(reader.facts.importLines, [1, 2])
    }

    func testActorAndMembersOutsideTypesAreSeparated() {
        let source = "actor A {}\nvar global: Int\n"
        let items: [Any] = [
            ["_kind": "class_decl", "actor": true, "name": named("A"), "range": ["start": 0]],
            ["_kind": "pattern_binding_decl", "range": ["start": 11, "end": 23]],
            ["_kind": "var_decl", "name": named("global"), "range": ["start": 15]],
        ]
        let reader = read(source, items: items)
        XCTAssertEqual(reader.facts.declarations.map(\.kind), ["actor"])
        XCTAssertEqual(reader.facts.members, [])
    }
}
