import DIScanner

/// A replacement in an existing mocks file, in UTF-8 byte offsets.
public struct MockFileEdit: Hashable, Sendable {
    public let range: ByteRange
    public let newText: String
}

/// How to put one mock into the mocks file (the editor's "Generate test double").
public enum MockFileChange: Hashable, Sendable {
    /// Edits to the existing file, sorted by position, not overlapping: the mock replaced or inserted in name
    /// order, and any import it needs that the file lacks.
    case edit([MockFileEdit])
    /// The whole text of a new mocks file holding only this mock.
    case create(String)
}

/// The change that adds `mock` to the mocks file, or updates the one already there, leaving every other mock
/// as it is. `existing` is the file's bytes and their scan; without it, a new file is written. Pure.
public func mockFileChange(for mock: PlannedMock, existing: (bytes: [UInt8], summary: FileSummary)?, options: MockOptions) -> MockFileChange {
    guard let (bytes, summary) = existing else {
        return .create(generateMockSource(for: MockPlan(mocks: [mock]), options: options))
    }
    let lines = LineStarts(bytes)
    let mocks = summary.declarations.filter { $0.kind == .class && $0.parent == nil }
    var edits: [MockFileEdit] = []
    let missingImports = mock.imports.filter { !summary.imports.contains($0) }.map { "import \($0)\n" }
        + mock.testableImports.filter { !summary.imports.contains($0) }.map { "@testable import \($0)\n" }
    if !missingImports.isEmpty {
        let offset = lines.firstLine(in: bytes, startingWith: ["import ", "@testable import "])
            ?? lines.firstBlankLineStart(in: bytes) ?? bytes.count
        edits.append(MockFileEdit(range: ByteRange(start: offset, end: offset), newText: missingImports.joined()))
    }
    // A file written by hand may lack the helper every mock uses: it goes just before the mock.
    let helperNeeded = !String(decoding: bytes, as: UTF8.self).contains("struct MockValue<")
    let newText = (helperNeeded ? mockValueSource + "\n" : "") + mockClassSource(mock)
    if let current = mocks.first(where: { $0.name == mock.name }) {
        edits.append(MockFileEdit(range: lines.block(of: current, in: bytes), newText: newText))
    } else if let next = mocks.first(where: { $0.name > mock.name && $0.name.hasSuffix("Mock") }) {
        let start = lines.block(of: next, in: bytes).start
        edits.append(MockFileEdit(range: ByteRange(start: start, end: start), newText: newText + "\n"))
    } else {
        let end = bytes.count
        let separator = bytes.last == UInt8(ascii: "\n") ? "\n" : "\n\n"
        edits.append(MockFileEdit(range: ByteRange(start: end, end: end), newText: separator + newText))
    }
    return .edit(edits.sorted { $0.range.start < $1.range.start })
}

/// Line boundaries of a file, for extending a declaration to the lines a mock occupies.
private struct LineStarts {
    let lines: LineIndex
    /// The offset where each line starts, without the empty line after a final newline.
    let starts: ArraySlice<Int>

    init(_ bytes: [UInt8]) {
        lines = LineIndex(bytes)
        starts = lines.lineCount > 1 && lines.lineStarts.last == bytes.count ? lines.lineStarts.dropLast() : lines.lineStarts[...]
    }

    /// The bytes of `declaration` and what `mockClassSource` writes around it: its doc comment lines, the `#if`
    /// line before and the `#endif` line after when it is conditional, and its final newline.
    func block(of declaration: TypeDeclaration, in bytes: [UInt8]) -> ByteRange {
        var line = lineIndex(of: declaration.range.start)
        while line > 0, text(ofLine: line - 1, in: bytes).hasPrefix("///") { line -= 1 }
        if !declaration.conditions.isEmpty, line > 0, text(ofLine: line - 1, in: bytes).hasPrefix("#if ") { line -= 1 }
        var endLine = lineIndex(of: max(declaration.range.end - 1, declaration.range.start))
        if !declaration.conditions.isEmpty, endLine + 1 < starts.count, text(ofLine: endLine + 1, in: bytes).hasPrefix("#endif") {
            endLine += 1
        }
        return ByteRange(start: starts[line], end: endLine + 1 < starts.count ? starts[endLine + 1] : bytes.count)
    }

    /// The start of the first line that begins with one of `prefixes`.
    func firstLine(in bytes: [UInt8], startingWith prefixes: [String]) -> Int? {
        starts.indices.first { line in prefixes.contains { text(ofLine: line, in: bytes).hasPrefix($0) } }.map { starts[$0] }
    }

    /// The start of the first empty line (after the header comment), so new imports go below the header.
    func firstBlankLineStart(in bytes: [UInt8]) -> Int? {
        starts.indices.first { text(ofLine: $0, in: bytes).isEmpty }.map { starts[$0] + 1 }
    }

    private func lineIndex(of offset: Int) -> Int {
        min(lines.lineIndex(containing: offset), starts.count - 1)
    }

    private func text(ofLine line: Int, in bytes: [UInt8]) -> String {
        let end = line + 1 < starts.count ? starts[line + 1] : bytes.count
        var slice = bytes[starts[line]..<end]
        while let last = slice.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") { slice = slice.dropLast() }
        return String(decoding: slice, as: UTF8.self)
    }
}
