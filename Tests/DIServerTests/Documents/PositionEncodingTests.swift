import DIProtocol
import DIServer
import XCTest

final class PositionEncodingTests: XCTestCase {
    func testPrefersUTF8WhenOfferedAndFallsBackToUTF16() {
        XCTAssertEqual(PositionEncoding.negotiate(clientSupports: [.utf16, .utf8]), .utf8)
        XCTAssertEqual(PositionEncoding.negotiate(clientSupports: [.utf32, .utf16]), .utf16)
        XCTAssertEqual(PositionEncoding.negotiate(clientSupports: []), .utf16)
        XCTAssertEqual(PositionEncoding.default, .utf16)
    }

    func testMapsToAndFromTheWireKind() {
        for encoding in [PositionEncoding.utf8, .utf16, .utf32] {
            XCTAssertEqual(PositionEncoding(encoding.kind), encoding)
        }
        XCTAssertNil(PositionEncoding(PositionEncodingKind(rawValue: "utf-7")))
    }
}
