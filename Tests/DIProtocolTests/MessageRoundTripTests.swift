import DIProtocol
import XCTest

/// Requests and notifications against params in the shape the LSP 3.17 specification gives.
final class MessageRoundTripTests: XCTestCase {
    private let position = #"{"line":2,"character":7}"#
    private let document = #"{"uri":"file:///w/A.swift"}"#

    func testDefinitionHoverAndReferences() {
        assertRoundTrip(
            DefinitionRequest(textDocument: .init(uri: "file:///w/A.swift"), position: .init(line: 2, character: 7)),
            #"{"textDocument":\#(document),"position":\#(position)}"#)
        assertRoundTrip(
            HoverRequest(textDocument: .init(uri: "file:///w/A.swift"), position: .init(line: 2, character: 7)),
            #"{"textDocument":\#(document),"position":\#(position)}"#)
        assertRoundTrip(
            ReferencesRequest(
                textDocument: .init(uri: "file:///w/A.swift"), position: .init(line: 2, character: 7),
                context: .init(includeDeclaration: true)),
            #"{"textDocument":\#(document),"position":\#(position),"context":{"includeDeclaration":true}}"#)
    }

    func testCodeActionRequestWithContext() {
        let range = LSPRange(at: Position(line: 2, character: 7))
        assertRoundTrip(
            CodeActionRequest(
                textDocument: .init(uri: "file:///w/A.swift"), range: range,
                context: CodeActionContext(diagnostics: [], only: [.quickFix], triggerKind: 1)),
            """
            {"textDocument":\(document),"range":{"start":\(position),"end":\(position)},
             "context":{"diagnostics":[],"only":["quickfix"],"triggerKind":1}}
            """)
    }

    func testSymbolRequests() {
        assertRoundTrip(DocumentSymbolRequest(textDocument: .init(uri: "file:///w/A.swift")), #"{"textDocument":\#(document)}"#)
        assertRoundTrip(WorkspaceSymbolRequest(query: "Comp"), #"{"query":"Comp"}"#)
    }

    func testInitializeRequestFromATypicalClient() throws {
        let params = json(
            """
            {"processId":4242,"clientInfo":{"name":"Eglot","version":"1.9"},"rootPath":"/w","rootUri":"file:///w",
             "initializationOptions":{},"workspaceFolders":[{"uri":"file:///w","name":"w"}],
             "capabilities":{"general":{"positionEncodings":["utf-8","utf-16"]},
               "window":{"workDoneProgress":true},
               "workspace":{"didChangeWatchedFiles":{"dynamicRegistration":true},"applyEdit":true,
                            "workspaceEdit":{"documentChanges":true}},
               "textDocument":{"hover":{"contentFormat":["markdown","plaintext"]},
                 "publishDiagnostics":{"relatedInformation":true},
                 "documentSymbol":{"hierarchicalDocumentSymbolSupport":true},
                 "codeAction":{"codeActionLiteralSupport":{"codeActionKind":{"valueSet":["quickfix"]}}}}},
             "trace":"off"}
            """)
        let request = try InitializeRequest.decode(params: params)
        XCTAssertEqual(request.processId, 4242)
        XCTAssertEqual(request.rootUri, "file:///w")
        XCTAssertEqual(request.rootPath, "/w")
        XCTAssertEqual(request.workspaceFolders, [WorkspaceFolder(uri: "file:///w", name: "w")])
        XCTAssertEqual(request.clientInfo?.name, "Eglot")
        let capabilities = request.capabilities
        XCTAssertEqual(capabilities.positionEncodings, [.utf8, .utf16])
        XCTAssertEqual(capabilities.hoverContentFormats, [.markdown, .plaintext])
        XCTAssertTrue(capabilities.supportsDiagnosticRelatedInformation)
        XCTAssertTrue(capabilities.supportsWorkDoneProgress)
        XCTAssertTrue(capabilities.supportsDynamicWatchedFilesRegistration)
        XCTAssertTrue(capabilities.supportsCodeActionLiterals)
        XCTAssertTrue(capabilities.supportsHierarchicalDocumentSymbols)
        XCTAssertTrue(capabilities.supportsDocumentChanges)
        XCTAssertTrue(capabilities.supportsApplyEdit)
    }

    func testInitializeRequestWithNullsAndNoCapabilities() throws {
        let request = try InitializeRequest.decode(params: json(#"{"processId":null,"rootUri":null,"capabilities":{}}"#))
        XCTAssertNil(request.processId)
        XCTAssertNil(request.rootUri)
        XCTAssertEqual(request.capabilities.positionEncodings, [])
        XCTAssertFalse(request.capabilities.supportsWorkDoneProgress)
        XCTAssertFalse(request.capabilities.supportsCodeActionLiterals)
        // Required-but-nullable members are written as null; optional ones are left out.
        assertRoundTrip(request, #"{"processId":null,"rootUri":null,"capabilities":{}}"#)
    }

    func testInitializeResultAsThisServerAnswers() {
        let result = InitializeResult(
            capabilities: ServerCapabilities(
                positionEncoding: .utf16,
                textDocumentSync: TextDocumentSyncOptions(
                    openClose: true, change: .incremental, save: SaveOptions(includeText: false)),
                definitionProvider: true, referencesProvider: true, hoverProvider: true,
                codeActionProvider: .options(CodeActionOptions(codeActionKinds: [.quickFix])),
                documentSymbolProvider: true, workspaceSymbolProvider: true),
            serverInfo: ServerInfo(name: "di-lsp", version: "0.1"))
        assertRoundTrip(
            result,
            """
            {"capabilities":{"positionEncoding":"utf-16",
               "textDocumentSync":{"openClose":true,"change":2,"save":{"includeText":false}},
               "definitionProvider":true,"referencesProvider":true,"hoverProvider":true,
               "codeActionProvider":{"codeActionKinds":["quickfix"]},
               "documentSymbolProvider":true,"workspaceSymbolProvider":true},
             "serverInfo":{"name":"di-lsp","version":"0.1"}}
            """)
    }

    func testDocumentSynchronisationNotifications() {
        assertRoundTrip(
            DidOpenTextDocumentNotification(
                textDocument: .init(uri: "file:///w/A.swift", languageId: "swift", version: 1, text: "let é = 1\n")),
            #"{"textDocument":{"uri":"file:///w/A.swift","languageId":"swift","version":1,"text":"let é = 1\n"}}"#)
        assertRoundTrip(
            DidChangeTextDocumentNotification(
                textDocument: .init(uri: "file:///w/A.swift", version: 2),
                contentChanges: [
                    .init(range: LSPRange(at: Position(line: 2, character: 7)), text: "x"),
                    .init(text: "whole"),
                ]),
            """
            {"textDocument":{"uri":"file:///w/A.swift","version":2},
             "contentChanges":[{"range":{"start":\(position),"end":\(position)},"text":"x"},{"text":"whole"}]}
            """)
        assertRoundTrip(
            DidCloseTextDocumentNotification(textDocument: .init(uri: "file:///w/A.swift")),
            #"{"textDocument":\#(document)}"#)
        assertRoundTrip(
            DidSaveTextDocumentNotification(textDocument: .init(uri: "file:///w/A.swift")),
            #"{"textDocument":\#(document)}"#)
    }

    func testWorkspaceNotifications() {
        assertRoundTrip(
            DidChangeWatchedFilesNotification(changes: [
                FileEvent(uri: "file:///w/B.swift", type: .created), FileEvent(uri: "file:///w/C.swift", type: .deleted),
            ]),
            #"{"changes":[{"uri":"file:///w/B.swift","type":1},{"uri":"file:///w/C.swift","type":3}]}"#)
        assertRoundTrip(
            DidChangeConfigurationNotification(settings: ["di": ["verbose": true]]),
            #"{"settings":{"di":{"verbose":true}}}"#)
    }

    func testServerToClientNotifications() {
        assertRoundTrip(
            PublishDiagnosticsNotification(uri: "file:///w/A.swift", version: 3, diagnostics: []),
            #"{"uri":"file:///w/A.swift","version":3,"diagnostics":[]}"#)
        assertRoundTrip(
            PublishDiagnosticsNotification(uri: "file:///w/A.swift", diagnostics: []),
            #"{"uri":"file:///w/A.swift","diagnostics":[]}"#)
        assertRoundTrip(ShowMessageNotification(type: .warning, message: "w"), #"{"type":2,"message":"w"}"#)
        assertRoundTrip(
            WorkDoneProgressNotification(token: .string("index"), value: .end(.init(message: "done"))),
            #"{"token":"index","value":{"kind":"end","message":"done"}}"#)
    }

    func testCancelRequestWithEitherIDKind() {
        assertRoundTrip(CancelRequestNotification(id: 5), #"{"id":5}"#)
        assertRoundTrip(CancelRequestNotification(id: "five"), #"{"id":"five"}"#)
    }

    func testServerToClientRequests() throws {
        assertRoundTrip(CreateWorkDoneProgressRequest(token: .int(1)), #"{"token":1}"#)
        assertRoundTrip(
            RegisterCapabilityRequest(registrations: [Registration(id: "r", method: "m")]),
            #"{"registrations":[{"id":"r","method":"m"}]}"#)
        assertRoundTrip(
            ApplyWorkspaceEditRequest(label: "Fix", edit: WorkspaceEdit(changes: [:])),
            #"{"label":"Fix","edit":{"changes":{}}}"#)
        assertRoundTrip(ApplyWorkspaceEditResult(applied: false, failureReason: "busy"), #"{"applied":false,"failureReason":"busy"}"#)
    }

    func testWrongParamsAreInvalidParamsNamingTheMember() {
        XCTAssertThrowsError(try HoverRequest.decode(params: json(#"{"textDocument":{"uri":"file:///a"}}"#))) { error in
            let responseError = error as? ResponseError
            XCTAssertEqual(responseError?.code, .invalidParams)
            XCTAssertTrue(responseError?.message.contains("position") ?? false, responseError?.message ?? "")
        }
        XCTAssertThrowsError(try DidChangeWatchedFilesNotification.decode(params: json(#"{"changes":[{"uri":1,"type":1}]}"#)))
    }

    func testAbsentParamsDecodeForParameterlessMessages() throws {
        XCTAssertEqual(try ShutdownRequest.decode(params: nil), ShutdownRequest())
        XCTAssertEqual(try ExitNotification.decode(params: nil), ExitNotification())
        XCTAssertEqual(try InitializedNotification.decode(params: .object([:])), InitializedNotification())
        XCTAssertNil(try ShutdownRequest().encodedParams())
        XCTAssertEqual(try InitializedNotification().encodedParams(), .object([:]))
    }
}
