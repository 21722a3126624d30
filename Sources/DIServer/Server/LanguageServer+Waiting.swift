import Dispatch
import DIProtocol

/// What waits for the first index, and for how long.
///
/// Requests that read the analysis wait, so that the usual short index gives them the whole workspace rather than
/// an empty answer; but only up to `indexWaitLimit`, after which they get ContentModified (LSP 3.17: the client
/// should not show it and may ask again). Everything else acts at once: `shutdown`, `exit`, unknown methods,
/// `$/cancelRequest`, and text synchronisation, which only records text until the index arrives. Saves and
/// watched-file events wait, since they re-read files the index is reading.
extension LanguageServer {
    static let requestsThatReadTheIndex: Set<String> = [
        DefinitionRequest.method, ReferencesRequest.method, HoverRequest.method, CodeActionRequest.method,
        DocumentSymbolRequest.method, WorkspaceSymbolRequest.method, InlayHintRequest.method, InlayHintResolveRequest.method,
        CodeLensRequest.method, PrepareCallHierarchyRequest.method, CallHierarchyIncomingCallsRequest.method,
        CallHierarchyOutgoingCallsRequest.method, PrepareTypeHierarchyRequest.method, TypeHierarchySupertypesRequest.method,
        TypeHierarchySubtypesRequest.method, PrepareRenameRequest.method, RenameRequest.method, ExecuteCommandRequest.method,
    ]

    static let notificationsThatRereadTheDisk: Set<String> = [
        DidSaveTextDocumentNotification.method, DidChangeWatchedFilesNotification.method,
    ]

    var isIndexReady: Bool {
        if case .done = loading { true } else { false }
    }

    /// Whether `message` waits for the first index rather than being handled now.
    func mustWait(_ message: JSONRPCMessage) -> Bool {
        guard lifecycle == .running, !isIndexReady else { return false }
        switch message {
        case .response: return false
        case .notification(let method, _): return Self.notificationsThatRereadTheDisk.contains(method)
        case .request(_, let method, _): return Self.requestsThatReadTheIndex.contains(method)
        }
    }

    /// Keeps `message` until the index is done; a request also gets a timer for its limit.
    func waitForIndex(_ message: JSONRPCMessage) {
        deferredMessages.append(message)
        guard let id = message.requestID else { return }
        let queue = queue
        DispatchQueue.global().asyncAfter(deadline: .now() + indexWaitLimit) { queue.post(.indexWaitExpired(id)) }
    }

    /// Answers the request `id` if it is still waiting: the index is taking too long.
    func stopWaiting(_ id: RequestID) {
        guard let index = deferredMessages.firstIndex(where: { $0.requestID == id }) else { return }
        deferredMessages.remove(at: index)
        writer.send(.response(id: id, error: .stillIndexing))
    }

    /// Before `shutdown` is answered, every request still waiting gets its answer; waiting notifications are moot.
    func answerEveryoneWaiting() {
        for case .request(let id, _, _) in deferredMessages { writer.send(.response(id: id, error: .stillIndexing)) }
        deferredMessages = []
    }
}

extension ResponseError {
    /// The answer to a request that needs the index while the first one is still being built.
    static let stillIndexing = ResponseError(
        code: .contentModified, message: "di-lsp is still indexing the workspace; ask again when it is done")
}

extension JSONRPCMessage {
    /// The id of a request; nil for notifications and responses.
    var requestID: RequestID? {
        if case .request(let id, _, _) = self { id } else { nil }
    }
}
