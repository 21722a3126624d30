import DIProtocol
import XCTest

/// The graph features' requests and their types (inlay hints, code lenses, hierarchies, rename, commands) against JSON in the
/// shape the LSP 3.17 specification gives.
final class GraphFeatureMessageTests: XCTestCase {
    private let document = #"{"uri":"file:///w/A.swift"}"#
    private let position = #"{"line":2,"character":7}"#
    private let rangeJSON = #"{"start":{"line":2,"character":7},"end":{"line":2,"character":14}}"#
    private let range = LSPRange(start: Position(line: 2, character: 7), end: Position(line: 2, character: 14))

    func testInlayHintRequestAndHintWithData() {
        assertRoundTrip(
            InlayHintRequest(textDocument: .init(uri: "file:///w/A.swift"), range: range),
            #"{"textDocument":\#(document),"range":\#(rangeJSON)}"#)
        let hint = InlayHint(
            position: Position(line: 2, character: 30), label: .string("← RootComponent (2 up)"), paddingLeft: true,
            data: ["uri": "file:///w/A.swift", "offset": 41])
        assertRoundTrip(
            hint,
            #"{"position":{"line":2,"character":30},"label":"← RootComponent (2 up)","paddingLeft":true,"data":{"uri":"file:///w/A.swift","offset":41}}"#)
    }

    func testInlayHintResolveParamsAreTheHintItselfAndAcceptLabelPartsAndStringTooltips() throws {
        let resolve = try InlayHintResolveRequest.decode(params: json(
            #"{"position":{"line":1,"character":0},"label":[{"value":"← "},{"value":"Root"}],"tooltip":"plain"}"#))
        XCTAssertEqual(resolve.hint.label.text, "← Root")
        XCTAssertEqual(resolve.hint.tooltip, MarkupContent(kind: .plaintext, value: "plain"))
        assertRoundTrip(
            InlayHintResolveRequest(hint: InlayHint(position: Position(line: 1, character: 0), label: .string("x"))),
            #"{"position":{"line":1,"character":0},"label":"x"}"#)
    }

    func testRefreshRequestsHaveNoParams() throws {
        XCTAssertNil(try InlayHintRefreshRequest().encodedParams())
        XCTAssertNil(try CodeLensRefreshRequest().encodedParams())
        XCTAssertEqual(
            try JSONRPCMessage.request(id: .int(3), InlayHintRefreshRequest()),
            .request(id: .int(3), method: "workspace/inlayHint/refresh", params: nil))
    }

    func testCodeLensWithACommand() {
        assertRoundTrip(CodeLensRequest(textDocument: .init(uri: "file:///w/A.swift")), #"{"textDocument":\#(document)}"#)
        let lens = CodeLens(
            range: range,
            command: Command(title: "provided to 2 components", command: "di-lsp.showReferences", arguments: ["file:///w/A.swift"]))
        assertRoundTrip(
            lens,
            #"{"range":\#(rangeJSON),"command":{"title":"provided to 2 components","command":"di-lsp.showReferences","arguments":["file:///w/A.swift"]}}"#)
    }

    func testCallAndTypeHierarchy() {
        let item = CallHierarchyItem(
            name: "FeedComponent", kind: .class, detail: "FeedDependency", uri: "file:///w/A.swift", range: range,
            selectionRange: range, data: ["component": "FeedComponent"])
        let itemJSON = #"{"name":"FeedComponent","kind":5,"detail":"FeedDependency","uri":"file:///w/A.swift","range":\#(rangeJSON),"selectionRange":\#(rangeJSON),"data":{"component":"FeedComponent"}}"#
        assertRoundTrip(
            PrepareCallHierarchyRequest(textDocument: .init(uri: "file:///w/A.swift"), position: Position(line: 2, character: 7)),
            #"{"textDocument":\#(document),"position":\#(position)}"#)
        assertRoundTrip(CallHierarchyIncomingCallsRequest(item: item), #"{"item":\#(itemJSON)}"#)
        assertRoundTrip(CallHierarchyOutgoingCallsRequest(item: item), #"{"item":\#(itemJSON)}"#)
        assertRoundTrip(CallHierarchyIncomingCall(from: item, fromRanges: [range]), #"{"from":\#(itemJSON),"fromRanges":[\#(rangeJSON)]}"#)
        assertRoundTrip(CallHierarchyOutgoingCall(to: item, fromRanges: []), #"{"to":\#(itemJSON),"fromRanges":[]}"#)
        let type = TypeHierarchyItem(name: "FeedDependency", kind: .interface, uri: "file:///w/A.swift", range: range, selectionRange: range)
        let typeJSON = #"{"name":"FeedDependency","kind":11,"uri":"file:///w/A.swift","range":\#(rangeJSON),"selectionRange":\#(rangeJSON)}"#
        assertRoundTrip(TypeHierarchySupertypesRequest(item: type), #"{"item":\#(typeJSON)}"#)
        assertRoundTrip(TypeHierarchySubtypesRequest(item: type), #"{"item":\#(typeJSON)}"#)
    }

    func testRenameAndPrepareRename() {
        assertRoundTrip(
            RenameRequest(textDocument: .init(uri: "file:///w/A.swift"), position: Position(line: 2, character: 7), newName: "token"),
            #"{"textDocument":\#(document),"position":\#(position),"newName":"token"}"#)
        assertRoundTrip(PrepareRenameResult(range: range, placeholder: "session"), #"{"range":\#(rangeJSON),"placeholder":"session"}"#)
        assertRoundTrip(RenameProvider.bool(true), "true")
        assertRoundTrip(RenameProvider.options(RenameOptions(prepareProvider: true)), #"{"prepareProvider":true}"#)
    }

    func testExecuteCommandWithAndWithoutArguments() {
        assertRoundTrip(
            ExecuteCommandRequest(command: "di-lsp.graph", arguments: ["file:///w/A.swift", ["line": 2, "character": 7], "dot"]),
            #"{"command":"di-lsp.graph","arguments":["file:///w/A.swift",\#(position),"dot"]}"#)
        assertRoundTrip(ExecuteCommandRequest(command: "di-lsp.graph"), #"{"command":"di-lsp.graph"}"#)
    }

    func testNewCapabilitiesAreOmittedUnlessGiven() throws {
        XCTAssertEqual(try encodedText(ServerCapabilities(hoverProvider: true)), #"{"hoverProvider":true}"#)
        let capabilities = ServerCapabilities(
            inlayHintProvider: InlayHintOptions(resolveProvider: true), codeLensProvider: CodeLensOptions(resolveProvider: false),
            callHierarchyProvider: true, typeHierarchyProvider: true, renameProvider: .bool(true),
            executeCommandProvider: ExecuteCommandOptions(commands: ["di-lsp.graph"]))
        assertRoundTrip(
            capabilities,
            #"{"inlayHintProvider":{"resolveProvider":true},"codeLensProvider":{"resolveProvider":false},"callHierarchyProvider":true,"typeHierarchyProvider":true,"renameProvider":true,"executeCommandProvider":{"commands":["di-lsp.graph"]}}"#)
    }

    func testClientCapabilitiesForTheNewFeatures() throws {
        let neovim = try json(#"""
            {"workspace":{"inlayHint":{"refreshSupport":true},"codeLens":{"refreshSupport":false}},
             "textDocument":{"inlayHint":{"resolveSupport":{"properties":["textEdits","tooltip"]}},"rename":{"prepareSupport":true}}}
            """#).decode(as: ClientCapabilities.self)
        XCTAssertTrue(neovim.supportsInlayHintRefresh)
        XCTAssertFalse(neovim.supportsCodeLensRefresh)
        XCTAssertTrue(neovim.supportsPrepareRename)
        let bare = ClientCapabilities()
        XCTAssertFalse(bare.supportsInlayHintRefresh || bare.supportsPrepareRename)
    }
}
