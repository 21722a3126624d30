import DIProtocol
import DIServer
import XCTest

final class DocumentStoreTests: XCTestCase {
    private let uri: DocumentURI = "file:///w/A.swift"

    func testOpenChangeClose() throws {
        var store = DocumentStore()
        store.open(TextDocumentItem(uri: uri, languageId: "swift", version: 1, text: "let a = 1"))
        let change = DidChangeTextDocumentNotification(
            textDocument: VersionedTextDocumentIdentifier(uri: uri, version: 2),
            contentChanges: [
                TextDocumentContentChangeEvent(
                    range: LSPRange(start: Position(line: 0, character: 4), end: Position(line: 0, character: 5)),
                    text: "ß")
            ])
        let changed = try store.change(change, encoding: .utf16)
        XCTAssertEqual(changed.text, "let ß = 1")
        XCTAssertEqual(store[uri]?.version, 2)
        XCTAssertEqual(store.close(uri)?.text, "let ß = 1")
        XCTAssertNil(store[uri])
        XCTAssertTrue(store.isEmpty)
    }

    func testChangeToADocumentThatIsNotOpenIsAnError() {
        var store = DocumentStore()
        let change = DidChangeTextDocumentNotification(
            textDocument: VersionedTextDocumentIdentifier(uri: uri, version: 2), contentChanges: [.init(text: "x")])
        XCTAssertThrowsError(try store.change(change, encoding: .utf16)) { error in
            XCTAssertEqual(error as? DocumentStore.ChangeError, .documentNotOpen(uri))
        }
        XCTAssertNil(store.close(uri))
    }

    func testReopeningReplacesTheDocument() {
        var store = DocumentStore()
        store.open(TextDocumentItem(uri: uri, languageId: "swift", version: 1, text: "old"))
        store.open(TextDocumentItem(uri: uri, languageId: "swift", version: 5, text: "new"))
        XCTAssertEqual(store[uri]?.text, "new")
        XCTAssertEqual(store.documents.count, 1)
    }

    func testStoresAreValuesSoEarlierCopiesDoNotChange() throws {
        var store = DocumentStore()
        store.open(TextDocumentItem(uri: uri, languageId: "swift", version: 1, text: "a"))
        let before = store
        _ = try store.change(
            DidChangeTextDocumentNotification(
                textDocument: VersionedTextDocumentIdentifier(uri: uri, version: 2), contentChanges: [.init(text: "b")]),
            encoding: .utf16)
        XCTAssertEqual(before[uri]?.text, "a")
        XCTAssertEqual(store[uri]?.text, "b")
    }

    func testAChangeWhoseVersionGoesBackwardsOrRepeatsIsIgnored() throws {
        var store = DocumentStore()
        store.open(TextDocumentItem(uri: uri, languageId: "swift", version: 5, text: "a"))
        for version in [5, 4, -1] {
            let stale = DidChangeTextDocumentNotification(
                textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version), contentChanges: [.init(text: "stale")])
            XCTAssertThrowsError(try store.change(stale, encoding: .utf16)) { error in
                XCTAssertEqual(error as? DocumentStore.ChangeError, .staleVersion(uri, received: version, current: 5))
            }
        }
        XCTAssertEqual(store[uri]?.text, "a")
        XCTAssertEqual(store[uri]?.version, 5)
        let next = DidChangeTextDocumentNotification(
            textDocument: VersionedTextDocumentIdentifier(uri: uri, version: 6), contentChanges: [.init(text: "b")])
        XCTAssertEqual(try store.change(next, encoding: .utf16).text, "b")
    }
}
