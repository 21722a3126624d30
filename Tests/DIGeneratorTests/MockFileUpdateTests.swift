import DIGenerator
import DIIndex
import DIResolver
import DIScanner
import DITestSupport
import XCTest

/// The editor's "Generate test double": one mock added to or updated in the mocks file, as `di-gen mocks`
/// would have written it.
final class MockFileUpdateTests: XCTestCase {
    private let options = MockOptions(toolVersion: "test")

    private func protocols(_ declarations: String) -> Fixture {
        Fixture("//- Sources/Shop/Protocols.swift\nimport Foundation\n" + declarations)
    }

    private func mocksFile(_ fixture: Fixture, protocols names: [String]) -> String {
        generateMockSource(for: planMocks(for: buildGraph(fixture.snapshot), protocolNames: names), options: options)
    }

    private func mock(_ name: String, in fixture: Fixture) -> PlannedMock {
        planMocks(for: buildGraph(fixture.snapshot), protocolNames: [name]).mocks[0]
    }

    private func applying(_ change: MockFileChange, to text: String) -> String {
        guard case .edit(let edits) = change else { return "not an edit: \(change)" }
        var bytes = Array(text.utf8)
        for edit in edits.reversed() {
            bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.newText.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func change(adding mock: PlannedMock, to text: String) -> MockFileChange {
        mockFileChange(for: mock, existing: (Array(text.utf8), scan(text)), options: options)
    }

    private let shop = """
        protocol ACartDependency: Dependency { var catalog: Catalog { get } }
        protocol BCheckoutDependency: Dependency { var payments: Payments { get } }
        #if DEBUG
        protocol CDebugDependency: Dependency { var log: Log { get } }
        #endif
        protocol DFeedDependency: Dependency { var store: Store { get } }
        """

    func testAMockAddedInTheMiddleGivesWhatDiGenMocksWrites() {
        let fixture = protocols(shop)
        let without = mocksFile(fixture, protocols: ["ACartDependency", "CDebugDependency", "DFeedDependency"])

        let updated = applying(change(adding: mock("BCheckoutDependency", in: fixture), to: without), to: without)

        XCTAssertEqual(updated, mocksFile(fixture, protocols: ["ACartDependency", "BCheckoutDependency", "CDebugDependency", "DFeedDependency"]))
    }

    func testAMockAddedLastGivesWhatDiGenMocksWrites() {
        let fixture = protocols(shop)
        let without = mocksFile(fixture, protocols: ["ACartDependency", "BCheckoutDependency"])

        let updated = applying(change(adding: mock("DFeedDependency", in: fixture), to: without), to: without)

        XCTAssertEqual(updated, mocksFile(fixture, protocols: ["ACartDependency", "BCheckoutDependency", "DFeedDependency"]))
    }

    func testAnOutdatedMockIsReplacedWholeAndTheOthersAreLeftAlone() {
        let old = protocols(shop)
        let stale = mocksFile(old, protocols: ["ACartDependency", "CDebugDependency", "DFeedDependency"])
        let new = protocols(shop
            .replacingOccurrences(of: "var log: Log { get }", with: "var log: Log { get }\n    var clock: Clock { get }")
            .replacingOccurrences(of: "var catalog: Catalog { get }", with: "var catalog: Catalog { get }\n    var coupon: Coupon? { get }"))

        let updatedDebug = applying(change(adding: mock("CDebugDependency", in: new), to: stale), to: stale)
        let updatedBoth = applying(change(adding: mock("ACartDependency", in: new), to: updatedDebug), to: updatedDebug)

        XCTAssertEqual(updatedBoth, mocksFile(new, protocols: ["ACartDependency", "CDebugDependency", "DFeedDependency"]))
        XCTAssertTrue(updatedDebug.contains("MockValue<Catalog>(\"ACartDependencyMock.catalog\")\n}\n"), updatedDebug)
        XCTAssertFalse(updatedDebug.contains("ACartDependencyMock.coupon"), updatedDebug)
    }

    func testAnImportTheNewMockNeedsIsAdded() {
        let fixture = Fixture("""
            //- Sources/Shop/Cart.swift
            import Foundation
            protocol CartDependency: Dependency { var catalog: Catalog { get } }
            //- Sources/Payments/Checkout.swift
            import PaymentKit
            protocol CheckoutDependency: Dependency { var payments: Payments { get } }
            """)
        let without = mocksFile(fixture, protocols: ["CartDependency"])

        let updated = applying(change(adding: mock("CheckoutDependency", in: fixture), to: without), to: without)

        XCTAssertTrue(updated.contains("\nimport PaymentKit\n@testable import Payments\nimport Foundation\n@testable import Shop\n"), updated)
        XCTAssertTrue(updated.hasSuffix(mockClassSource(mock("CheckoutDependency", in: fixture))), updated)
    }

    func testWithoutAMocksFileANewOneHoldsJustThisMock() {
        let fixture = protocols(shop)

        let change = mockFileChange(for: mock("DFeedDependency", in: fixture), existing: nil, options: options)

        XCTAssertEqual(change, .create(mocksFile(fixture, protocols: ["DFeedDependency"])))
    }

    func testAFileWithoutTheHelperGetsIt() {
        let fixture = protocols(shop)
        let handWritten = "// Mocks\n\nimport Foundation\n@testable import Shop\n"

        let updated = applying(change(adding: mock("DFeedDependency", in: fixture), to: handWritten), to: handWritten)

        XCTAssertTrue(updated.hasPrefix(handWritten + "\n/// A mock's requirement"), updated)
        XCTAssertTrue(updated.contains("private struct MockValue<Value> {"), updated)
        XCTAssertTrue(updated.hasSuffix("}\n\n" + mockClassSource(mock("DFeedDependency", in: fixture))), updated)
    }
}
