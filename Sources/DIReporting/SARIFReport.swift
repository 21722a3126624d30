import DIAnalysis
import DIResolver
import DIScanner

/// Where a SARIF report's relative paths start and how to read a file's text for column conversion.
public struct SARIFContext {
    /// The absolute directory relative paths are relative to (the current directory of `--check`);
    /// written as the `SRCROOT` base so viewers can find the files. Nil leaves the base out.
    public var workingDirectory: String?
    /// A file's bytes by printed path, to turn UTF-8 columns into the UTF-16 columns SARIF viewers
    /// expect; nil (or a nil answer) keeps byte columns, which are the same on ASCII lines.
    public var sourceBytes: ((String) -> [UInt8]?)?

    public init(workingDirectory: String? = nil, sourceBytes: ((String) -> [UInt8]?)? = nil) {
        self.workingDirectory = workingDirectory
        self.sourceBytes = sourceBytes
    }
}

/// A SARIF 2.1.0 log with one run, so GitHub code scanning and other dashboards show the findings:
/// one rule per diagnostic code (`DiagnosticCode`'s catalogue, with help text), one result per diagnostic with its
/// physical location (1-based lines and UTF-16 columns) and its related locations.
public func sarifReport(_ analysis: Analysis, extra: [ReportedDiagnostic] = [], context: SARIFContext = SARIFContext()) -> String {
    sarifReport(reportedDiagnostics(analysis, extra: extra), context: context)
}

/// The SARIF log of diagnostics already placed (`reportedDiagnostics`).
public func sarifReport(_ diagnostics: [ReportedDiagnostic], context: SARIFContext = SARIFContext()) -> String {
    var columns = ColumnConverter(sourceBytes: context.sourceBytes)
    let ruleIndex = Dictionary(uniqueKeysWithValues: DiagnosticCode.allCases.enumerated().map { ($0.element, $0.offset) })
    let results = diagnostics.map { diagnostic -> String in
        let related = diagnostic.related.enumerated().map { index, related in
            "{\"id\": \(index), \"message\": {\"text\": \(jsonString(related.message))}, "
                + "\"physicalLocation\": \(physicalLocation(related.location, &columns))}"
        }
        return "{\"ruleId\": \(jsonString(diagnostic.code.rawValue)), "
            + (ruleIndex[diagnostic.code].map { "\"ruleIndex\": \($0), " } ?? "")
            + "\"level\": \(jsonString(diagnostic.severity.word)), "
            + "\"message\": {\"text\": \(jsonString(diagnostic.message))},\n"
            + "       \"locations\": [{\"physicalLocation\": \(physicalLocation(diagnostic.location, &columns))}]"
            + (related.isEmpty ? "" : ",\n       \"relatedLocations\": [\(related.joined(separator: ",\n         "))]") + "}"
    }
    let base = context.workingDirectory.map { directory in
        ",\n    \"originalUriBaseIds\": {\"SRCROOT\": {\"uri\": \(jsonString(fileURI(directory.hasSuffix("/") ? directory : directory + "/")))}}"
    }
    return """
        {"$schema": "https://json.schemastore.org/sarif-2.1.0.json",
         "version": "2.1.0",
         "runs": [{
            "tool": {"driver": {"name": "di-lsp", "version": \(jsonString(toolVersion)),
              "rules": [
                \(DiagnosticCode.allCases.map(rule).joined(separator: ",\n        "))]}},
            "columnKind": "utf16CodeUnits"\(base ?? ""),
            "results": [\(results.isEmpty ? "" : "\n      " + results.joined(separator: ",\n      "))]}]}

        """
}

private func rule(_ code: DiagnosticCode) -> String {
    let rule = code.rule
    return "{\"id\": \(jsonString(code.rawValue)), \"name\": \(jsonString(pascalCase(code.rawValue))), "
        + "\"shortDescription\": {\"text\": \(jsonString(rule.summary))}, "
        + "\"help\": {\"text\": \(jsonString(rule.help))}, "
        + "\"defaultConfiguration\": {\"level\": \(jsonString(rule.defaultSeverity.word))"
        + (rule.isEnabledByDefault ? "" : ", \"enabled\": false") + "}}"
}

private func physicalLocation(_ location: PrintedLocation, _ columns: inout ColumnConverter) -> String {
    let isAbsolute = location.path.hasPrefix("/")
    let startColumn = columns.utf16Column(path: location.path, line: location.line, byteColumn: location.column)
    let endColumn = columns.utf16Column(path: location.path, line: location.endLine, byteColumn: location.endColumn)
    return "{\"artifactLocation\": {\"uri\": \(jsonString(isAbsolute ? fileURI(location.path) : percentEncoded(location.path)))"
        + (isAbsolute ? "" : ", \"uriBaseId\": \"SRCROOT\"") + "}, "
        + "\"region\": {\"startLine\": \(location.line), \"startColumn\": \(startColumn), "
        + "\"endLine\": \(location.endLine), \"endColumn\": \(max(endColumn, location.endLine == location.line ? startColumn : 1))}}"
}

/// `missing-dependency` -> `MissingDependency`, SARIF's readable rule name.
private func pascalCase(_ code: String) -> String {
    code.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}

private func fileURI(_ absolutePath: String) -> String { "file://" + percentEncoded(absolutePath) }

/// RFC 3986 percent-encoding of a path: unreserved characters and `/` stay, every other byte is escaped. The bytes
/// of a file name that is not UTF-8 are encoded as themselves, so the URI names the file exactly.
func percentEncoded(_ path: String) -> String {
    var bytes: [UInt8] = []
    for scalar in path.unicodeScalars {
        if fileNameByteEscapes.contains(scalar.value) {
            bytes.append(UInt8(scalar.value - fileNameByteEscapes.lowerBound + 0x80))
        } else {
            bytes += Array(String(scalar).utf8)
        }
    }
    var output = ""
    for byte in bytes {
        let character = Character(Unicode.Scalar(byte))
        if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
            output.append(character)
        } else {
            let hex = String(byte, radix: 16, uppercase: true)
            output += "%" + (hex.count == 1 ? "0" : "") + hex
        }
    }
    return output
}

/// Turns 1-based UTF-8 byte columns into 1-based UTF-16 columns, reading each file once.
struct ColumnConverter {
    private struct SourceText {
        let bytes: [UInt8]
        let lines: LineIndex
    }

    let sourceBytes: ((String) -> [UInt8]?)?
    /// By path; nil inside when the file could not be read (its columns stay bytes).
    private var texts: [String: SourceText?] = [:]

    init(sourceBytes: ((String) -> [UInt8]?)?) { self.sourceBytes = sourceBytes }

    mutating func utf16Column(path: String, line: Int, byteColumn: Int) -> Int {
        guard let sourceBytes else { return byteColumn }
        if texts[path] == nil {
            texts[path] = .some(sourceBytes(path).map { SourceText(bytes: $0, lines: LineIndex($0)) })
        }
        guard let text = texts[path] ?? nil, let offset = text.lines.offset(line: line, column: byteColumn) else {
            return byteColumn
        }
        let start = text.lines.lineStarts[line - 1]
        return String(decoding: text.bytes[start..<offset], as: UTF8.self).utf16.count + 1
    }
}
