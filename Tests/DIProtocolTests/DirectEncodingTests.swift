import DIProtocol
import Foundation
import XCTest

/// The hand-written publishDiagnostics encoding must be the same JSON value as the Codable one.
final class DirectEncodingTests: XCTestCase {
    private func viaEncoder(_ notification: PublishDiagnosticsNotification) throws -> JSONValue {
        let message = try JSONRPCMessage.notification(notification)
        return try JSONDecoder().decode(JSONValue.self, from: MessageEncoder.encode(message))
    }

    private func direct(_ notification: PublishDiagnosticsNotification) throws -> JSONValue {
        let data = try XCTUnwrap(notification.directlyEncodedNotification())
        return try JSONDecoder().decode(JSONValue.self, from: data)
    }

    func testSameValueAsTheCodableEncoding() throws {
        let range = LSPRange(start: Position(line: 3, character: 8), end: Position(line: 3, character: 13))
        let samples = [
            PublishDiagnosticsNotification(uri: "file:///tmp/A%20b/Feed.swift", diagnostics: []),
            PublishDiagnosticsNotification(uri: "file:///tmp/Feed.swift", version: 7, diagnostics: [
                Diagnostic(range: range, severity: .error, code: "missing-dependency", source: "di",
                    message: "FeedComponent needs `session: Session` \"quoted\" \\ back\\slash\nnew line\ttab \u{1} café 🚀"),
                Diagnostic(range: range, message: "no severity, code or source"),
                Diagnostic(range: range, severity: .warning, code: "shadowed-provider", source: "di", message: "m",
                    relatedInformation: [
                        DiagnosticRelatedInformation(location: Location(uri: "file:///r/Root.swift", range: range), message: "here"),
                        DiagnosticRelatedInformation(location: Location(uri: "file:///r/Ü.swift", range: range), message: "é"),
                    ]),
                Diagnostic(range: range, severity: .information, message: "empty related", relatedInformation: []),
            ]),
        ]
        for sample in samples {
            XCTAssertEqual(try direct(sample), try viaEncoder(sample))
        }
    }

    func testFallsBackForFieldsItDoesNotWrite() {
        let range = LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 1))
        let tagged = PublishDiagnosticsNotification(uri: "file:///a", diagnostics: [Diagnostic(range: range, message: "m", tags: [.unnecessary])])
        XCTAssertNil(tagged.directlyEncodedNotification())
    }
}
