import DIProtocol
import Foundation
import XCTest

final class MessageDecoderTests: XCTestCase {
    private func decode(_ text: String) -> Result<JSONRPCMessage, MessageDecoder.Failure> {
        MessageDecoder.decode(Data(text.utf8))
    }

    private func failure(_ text: String) -> MessageDecoder.Failure? {
        guard case .failure(let failure) = decode(text) else { return nil }
        return failure
    }

    func testRequestWithIntegerID() throws {
        let message = try decode(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{"a":1}}"#).get()
        XCTAssertEqual(message, .request(id: 1, method: "textDocument/hover", params: ["a": 1]))
    }

    func testRequestWithStringID() throws {
        let message = try decode(#"{"jsonrpc":"2.0","id":"abc-1","method":"shutdown"}"#).get()
        XCTAssertEqual(message, .request(id: "abc-1", method: "shutdown", params: nil))
    }

    func testNullParamsReadAsAbsent() throws {
        XCTAssertEqual(try decode(#"{"jsonrpc":"2.0","method":"exit","params":null}"#).get(), .notification(method: "exit", params: nil))
        XCTAssertEqual(
            try decode(#"{"jsonrpc":"2.0","id":3,"method":"shutdown","params":null}"#).get(),
            .request(id: 3, method: "shutdown", params: nil))
    }

    func testNotification() throws {
        let message = try decode(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#).get()
        XCTAssertEqual(message, .notification(method: "initialized", params: .object([:])))
        XCTAssertEqual(message.method, "initialized")
    }

    func testSuccessResponse() throws {
        let message = try decode(#"{"jsonrpc":"2.0","id":"s1","result":null}"#).get()
        XCTAssertEqual(message, .response(id: "s1", outcome: .success(.null)))
    }

    func testErrorResponse() throws {
        let text = #"{"jsonrpc":"2.0","id":7,"error":{"code":-32601,"message":"no","data":{"k":[true]}}}"#
        let message = try decode(text).get()
        let error = ResponseError(code: .methodNotFound, message: "no", data: ["k": [true]])
        XCTAssertEqual(message, .response(id: 7, outcome: .failure(error)))
    }

    func testErrorResponseWithNullID() throws {
        let message = try decode(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad"}}"#).get()
        XCTAssertEqual(message, .response(id: nil, outcome: .failure(.init(code: .parseError, message: "bad"))))
    }

    func testInvalidJSONIsParseError() {
        XCTAssertEqual(failure(#"{"jsonrpc":"2.0","#)?.error.code, .parseError)
        XCTAssertEqual(failure("")?.error.code, .parseError)
        XCTAssertEqual(failure("\u{FF}")?.error.code, .parseError)
    }

    func testValidJSONThatIsNotAMessageIsInvalidRequest() {
        let cases = [
            "[]", "42", #""text""#, "{}",
            #"{"jsonrpc":"2.0"}"#,
            #"{"id":1,"method":"x"}"#,
            #"{"jsonrpc":"1.0","id":1,"method":"x"}"#,
            #"{"jsonrpc":"2.0","id":1,"method":3}"#,
            #"{"jsonrpc":"2.0","id":1,"method":"x","params":5}"#,
            #"{"jsonrpc":"2.0","id":true,"method":"x"}"#,
            #"{"jsonrpc":"2.0","id":1}"#,
            #"{"jsonrpc":"2.0","id":1,"result":1,"error":{"code":1,"message":"m"}}"#,
            #"{"jsonrpc":"2.0","id":1,"error":{"code":"x","message":"m"}}"#,
            #"{"jsonrpc":"2.0","id":[1],"result":1}"#,
        ]
        for text in cases {
            XCTAssertEqual(failure(text)?.error.code, .invalidRequest, text)
        }
    }

    func testInvalidRequestKeepsItsIDForTheReply() {
        XCTAssertEqual(failure(#"{"jsonrpc":"2.0","id":9,"method":"x","params":"p"}"#)?.id, 9)
        XCTAssertEqual(failure(#"{"id":"q","method":"x"}"#)?.id, "q")
        XCTAssertNil(failure(#"{"jsonrpc":"2.0","id":{},"method":"x"}"#)?.id)
    }

    func testParamsMayBeAnArray() throws {
        let message = try decode(#"{"jsonrpc":"2.0","method":"m","params":[1,"two",null,2.5]}"#).get()
        XCTAssertEqual(message, .notification(method: "m", params: [1, "two", .null, 2.5]))
    }
}
