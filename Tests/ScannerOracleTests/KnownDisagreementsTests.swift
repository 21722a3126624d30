import XCTest

@testable import scanner_oracle

final class KnownDisagreementsTests: XCTestCase {
    private func reason(_ disagreement: Disagreement, line: String, before: [Substring] = []) -> String {
        DisagreementClassifier.reason(for: disagreement, context: SourceContext(line: line, linesBefore: before[...])).title
    }

    private func disagreement(_ category: FactCategory, _ subject: String, compiler: String, scanner: String) -> Disagreement {
        Disagreement(category: category, file: "f.swift", line: 2, subject: subject, compiler: compiler, scanner: scanner)
    }

    func testMissingDeclarationAfterARawStringWithAQuote() {
        let missing = disagreement(.declarations, "struct After", compiler: "struct After (line 2)", scanner: "—")
        XCTAssertEqual(reason(missing, line: "struct After {}", before: [##"let q = #"""#"##]), "raw string holding a quote")
        XCTAssertEqual(reason(missing, line: "struct After {}", before: ["let q = 1"]), "no rule matches")
    }

    func testExtraMemberFromAGenericArgument() {
        let extra = disagreement(.members, "NoContext in struct S (line 1)", compiler: "—", scanner: "NoContext (line 2)")
        XCTAssertEqual(reason(extra, line: "  let s = Schema<Resolver, NoContext> {"), "comma inside generic arguments of an initializer")
    }

    func testMemberTypeSharedByEarlierNames() {
        let none = disagreement(.memberTypes, "x in struct Dot (line 1)", compiler: "Int", scanner: "none")
        XCTAssertEqual(reason(none, line: "  let x, y: Int"), "`let x, y: T` types `x` too")
    }
}
