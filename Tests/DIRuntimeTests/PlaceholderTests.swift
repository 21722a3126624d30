import XCTest

final class DIRuntimePlaceholderTests: XCTestCase {
    func testTargetBuilds() {}
}
