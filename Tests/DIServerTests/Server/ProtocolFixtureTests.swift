import Foundation
import XCTest

/// Replays every recorded conversation in `protocol-fixtures/` against the real `di-lsp` binary.
final class ProtocolFixtureTests: XCTestCase {
    func testEveryRecordedConversationGoesAsRecorded() throws {
        let folder = ServerProcess.packageRoot.appendingPathComponent("protocol-fixtures")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 15, "the fixtures are missing from \(folder.path)")
        let executable = try ServerProcess.builtServer()
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let script = try ConversationScript(name: name, text: text)
            for failure in try ConversationReplay.run(script, server: executable) { XCTFail(failure) }
        }
    }
}
