import DIProtocol
import Foundation
import XCTest

final class MessageEncoderTests: XCTestCase {
    private func text(_ message: JSONRPCMessage) -> String {
        String(decoding: MessageEncoder.encode(message), as: UTF8.self)
    }

    func testRequestHasExactlyTheJSONRPCMembers() {
        XCTAssertEqual(
            text(.request(id: 3, method: "m", params: ["a": "b/c"])),
            #"{"id":3,"jsonrpc":"2.0","method":"m","params":{"a":"b/c"}}"#)
    }

    func testAbsentParamsAreOmitted() {
        XCTAssertEqual(text(.notification(method: "exit", params: nil)), #"{"jsonrpc":"2.0","method":"exit"}"#)
    }

    func testSuccessResponseWithNullResultKeepsResult() {
        XCTAssertEqual(text(.response(id: "x", outcome: .success(.null))), #"{"id":"x","jsonrpc":"2.0","result":null}"#)
    }

    func testErrorResponseOmitsAbsentData() {
        XCTAssertEqual(
            text(.response(id: 1, error: .methodNotFound("foo"))),
            #"{"error":{"code":-32601,"message":"Method not found: foo"},"id":1,"jsonrpc":"2.0"}"#)
    }

    func testErrorResponseWithUnknownIDWritesNullID() {
        XCTAssertEqual(
            text(.response(id: nil, error: .parseError("bad"))),
            #"{"error":{"code":-32700,"message":"bad"},"id":null,"jsonrpc":"2.0"}"#)
    }

    func testEncodeThenDecodeGivesTheSameMessage() throws {
        let messages: [JSONRPCMessage] = [
            .request(id: "r", method: "a/b", params: ["n": 1, "d": 0.5, "s": "✓", "l": [true, false, .null]]),
            .notification(method: "$/cancelRequest", params: ["id": 4]),
            .response(id: 12, outcome: .success(["k": "v"])),
            .response(id: 13, error: ResponseError(code: .contentModified, message: "m", data: [1])),
        ]
        for message in messages {
            XCTAssertEqual(try MessageDecoder.decode(MessageEncoder.encode(message)).get(), message)
        }
    }

    func testTypedBuildersUseTheRegisteredMethod() throws {
        let message = try JSONRPCMessage.notification(
            LogMessageNotification(type: .info, message: "indexed 3 files"))
        XCTAssertEqual(text(message), #"{"jsonrpc":"2.0","method":"window/logMessage","params":{"message":"indexed 3 files","type":3}}"#)
        let shutdown = try JSONRPCMessage.request(id: 2, ShutdownRequest())
        XCTAssertEqual(text(shutdown), #"{"id":2,"jsonrpc":"2.0","method":"shutdown"}"#)
        let reply = try JSONRPCMessage.response(id: 2, result: VoidResponse())
        XCTAssertEqual(text(reply), #"{"id":2,"jsonrpc":"2.0","result":null}"#)
        let noHover = try JSONRPCMessage.response(id: 5, result: HoverRequest.Response.none)
        XCTAssertEqual(text(noHover), #"{"id":5,"jsonrpc":"2.0","result":null}"#)
    }
}
