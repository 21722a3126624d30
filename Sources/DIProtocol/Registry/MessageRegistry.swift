/// Every LSP method this server speaks, with the type that holds its params: the one table to grep.
///
/// The connection looks a method up here to tell "unknown method" (`methodNotFound`) from "known, but the
/// params are wrong" (`invalidParams`), and tests walk it to check every message round-trips. Adding a message
/// means: a file in `Requests/` or `Notifications/`, a line here, and a handler in the server.
public enum MessageRegistry {
    /// Who sends a message. The server answers requests from the client and sends the ones it sends itself.
    public enum Direction: Sendable {
        case clientToServer
        case serverToClient
    }

    public static let requests: [(type: any LSPRequest.Type, direction: Direction)] = [
        (InitializeRequest.self, .clientToServer),
        (ShutdownRequest.self, .clientToServer),
        (DefinitionRequest.self, .clientToServer),
        (ReferencesRequest.self, .clientToServer),
        (HoverRequest.self, .clientToServer),
        (CodeActionRequest.self, .clientToServer),
        (DocumentSymbolRequest.self, .clientToServer),
        (WorkspaceSymbolRequest.self, .clientToServer),
        (InlayHintRequest.self, .clientToServer),
        (InlayHintResolveRequest.self, .clientToServer),
        (CodeLensRequest.self, .clientToServer),
        (PrepareCallHierarchyRequest.self, .clientToServer),
        (CallHierarchyIncomingCallsRequest.self, .clientToServer),
        (CallHierarchyOutgoingCallsRequest.self, .clientToServer),
        (PrepareTypeHierarchyRequest.self, .clientToServer),
        (TypeHierarchySupertypesRequest.self, .clientToServer),
        (TypeHierarchySubtypesRequest.self, .clientToServer),
        (PrepareRenameRequest.self, .clientToServer),
        (RenameRequest.self, .clientToServer),
        (ExecuteCommandRequest.self, .clientToServer),
        (RegisterCapabilityRequest.self, .serverToClient),
        (CreateWorkDoneProgressRequest.self, .serverToClient),
        (ApplyWorkspaceEditRequest.self, .serverToClient),
        (InlayHintRefreshRequest.self, .serverToClient),
        (CodeLensRefreshRequest.self, .serverToClient),
    ]

    public static let notifications: [(type: any LSPNotification.Type, direction: Direction)] = [
        (InitializedNotification.self, .clientToServer),
        (ExitNotification.self, .clientToServer),
        (DidOpenTextDocumentNotification.self, .clientToServer),
        (DidChangeTextDocumentNotification.self, .clientToServer),
        (DidCloseTextDocumentNotification.self, .clientToServer),
        (DidSaveTextDocumentNotification.self, .clientToServer),
        (DidChangeWatchedFilesNotification.self, .clientToServer),
        (DidChangeWorkspaceFoldersNotification.self, .clientToServer),
        (DidChangeConfigurationNotification.self, .clientToServer),
        (CancelRequestNotification.self, .clientToServer),
        (PublishDiagnosticsNotification.self, .serverToClient),
        (LogMessageNotification.self, .serverToClient),
        (ShowMessageNotification.self, .serverToClient),
        (WorkDoneProgressNotification.self, .serverToClient),
    ]

    /// The request type for `method`, or nil when the method is not a request this server knows.
    public static func requestType(for method: String) -> (any LSPRequest.Type)? {
        requestsByMethod[method]
    }

    /// The notification type for `method`, or nil when unknown (ignore it; `$/` ones may always be ignored).
    public static func notificationType(for method: String) -> (any LSPNotification.Type)? {
        notificationsByMethod[method]
    }

    private static let requestsByMethod: [String: any LSPRequest.Type] = Dictionary(
        uniqueKeysWithValues: requests.map { ($0.type.method, $0.type) })

    private static let notificationsByMethod: [String: any LSPNotification.Type] = Dictionary(
        uniqueKeysWithValues: notifications.map { ($0.type.method, $0.type) })
}
