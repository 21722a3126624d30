import XCTest

final class DIScannerPlaceholderTests: XCTestCase {
    func testTargetBuilds() {}
}
