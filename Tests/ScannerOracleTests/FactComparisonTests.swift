import XCTest

@testable import scanner_oracle

final class FactComparisonTests: XCTestCase {
    private func declaration(_ kind: String, _ name: String, line: Int, inherits: [String] = [], access: String = "internal")
        -> DeclarationFact
    {
        DeclarationFact(kind: kind, name: name, line: line, inheritedTypes: inherits, accessLevel: access)
    }

    private func member(_ name: String, line: Int, type: String?, in owner: (String, String, Int) = ("struct", "A", 1), access: String = "internal")
        -> MemberFact
    {
        MemberFact(ownerKind: owner.0, ownerName: owner.1, ownerLine: owner.2, name: name, line: line, type: type, accessLevel: access, binding: "var")
    }

    func testIdenticalFactsAgreeInEveryCategory() {
        let facts = FileFacts(
            declarations: [declaration("struct", "A", line: 1, inherits: ["P"])],
            members: [member("x", line: 2, type: "Int")])
        let (tally, disagreements) = FactComparison.compare(compiler: facts, scanner: facts, file: "f.swift")
        XCTAssertEqual(disagreements, [])
        // Declaration, inherited type, access, nesting; member, type, access, binding.
        XCTAssertEqual(tally.totalFacts, 8)
        XCTAssertEqual(tally.totalAgreements, 8)
    }

    func testDeclarationOnAnotherLineIsOneNearMiss() {
        let compiler = FileFacts(declarations: [declaration("class", "A", line: 3)])
        let scanner = FileFacts(declarations: [declaration("class", "A", line: 4)])
        let (tally, disagreements) = FactComparison.compare(compiler: compiler, scanner: scanner, file: "f.swift")
        XCTAssertEqual(tally.facts[.declarations], 1)
        XCTAssertEqual(tally.agreements[.declarations] ?? 0, 0)
        XCTAssertEqual(disagreements.map(\.compiler), ["class A (line 3)"])
        XCTAssertEqual(disagreements.map(\.scanner), ["class A (line 4)"])
    }

    func testMissingAndExtraFactsAreCountedOnEachSide() {
        let compiler = FileFacts(members: [member("x", line: 2, type: nil)])
        let scanner = FileFacts(members: [member("NoContext", line: 5, type: nil)])
        let (tally, disagreements) = FactComparison.compare(compiler: compiler, scanner: scanner, file: "f.swift")
        XCTAssertEqual(tally.facts[.members], 2)
        XCTAssertEqual(disagreements.map(\.scanner), ["—", "NoContext (line 5) in struct A (line 1)"])
    }

    func testInheritedTypesCompareByPositionAndAccessIgnoresSetterOnlyDifferences() {
        let compiler = FileFacts(declarations: [declaration("class", "A", line: 1, inherits: ["Base", "P"], access: "public")])
        let scanner = FileFacts(declarations: [declaration("class", "A", line: 1, inherits: ["Base"], access: "public")])
        let (tally, disagreements) = FactComparison.compare(compiler: compiler, scanner: scanner, file: "f.swift")
        XCTAssertEqual(tally.facts[.inheritedTypes], 2)
        XCTAssertEqual(tally.agreements[.inheritedTypes], 1)
        XCTAssertEqual(tally.agreements[.declarationAccess], 1)
        XCTAssertEqual(disagreements.map(\.compiler), ["P"])
    }

    func testMemberCreditedToTheWrongExtensionDisagrees() {
        let compiler = FileFacts(members: [member("x", line: 9, type: "Int", in: ("extension", "A", 8))])
        let scanner = FileFacts(members: [member("x", line: 9, type: "Int", in: ("extension", "A", 2))])
        let (tally, _) = FactComparison.compare(compiler: compiler, scanner: scanner, file: "f.swift")
        XCTAssertEqual(tally.agreements[.members] ?? 0, 0)
    }

    func testImportsCompareAsModuleNames() {
        let compiler = FileFacts(imports: ["Foundation", "Darwin"], importLines: [1, 2])
        let scanner = FileFacts(imports: ["Foundation"], importLines: [0])
        let (tally, disagreements) = FactComparison.compare(compiler: compiler, scanner: scanner, file: "f.swift")
        XCTAssertEqual(tally.facts[.imports], 2)
        XCTAssertEqual(tally.agreements[.imports], 1)
        XCTAssertEqual(disagreements.map(\.compiler), ["Darwin"])
        XCTAssertEqual(disagreements.map(\.line), [2])
    }

    func testMemberTypeNoneAgainstATypeDisagrees() {
        let compiler = FileFacts(members: [member("x", line: 1, type: "Int")])
        let scanner = FileFacts(members: [member("x", line: 1, type: nil)])
        let (_, disagreements) = FactComparison.compare(compiler: compiler, scanner: scanner, file: "f.swift")
        XCTAssertEqual(disagreements.map(\.category), [.memberTypes])
        XCTAssertEqual(disagreements.map(\.scanner), ["none"])
    }
}
