import DIProtocol
import XCTest

/// Each support type against JSON in the shape the LSP 3.17 specification gives.
final class SupportTypeRoundTripTests: XCTestCase {
    private let range = LSPRange(start: Position(line: 1, character: 2), end: Position(line: 3, character: 4))
    private let rangeJSON = #"{"start":{"line":1,"character":2},"end":{"line":3,"character":4}}"#

    func testPositionRangeAndLocation() {
        assertRoundTrip(Position(line: 0, character: 5), #"{"line":0,"character":5}"#)
        assertRoundTrip(range, rangeJSON)
        assertRoundTrip(Location(uri: "file:///a.swift", range: range), #"{"uri":"file:///a.swift","range":\#(rangeJSON)}"#)
    }

    func testLocationLinkOmitsAbsentOriginRange() {
        let link = LocationLink(targetUri: "file:///b.swift", targetRange: range, targetSelectionRange: range)
        assertRoundTrip(
            link, #"{"targetUri":"file:///b.swift","targetRange":\#(rangeJSON),"targetSelectionRange":\#(rangeJSON)}"#)
    }

    func testDiagnosticWithEveryField() {
        let diagnostic = Diagnostic(
            range: range, severity: .error, code: "missing-dependency", source: "di",
            message: "No provider for Store", tags: [.unnecessary],
            relatedInformation: [
                DiagnosticRelatedInformation(location: Location(uri: "file:///c.swift", range: range), message: "here")
            ],
            data: ["fix": "add"])
        assertRoundTrip(
            diagnostic,
            """
            {"range":\(rangeJSON),"severity":1,"code":"missing-dependency","source":"di",
             "message":"No provider for Store","tags":[1],
             "relatedInformation":[{"location":{"uri":"file:///c.swift","range":\(rangeJSON)},"message":"here"}],
             "data":{"fix":"add"}}
            """)
    }

    func testDiagnosticOmitsAbsentOptionalFields() throws {
        let encoded = try JSONValue(encoding: Diagnostic(range: range, message: "m"))
        XCTAssertEqual(encoded.objectValue.map { Set($0.keys) }, ["message", "range"])
        let text = try encodedText(Diagnostic(range: range, message: "m"))
        XCTAssertFalse(text.contains("null"))
    }

    func testDiagnosticCodeReadsIntegers() throws {
        let decoded = try json(#"{"range":\#(rangeJSON),"code":404,"message":"m"}"#).decode(as: Diagnostic.self)
        XCTAssertEqual(decoded.code, "404")
    }

    func testHoverAndMarkup() {
        assertRoundTrip(
            Hover(contents: MarkupContent(kind: .markdown, value: "**Store**")),
            #"{"contents":{"kind":"markdown","value":"**Store**"}}"#)
        assertRoundTrip(
            Hover(contents: MarkupContent(kind: .plaintext, value: "x"), range: range),
            #"{"contents":{"kind":"plaintext","value":"x"},"range":\#(rangeJSON)}"#)
    }

    func testWorkspaceEditWithChangesMap() {
        let edit = WorkspaceEdit(changes: ["file:///a.swift": [TextEdit(range: range, newText: "let x = 1\n")]])
        assertRoundTrip(edit, #"{"changes":{"file:///a.swift":[{"range":\#(rangeJSON),"newText":"let x = 1\n"}]}}"#)
    }

    func testWorkspaceEditWithDocumentChangesWritesNullVersion() {
        let edit = WorkspaceEdit(documentChanges: [
            TextDocumentEdit(
                textDocument: OptionalVersionedTextDocumentIdentifier(uri: "file:///a.swift", version: 4),
                edits: [TextEdit(range: range, newText: "")]),
            TextDocumentEdit(
                textDocument: OptionalVersionedTextDocumentIdentifier(uri: "file:///b.swift", version: nil),
                edits: []),
        ])
        assertRoundTrip(
            edit,
            """
            {"documentChanges":[
              {"textDocument":{"uri":"file:///a.swift","version":4},"edits":[{"range":\(rangeJSON),"newText":""}]},
              {"textDocument":{"uri":"file:///b.swift","version":null},"edits":[]}]}
            """)
    }

    func testCodeActionQuickFix() {
        let action = CodeAction(
            title: "Add provider", kind: .quickFix, diagnostics: [Diagnostic(range: range, message: "m")],
            isPreferred: true, edit: WorkspaceEdit(changes: [:]))
        assertRoundTrip(
            action,
            """
            {"title":"Add provider","kind":"quickfix","diagnostics":[{"range":\(rangeJSON),"message":"m"}],
             "isPreferred":true,"edit":{"changes":{}}}
            """)
    }

    func testCodeActionOrCommandTellsThemApart() {
        assertRoundTrip(
            CodeActionOrCommand.command(Command(title: "Run", command: "di.generate", arguments: ["x"])),
            #"{"title":"Run","command":"di.generate","arguments":["x"]}"#)
        assertRoundTrip(
            CodeActionOrCommand.codeAction(CodeAction(title: "Fix", command: Command(title: "Run", command: "c"))),
            #"{"title":"Fix","command":{"title":"Run","command":"c"}}"#)
    }

    func testHierarchicalDocumentSymbol() {
        let child = DocumentSymbol(name: "store", detail: "Store", kind: .property, range: range, selectionRange: range)
        let parent = DocumentSymbol(
            name: "RootComponent", kind: .class, range: range, selectionRange: range, children: [child])
        assertRoundTrip(
            DocumentSymbolResponse.documentSymbols([parent]),
            """
            [{"name":"RootComponent","kind":5,"range":\(rangeJSON),"selectionRange":\(rangeJSON),
              "children":[{"name":"store","detail":"Store","kind":7,"range":\(rangeJSON),
                           "selectionRange":\(rangeJSON)}]}]
            """)
    }

    func testSymbolInformationAndWorkspaceSymbol() {
        let location = Location(uri: "file:///a.swift", range: range)
        assertRoundTrip(
            SymbolInformation(name: "A", kind: .struct, location: location, containerName: "B"),
            #"{"name":"A","kind":23,"location":{"uri":"file:///a.swift","range":\#(rangeJSON)},"containerName":"B"}"#)
        assertRoundTrip(
            WorkspaceSymbolResponse.workspaceSymbols([WorkspaceSymbol(name: "A", kind: .interface, location: location)]),
            #"[{"name":"A","kind":11,"location":{"uri":"file:///a.swift","range":\#(rangeJSON)}}]"#)
    }

    func testDefinitionResultForms() throws {
        let location = Location(uri: "file:///a.swift", range: range)
        assertRoundTrip(
            LocationsOrLocationLinks.locations([location]),
            #"[{"uri":"file:///a.swift","range":\#(rangeJSON)}]"#)
        // The spec also allows a single Location; it reads as a one-element list.
        let single = try json(#"{"uri":"file:///a.swift","range":\#(rangeJSON)}"#).decode(as: LocationsOrLocationLinks.self)
        XCTAssertEqual(single, .locations([location]))
        let link = LocationLink(
            originSelectionRange: range, targetUri: "file:///b.swift", targetRange: range, targetSelectionRange: range)
        assertRoundTrip(
            LocationsOrLocationLinks.locationLinks([link]),
            """
            [{"originSelectionRange":\(rangeJSON),"targetUri":"file:///b.swift","targetRange":\(rangeJSON),
              "targetSelectionRange":\(rangeJSON)}]
            """)
    }

    func testWorkDoneProgressKinds() {
        assertRoundTrip(
            WorkDoneProgress.begin(.init(title: "Indexing", cancellable: false, percentage: 0)),
            #"{"kind":"begin","title":"Indexing","cancellable":false,"percentage":0}"#)
        assertRoundTrip(
            WorkDoneProgress.report(.init(message: "3/10 files", percentage: 30)),
            #"{"kind":"report","message":"3/10 files","percentage":30}"#)
        assertRoundTrip(WorkDoneProgress.end(.init()), #"{"kind":"end"}"#)
    }

    func testRegistrationForWatchedFiles() throws {
        let registration = try Registration.watchingFiles(
            id: "watch-swift", watchers: [FileSystemWatcher(globPattern: "**/*.swift")])
        assertRoundTrip(
            registration,
            """
            {"id":"watch-swift","method":"workspace/didChangeWatchedFiles",
             "registerOptions":{"watchers":[{"globPattern":"**/*.swift"}]}}
            """)
    }

    func testUnknownEnumValuesStillDecode() throws {
        XCTAssertEqual(try json("99").decode(as: SymbolKind.self).rawValue, 99)
        XCTAssertEqual(try json("7").decode(as: DiagnosticSeverity.self).rawValue, 7)
        XCTAssertEqual(try json(#""refactor.inline""#).decode(as: CodeActionKind.self).rawValue, "refactor.inline")
    }
}
