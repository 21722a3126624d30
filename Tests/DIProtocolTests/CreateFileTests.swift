import DIProtocol
import XCTest

/// Creating a file in a `WorkspaceEdit`: the resource operation goes into `documentChanges`, before the text.
final class CreateFileTests: XCTestCase {
    func testAFileCreationIsWrittenBeforeTheTextEditsAndReadBack() {
        let edit = WorkspaceEdit(
            documentChanges: [TextDocumentEdit(
                textDocument: OptionalVersionedTextDocumentIdentifier(uri: "file:///Mocks.swift", version: nil),
                edits: [TextEdit(range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)), newText: "x")])],
            createFiles: [CreateFile(uri: "file:///Mocks.swift", options: CreateFile.Options(overwrite: false))])
        assertRoundTrip(
            edit,
            """
            {"documentChanges":[
              {"kind":"create","uri":"file:///Mocks.swift","options":{"overwrite":false}},
              {"textDocument":{"uri":"file:///Mocks.swift","version":null},
               "edits":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"newText":"x"}]}]}
            """)
    }

    func testOnlyClientsListingCreateAmongResourceOperationsCanCreateFiles() {
        let creating: JSONValue = ["workspace": ["workspaceEdit": ["resourceOperations": ["rename", "create"]]]]
        let renaming: JSONValue = ["workspace": ["workspaceEdit": ["resourceOperations": ["rename"]]]]

        XCTAssertTrue(ClientCapabilities(creating).supportsCreatingFiles)
        XCTAssertFalse(ClientCapabilities(renaming).supportsCreatingFiles)
        XCTAssertFalse(ClientCapabilities().supportsCreatingFiles)
    }
}
