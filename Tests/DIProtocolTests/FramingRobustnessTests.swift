import DIProtocol
import DITestSupport
import Foundation
import XCTest

/// Random input must never crash the parser or make it hold more than one frame's bytes.
final class FramingRobustnessTests: XCTestCase {
    func testRandomBytesInRandomChunksStayBounded() {
        var generator = SplitMix64(seed: 42)
        let alphabet = Array("Content-Length: 0123456789\r\n\r\n{}xé".utf8)
        var framing = MessageFraming(maximumBodyLength: 256, maximumHeaderLength: 128)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...64, using: &generator)
            let chunk = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
            _ = framing.frames(appending: chunk)
            XCTAssertLessThanOrEqual(framing.bufferedByteCount, 256 + 128 + 64)
        }
    }

    func testValidFramesAfterGarbageAreAllRecovered() {
        var generator = SplitMix64(seed: 7)
        var stream = Data("\r\nnot a header at all\r\n\r\n".utf8)
        var expected: [String] = []
        for index in 0..<50 {
            let body = #"{"jsonrpc":"2.0","method":"m","params":{"n":\#(index),"s":"Content-Length: 9"}}"#
            stream.append(MessageFraming.frame(Data(body.utf8)))
            expected.append(body)
        }
        var framing = MessageFraming()
        var bodies: [String] = []
        var errors = 0
        var start = 0
        while start < stream.count {
            let end = min(stream.count, start + Int.random(in: 1...40, using: &generator))
            for frame in framing.frames(appending: stream[start..<end]) {
                switch frame {
                case .success(let body): bodies.append(String(decoding: body, as: UTF8.self))
                case .failure: errors += 1
                }
            }
            start = end
        }
        XCTAssertEqual(errors, 1)
        XCTAssertEqual(bodies, expected)
        XCTAssertEqual(framing.bufferedByteCount, 0)
    }
}
