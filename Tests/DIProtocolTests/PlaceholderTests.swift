import XCTest

final class DIProtocolPlaceholderTests: XCTestCase {
    func testTargetBuilds() {}
}
