import XCTest

final class DIResolverPlaceholderTests: XCTestCase {
    func testTargetBuilds() {}
}
