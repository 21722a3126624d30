import Foundation

extension PublishDiagnosticsNotification {
    /// The whole JSON-RPC notification as JSON, written directly instead of through `JSONEncoder`.
    ///
    /// The first publish of a large broken workspace sends thousands of these, each with several related
    /// locations; `JSONEncoder` made that the slowest step of start-up. The output is the same JSON value
    /// (keys sorted, absent fields omitted; `DirectEncodingTests` compares both). Returns nil for the parts
    /// this writer does not cover (`tags`, `data`), so the caller falls back to `JSONEncoder`.
    public func directlyEncodedNotification() -> Data? {
        guard diagnostics.allSatisfy({ $0.tags == nil && $0.data == nil }) else { return nil }
        var writer = JSONTextWriter()
        writer.raw(#"{"jsonrpc":"2.0","method":"textDocument\/publishDiagnostics","params":{"diagnostics":["#)
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.diagnostic(diagnostic)
        }
        writer.raw(#"],"uri":"#)
        writer.string(uri.stringValue)
        if let version {
            writer.raw(#","version":"#)
            writer.raw(String(version))
        }
        writer.raw("}}")
        return Data(writer.bytes)
    }
}

/// Appends JSON text to a byte buffer.
struct JSONTextWriter {
    private(set) var bytes: [UInt8] = []

    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// A string literal with the escapes JSON requires; `/` and non-ASCII are written as they are.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case UInt8(ascii: "\n"): raw("\\n")
            case UInt8(ascii: "\r"): raw("\\r")
            case UInt8(ascii: "\t"): raw("\\t")
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                raw("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func diagnostic(_ diagnostic: Diagnostic) {
        raw("{")
        var separator = ""
        func key(_ name: String) {
            raw(separator + "\"" + name + "\":")
            separator = ","
        }
        if let code = diagnostic.code { key("code"); string(code.text) }
        key("message"); string(diagnostic.message)
        key("range"); range(diagnostic.range)
        if let related = diagnostic.relatedInformation {
            key("relatedInformation")
            raw("[")
            for (index, information) in related.enumerated() {
                if index > 0 { raw(",") }
                raw(#"{"location":{"range":"#)
                range(information.location.range)
                raw(#","uri":"#)
                string(information.location.uri.stringValue)
                raw(#"},"message":"#)
                string(information.message)
                raw("}")
            }
            raw("]")
        }
        if let severity = diagnostic.severity { key("severity"); raw(String(severity.rawValue)) }
        if let source = diagnostic.source { key("source"); string(source) }
        raw("}")
    }

    mutating func range(_ range: LSPRange) {
        raw(#"{"end":{"character":\#(range.end.character),"line":\#(range.end.line)},"#)
        raw(#""start":{"character":\#(range.start.character),"line":\#(range.start.line)}}"#)
    }
}
