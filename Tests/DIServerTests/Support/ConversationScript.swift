import DIProtocol
import DIServer
import Foundation

/// A recorded conversation from `protocol-fixtures/` (format in `protocol-fixtures/README.md`): a workspace in
/// the `//- path` fixture format, then steps after a `=== conversation` line.
struct ConversationScript {
    enum Step {
        /// `>> {json}`: a client message, framed.
        case send(String, line: Int)
        /// `>>body text`: a body sent as is inside a correct frame (malformed JSON).
        case sendBody(String, line: Int)
        /// `>>bytes text`: raw bytes with `\r` and `\n` escapes, no framing added (malformed frames).
        case sendBytes(String, line: Int)
        /// `<< {json}`: the next server message must equal this, `"$ANY"` matching any value.
        case expect(String, line: Int)
        /// `== exit N`: after closing input, the process ends with status N.
        case exit(Int32, line: Int)
    }

    let name: String
    let workspace: String
    let steps: [Step]

    init(name: String, text: String) throws {
        self.name = name
        guard let divider = text.range(of: "\n=== conversation\n") else { throw ScriptError("\(name): no `=== conversation` line") }
        workspace = String(text[..<divider.lowerBound])
        let firstLine = text[..<divider.upperBound].split(separator: "\n", omittingEmptySubsequences: false).count
        var steps: [Step] = []
        for (index, rawLine) in text[divider.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = firstLine + index
            let content = String(rawLine)
            if content.hasPrefix(">> ") {
                steps.append(.send(String(content.dropFirst(3)), line: line))
            } else if content.hasPrefix(">>body ") {
                steps.append(.sendBody(String(content.dropFirst(7)), line: line))
            } else if content.hasPrefix(">>bytes ") {
                steps.append(.sendBytes(String(content.dropFirst(8)), line: line))
            } else if content.hasPrefix("<< ") {
                steps.append(.expect(String(content.dropFirst(3)), line: line))
            } else if content.hasPrefix("== exit "), let status = Int32(content.dropFirst(8)) {
                steps.append(.exit(status, line: line))
            } else if !(content.isEmpty || content.hasPrefix("#")) {
                throw ScriptError("\(name):\(line): not a step: \(content)")
            }
        }
        self.steps = steps
    }

    struct ScriptError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
