import DIProtocol
import Foundation
import XCTest

/// A `Content-Length` that does not match the bytes that follow never makes the reader deaf: a body ends at
/// its announced length or at the next `Content-Length` header line, whichever comes first (such a line,
/// with its raw CR LF, cannot occur inside a JSON text).
final class LyingContentLengthTests: XCTestCase {
    private func bodies(_ frames: [MessageFraming.Frame]) -> [String] {
        frames.map { frame in
            switch frame {
            case .success(let body): return String(decoding: body, as: UTF8.self)
            case .failure(let error): return "error: \(error)"
            }
        }
    }

    private func frame(_ body: String) -> [UInt8] { Array(MessageFraming.frame(Data(body.utf8))) }

    func testAHugeLengthDoesNotSwallowTheFramesAfterIt() {
        var framing = MessageFraming()
        let stream = Array("Content-Length: 100000000000000000\r\n\r\n{}".utf8) + frame(#"{"id":1}"#) + frame(#"{"id":2}"#)
        XCTAssertEqual(
            bodies(framing.frames(appending: stream)),
            ["error: bodyTooLarge(length: 100000000000000000, limit: 67108864)", #"{"id":1}"#, #"{"id":2}"#])
        XCTAssertEqual(framing.bufferedByteCount, 0)
    }

    func testAHugeLengthRecoversWhenTheNextFrameTricklesInByteByByte() {
        var framing = MessageFraming()
        var collected = bodies(framing.frames(appending: Array("Content-Length: 99999999999\r\n\r\n".utf8)))
        for byte in Array("garbage".utf8) + frame(#"{"id":1}"#) { collected += bodies(framing.frames(appending: [byte])) }
        XCTAssertEqual(collected, ["error: bodyTooLarge(length: 99999999999, limit: 67108864)", #"{"id":1}"#])
    }

    func testALengthWithinTheLimitButLongerThanTheBodyIsCutAtTheNextHeader() {
        var framing = MessageFraming()
        let stream = Array("Content-Length: 5000\r\n\r\n".utf8) + Array(#"{"id":1}"#.utf8) + frame(#"{"id":2}"#)
        XCTAssertEqual(
            bodies(framing.frames(appending: stream)),
            ["error: bodyCutShort(announced: 5000, received: 8)", #"{"id":1}"#, #"{"id":2}"#])
    }

    func testACutBodyIsFoundWhateverTheChunking() {
        let stream = Array("Content-Length: 5000\r\n\r\n".utf8) + Array(#"{"id":1}"#.utf8)
            + Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n".utf8) + frame(#"{"id":2}"#)
        for chunkSize in [1, 2, 3, 7, 64] {
            var framing = MessageFraming()
            var collected: [String] = []
            for start in stride(from: 0, to: stream.count, by: chunkSize) {
                collected += bodies(framing.frames(appending: stream[start..<min(start + chunkSize, stream.count)]))
            }
            XCTAssertEqual(collected.last, #"{"id":2}"#, "chunks of \(chunkSize)")
            XCTAssertEqual(collected.first, "error: bodyCutShort(announced: 5000, received: 65)", "chunks of \(chunkSize)")
        }
    }

    func testAnOversizedBodyThatReallyArrivesIsDroppedByItsLength() {
        var framing = MessageFraming(maximumBodyLength: 10)
        let body = #"{"text":"Content-Length: 3 is not a header here"}"#
        let stream = Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) + frame("[]")
        XCTAssertEqual(
            bodies(framing.frames(appending: stream)), ["error: bodyTooLarge(length: \(body.utf8.count), limit: 10)", "[]"])
    }

    func testHeaderLikeTextInsideAJSONBodyDoesNotCutIt() {
        // JSON strings escape CR and LF, and raw CR LF may appear only as whitespace between tokens.
        let body = "{\"text\":\"Content-Length: 12\\r\\n\\r\\n\",\r\n  \"length\":\r\n 12}"
        var framing = MessageFraming()
        XCTAssertEqual(bodies(framing.frames(appending: frame(body) + frame("[]"))), [body, "[]"])
    }

    func testMemoryStaysBoundedWhileDroppingAHugeBody() {
        var framing = MessageFraming()
        _ = framing.frames(appending: Array("Content-Length: 100000000000000000\r\n\r\n".utf8))
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 16)
        for _ in 0..<64 { _ = framing.frames(appending: chunk) }
        XCTAssertLessThan(framing.bufferedByteCount, 256)
        XCTAssertEqual(bodies(framing.frames(appending: frame("[]"))), ["[]"])
    }
}
