import DIProtocol

/// A request about one document: the server answers it from the workspace whose folder holds that document
/// (`LanguageServer.owner(of:)`), read from the decoded request rather than from its raw JSON.
protocol DocumentAddressedRequest: LSPRequest {
    /// The document the request is about; nil when it names none (then the first workspace answers).
    var documentURI: DocumentURI? { get }
}

extension DefinitionRequest: DocumentAddressedRequest { var documentURI: DocumentURI? { textDocument.uri } }
extension ReferencesRequest: DocumentAddressedRequest { var documentURI: DocumentURI? { textDocument.uri } }
extension HoverRequest: DocumentAddressedRequest { var documentURI: DocumentURI? { textDocument.uri } }
extension CodeActionRequest: DocumentAddressedRequest { var documentURI: DocumentURI? { textDocument.uri } }
extension DocumentSymbolRequest: DocumentAddressedRequest { var documentURI: DocumentURI? { textDocument.uri } }
extension InlayHintRequest: DocumentAddressedRequest { var documentURI: DocumentURI? { textDocument.uri } }
extension CodeLensRequest: DocumentAddressedRequest { var documentURI: DocumentURI? { textDocument.uri } }
extension PrepareCallHierarchyRequest: DocumentAddressedRequest { var documentURI: DocumentURI? { textDocument.uri } }
extension PrepareTypeHierarchyRequest: DocumentAddressedRequest { var documentURI: DocumentURI? { textDocument.uri } }
extension PrepareRenameRequest: DocumentAddressedRequest { var documentURI: DocumentURI? { textDocument.uri } }
extension RenameRequest: DocumentAddressedRequest { var documentURI: DocumentURI? { textDocument.uri } }
extension CallHierarchyIncomingCallsRequest: DocumentAddressedRequest { var documentURI: DocumentURI? { item.uri } }
extension CallHierarchyOutgoingCallsRequest: DocumentAddressedRequest { var documentURI: DocumentURI? { item.uri } }
extension TypeHierarchySupertypesRequest: DocumentAddressedRequest { var documentURI: DocumentURI? { item.uri } }
extension TypeHierarchySubtypesRequest: DocumentAddressedRequest { var documentURI: DocumentURI? { item.uri } }

/// The hint's own document, which the server put in its `data` (`Handlers/InlayHints.swift`).
extension InlayHintResolveRequest: DocumentAddressedRequest {
    var documentURI: DocumentURI? { hint.data?["uri"]?.stringValue.map { DocumentURI($0) } }
}

/// The lens and graph commands take the document's URI first (`Handlers/ExecuteCommand.swift`); the quick-fix
/// command (a title first) only relays its edit, which any workspace can do.
extension ExecuteCommandRequest: DocumentAddressedRequest {
    var documentURI: DocumentURI? { arguments?.first?.stringValue.map { DocumentURI($0) } }
}
