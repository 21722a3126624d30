import XCTest

@testable import DIScanner

/// Small readers over a scan result so each test states only what it checks.
extension FileSummary {
    func declaration(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> TypeDeclaration? {
        let found = declarations.first { $0.name == name }
        if found == nil { XCTFail("no declaration named \(name); have \(declarations.map(\.name))", file: file, line: line) }
        return found
    }

    var names: [String] { declarations.map(\.name) }
}

extension TypeDeclaration {
    var propertyNames: [String] { properties.map(\.name) }
    var inheritedTexts: [String] { inheritedTypes.map(\.text) }
    func property(_ name: String) -> PropertyDeclaration? { properties.first { $0.name == name } }
}

/// The source text a range covers.
func text(_ range: ByteRange, in source: String) -> String {
    let bytes = Array(source.utf8)
    return String(decoding: bytes[max(0, range.start)..<min(bytes.count, range.end)], as: UTF8.self)
}
