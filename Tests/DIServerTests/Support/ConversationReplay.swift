import DIProtocol
import DIServer
import DITestSupport
import Foundation

/// Plays a `ConversationScript` against the real binary: writes its workspace to a temporary folder, sends the
/// client's lines and compares each server message with the next expected one.
enum ConversationReplay {
    /// The failures, empty when the conversation went exactly as recorded.
    static func run(_ script: ConversationScript, server executable: URL) throws -> [String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("di-lsp-fixture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let fixture = Fixture(script.workspace)
        for file in fixture.files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
        let substitutions = Substitutions(root: root.path, fixture: fixture)
        let server = try ServerProcess(executable: executable)
        for step in script.steps {
            switch step {
            case .send(let text, let line):
                let json = substitutions.apply(to: text)
                guard (try? JSONValue.parse(json)) != nil else { return ["\(script.name):\(line): not JSON after substitution: \(json)"] }
                server.send(Array(MessageFraming.frame(Data(json.utf8))))
            case .sendBody(let text, _):
                server.send(Array(MessageFraming.frame(Data(substitutions.apply(to: text).utf8))))
            case .sendBytes(let text, _):
                server.send(Array(text.replacingOccurrences(of: "\\r", with: "\r").replacingOccurrences(of: "\\n", with: "\n").utf8))
            case .expect(let text, let line):
                let expected: JSONValue
                do { expected = try JSONValue.parse(substitutions.apply(to: text)) } catch {
                    return ["\(script.name):\(line): the expectation is not JSON: \(text)"]
                }
                guard let actual = server.inbox.next(timeout: patientTimeout) else {
                    return ["\(script.name):\(line): no message from the server; expected \(expected.compactText)"]
                }
                guard expected.matches(actual) else {
                    return ["\(script.name):\(line): expected\n  \(expected.compactText)\nbut the server sent\n  \(actual.compactText)"]
                }
            case .exit(let status, let line):
                server.closeInput()
                let actual = server.waitForExit()
                let extra = server.inbox.drain().map(\.compactText)
                var failures: [String] = []
                if actual != status { failures.append("\(script.name):\(line): exit status \(actual.map(String.init) ?? "none (still running)"), expected \(status)") }
                if !extra.isEmpty { failures.append("\(script.name):\(line): unexpected messages:\n  " + extra.joined(separator: "\n  ")) }
                return failures
            }
        }
        server.closeInput()
        _ = server.waitForExit()
        return []
    }
}

/// `$ROOT_URI`, `$ROOT` and `$1️⃣`…`$9️⃣` (a marker's position, UTF-16, as `{"line":…,"character":…}`).
struct Substitutions {
    let root: String
    let fixture: Fixture

    func apply(to text: String) -> String {
        var result = text.replacingOccurrences(of: "$ROOT_URI", with: FileURI.uri(fromPath: root).stringValue)
            .replacingOccurrences(of: "$ROOT", with: root)
        for marker in Fixture.markerSymbols where result.contains("$" + marker) {
            guard let (path, offset) = fixture.markers[marker], let file = fixture.files.first(where: { $0.path == path }) else { continue }
            let position = PositionConverter(Array(file.text.utf8)).position(of: offset, encoding: .utf16)
            result = result.replacingOccurrences(of: "$" + marker, with: "{\"character\":\(position.character),\"line\":\(position.line)}")
        }
        return result
    }
}
