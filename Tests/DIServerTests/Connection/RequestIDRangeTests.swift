import DIProtocol
import DIServer
import Foundation
import XCTest

/// A request id is answered exactly as sent, or not at all: an id that is not an integer in range or a string gets
/// InvalidRequest with a null id, never a reply to some other id.
final class RequestIDRangeTests: XCTestCase {
    private func event(for body: String) -> Event? {
        var incoming = IncomingMessages()
        return incoming.events(appending: Array(MessageFraming.frame(Data(body.utf8)))).first
    }

    private func failure(for body: String, file: StaticString = #filePath, line: UInt = #line) -> MessageDecoder.Failure? {
        guard case .undecodable(let failure)? = event(for: body) else {
            XCTFail("expected an undecodable message, got \(String(describing: event(for: body)))", file: file, line: line)
            return nil
        }
        return failure
    }

    private func request(id: String) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"workspace/symbol","params":{"query":""}}"#
    }

    func testIdsOutsideTheIntegerRangeAreInvalidRequestsWithoutAnId() {
        for id in ["1e400", "-1e400", "1.5", "123456789012345678901234567890", "9223372036854775808", "1E999", "2.0e400"] {
            let failure = failure(for: request(id: id))
            XCTAssertNil(failure?.id, "id \(id)")
            XCTAssertEqual(failure?.error.code, .invalidRequest, "id \(id)")
        }
    }

    func testIntegerAndStringIdsAreKeptExactly() {
        for (text, id) in [("9223372036854775807", RequestID.int(.max)), ("-9223372036854775808", .int(.min)), (#""1e400""#, .string("1e400"))] {
            guard case .message(.request(let decoded, _, _))? = event(for: request(id: text)) else {
                XCTFail("id \(text) was not read")
                continue
            }
            XCTAssertEqual(decoded, id)
        }
    }

    func testAnIdIsSalvagedFromBrokenJSONOnlyWhenItIsAWholeInteger() {
        XCTAssertEqual(failure(for: #"{"jsonrpc":"2.0","id":12,"method":"x","params":{"#)?.id, .int(12))
        XCTAssertEqual(failure(for: #"{"jsonrpc":"2.0","id":"abc","method":"x","params":{"#)?.id, .string("abc"))
        for id in ["1e400", "1.5", "12e", "99999999999999999999", "1-2", "0x10"] {
            XCTAssertNil(failure(for: #"{"jsonrpc":"2.0","id":\#(id),"method":"x","params":{"#)?.id, "id \(id)")
        }
    }

    /// Found by the protocol fuzzer: a body cut short inside its id, or an id with a byte that is not UTF-8, was
    /// answered with a prefix of the id or with U+FFFD in place of the byte, which the client never sent.
    func testAnIdThatIsCutShortOrNotUTF8IsNotSalvaged() {
        XCTAssertNil(failure(for: #"{"jsonrpc":"2.0","method":"x","id":10"#)?.id)
        XCTAssertNil(failure(for: #"{"jsonrpc":"2.0","method":"x","id":"abc"#)?.id)
        var incoming = IncomingMessages()
        let body = Array(#"{"jsonrpc":"2.0","id":"ear"#.utf8) + [0xFF] + Array(#"ly","method":"x"}"#.utf8)
        guard case .undecodable(let failure)? = incoming.events(appending: Array(MessageFraming.frame(Data(body)))).first else {
            return XCTFail("expected an undecodable message")
        }
        XCTAssertNil(failure.id)
    }
}

extension RequestIDRangeTests {
    func testARequestWithAnUnusableIdIsAnsweredWithANullId() throws {
        let workspace = try TemporaryWorkspace("//- Sources/App/Root.swift\nfinal class RootComponent: BootstrapComponent {}\n")
        let server = InProcessServer()
        server.start(in: workspace)
        for id in ["1e400", "1.5", "18446744073709551616"] {
            server.sendBytes(Array(MessageFraming.frame(Data(request(id: id).utf8))))
            let answer = server.inbox.first(where: { $0["id"] != nil && $0["method"] == nil })
            XCTAssertEqual(answer?["id"], .null, "id \(id)")
            XCTAssertEqual(answer?[path: "error", "code"], .int(ErrorCode.invalidRequest.rawValue), "id \(id)")
        }
        XCTAssertEqual(server.stop(), 0)
    }
}
