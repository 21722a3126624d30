import DIAnalysis
import DIResolver
import DIIndex
import DIScanner

/// One JSON object: `{"diagnostics": [...], "components": N, "files": N}`; lines and columns 1-based,
/// columns in UTF-8 bytes. Written by hand so key order is stable and no Foundation is needed.
/// `extra` diagnostics (a broken configuration file) come first.
public func jsonReport(_ analysis: Analysis, extra: [ReportedDiagnostic] = []) -> String {
    jsonReport(
        reportedDiagnostics(analysis, extra: extra), components: analysis.graph.components.count,
        files: analysis.snapshot.countFiles { !$0.summary.isGenerated })
}

/// The JSON report of diagnostics already placed (`reportedDiagnostics`), with the counts to print.
public func jsonReport(_ diagnostics: [ReportedDiagnostic], components: Int, files: Int) -> String {
    var items: [String] = []
    for diagnostic in diagnostics {
        let location = diagnostic.location
        let related = diagnostic.related.map { related -> String in
            let place = related.location
            return "{\"file\": \(jsonString(place.path)), \"line\": \(place.line), \"column\": \(place.column), "
                + "\"message\": \(jsonString(related.message))}"
        }
        items.append(
            "{\"file\": \(jsonString(location.path)), \"line\": \(location.line), \"column\": \(location.column), "
                + "\"endLine\": \(location.endLine), \"endColumn\": \(location.endColumn), "
                + "\"severity\": \(jsonString(diagnostic.severity.word)), \"code\": \(jsonString(diagnostic.code.rawValue)), "
                + "\"message\": \(jsonString(diagnostic.message)), \"related\": [\(related.joined(separator: ", "))]}")
    }
    return "{\"diagnostics\": [\(items.joined(separator: ",\n  "))], \"components\": \(components), "
        + "\"files\": \(files)}\n"
}

/// A JSON string literal with the escapes RFC 8259 requires.
func jsonString(_ value: String) -> String {
    var output = "\""
    for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": output += "\\\""
        case "\\": output += "\\\\"
        case "\n": output += "\\n"
        case "\r": output += "\\r"
        case "\t": output += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: output.unicodeScalars.append(scalar)
        }
    }
    return output + "\""
}
