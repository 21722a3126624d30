import DIProtocol
import Foundation
import XCTest

final class FramingTests: XCTestCase {
    private func bodies(_ frames: [MessageFraming.Frame]) -> [String] {
        frames.map { frame in
            switch frame {
            case .success(let body): return String(decoding: body, as: UTF8.self)
            case .failure(let error): return "error: \(error)"
            }
        }
    }

    func testWriterPrefixesContentLengthInBytes() {
        let framed = MessageFraming.frame(Data("{\"a\":\"é\"}".utf8))
        XCTAssertEqual(String(decoding: framed, as: UTF8.self), "Content-Length: 10\r\n\r\n{\"a\":\"é\"}")
    }

    func testOneMessageInOneChunk() {
        var framing = MessageFraming()
        XCTAssertEqual(bodies(framing.frames(appending: Array("Content-Length: 2\r\n\r\n{}".utf8))), ["{}"])
        XCTAssertNil(framing.nextFrame())
    }

    func testMessageSplitIntoSingleBytes() {
        var framing = MessageFraming()
        let stream = Array("Content-Length: 13\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{\"x\":[1,2,3]}".utf8)
        var collected: [String] = []
        for byte in stream { collected += bodies(framing.frames(appending: [byte])) }
        XCTAssertEqual(collected, ["{\"x\":[1,2,3]}"])
    }

    func testSplitInsideHeaderTerminatorAndBody() {
        var framing = MessageFraming()
        XCTAssertEqual(bodies(framing.frames(appending: Array("Content-Length: 5\r\n\r".utf8))), [])
        XCTAssertEqual(bodies(framing.frames(appending: Array("\n[1".utf8))), [])
        XCTAssertEqual(bodies(framing.frames(appending: Array(",2]Content-Le".utf8))), ["[1,2]"])
        XCTAssertEqual(bodies(framing.frames(appending: Array("ngth: 1\r\n\r\n7".utf8))), ["7"])
    }

    func testSeveralMessagesInOneChunk() {
        var framing = MessageFraming()
        let stream = Data("Content-Length: 1\r\n\r\n1content-length:2\r\n\r\n22CONTENT-LENGTH: 3\r\n\r\n333".utf8)
        XCTAssertEqual(bodies(framing.frames(appending: stream)), ["1", "22", "333"])
    }

    func testZeroLengthBody() {
        var framing = MessageFraming()
        XCTAssertEqual(bodies(framing.frames(appending: Array("Content-Length: 0\r\n\r\n".utf8))), [""])
    }

    func testMissingContentLengthIsAnErrorThenRecovers() {
        var framing = MessageFraming()
        let stream = Array("Content-Type: x\r\n\r\n{}Content-Length: 2\r\n\r\nok".utf8)
        XCTAssertEqual(bodies(framing.frames(appending: stream)), ["error: missingContentLength", "ok"])
    }

    func testABrokenFrameIsOneErrorHoweverTheStreamIsChunked() {
        let stream = Array("Content-Type: text/plain\r\n\r\n{}Content-Length: 2\r\n\r\nok".utf8)
        for split in 1..<stream.count {
            var framing = MessageFraming()
            let frames = bodies(framing.frames(appending: stream[..<split]) + framing.frames(appending: stream[split...]))
            XCTAssertEqual(frames, ["error: missingContentLength", "ok"], "split at \(split)")
        }
    }

    func testInvalidContentLengthIsAnErrorThenRecovers() {
        var framing = MessageFraming()
        let stream = Array("Content-Length: -5\r\n\r\nxxContent-Length: 2\r\n\r\nok".utf8)
        XCTAssertEqual(
            bodies(framing.frames(appending: stream)), ["error: invalidContentLength(\"-5\")", "ok"])
        let overflowing = Array("Content-Length: 99999999999999999999999\r\n\r\nContent-Length: 1\r\n\r\n!".utf8)
        XCTAssertEqual(
            bodies(framing.frames(appending: overflowing)),
            ["error: invalidContentLength(\"99999999999999999999999\")", "!"])
    }

    func testGarbageBeforeHeaderIsAnErrorThenRecovers() {
        var framing = MessageFraming()
        let stream = Array("garbage line\r\nContent-Length: 2\r\n\r\nok".utf8)
        let frames = bodies(framing.frames(appending: stream))
        XCTAssertEqual(frames.count, 2)
        XCTAssertTrue(frames[0].hasPrefix("error: malformedHeader"))
        XCTAssertEqual(frames[1], "ok")
    }

    func testEndlessHeaderIsCappedAndResynchronisesAcrossChunks() {
        var framing = MessageFraming(maximumBodyLength: 100, maximumHeaderLength: 64)
        var collected: [String] = []
        for _ in 0..<10 { collected += bodies(framing.frames(appending: Array(repeating: UInt8(ascii: "x"), count: 50))) }
        XCTAssertEqual(collected.first, "error: headerTooLong(limit: 64)")
        collected = bodies(framing.frames(appending: Array("Content-Len".utf8)))
        collected += bodies(framing.frames(appending: Array("gth: 2\r\n\r\nok".utf8)))
        XCTAssertEqual(collected.last, "ok")
        XCTAssertFalse(collected.dropLast().contains { !$0.hasPrefix("error") })
    }

    func testOversizedBodyIsReportedAndSkippedWithoutBuffering() {
        var framing = MessageFraming(maximumBodyLength: 10)
        XCTAssertEqual(
            bodies(framing.frames(appending: Array("Content-Length: 25\r\n\r\n0123456789".utf8))),
            ["error: bodyTooLarge(length: 25, limit: 10)"])
        // The rest of the oversized body, which happens to contain a header, is dropped as it streams in.
        XCTAssertEqual(bodies(framing.frames(appending: Array("Content-Length:".utf8))), [])
        XCTAssertEqual(bodies(framing.frames(appending: Array("Content-Length: 2\r\n\r\nok".utf8))), ["ok"])
    }

    func testRoundTripThroughWriterAndParser() {
        var framing = MessageFraming()
        var stream = Data()
        let messages = ["{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}", "{\"text\":\"🦄 naïve\"}", "[]"]
        for message in messages { stream.append(MessageFraming.frame(Data(message.utf8))) }
        var collected: [String] = []
        for start in stride(from: 0, to: stream.count, by: 7) {
            collected += bodies(framing.frames(appending: stream[start..<min(start + 7, stream.count)]))
        }
        XCTAssertEqual(collected, messages)
    }
}
