import DIProtocol

/// How one batch of events (everything that arrived while the loop was busy) is taken, so that a person typing
/// faster than the workspace is analysed never leaves the server behind:
/// - every event is handled in arrival order, except requests that read the analysis: those wait behind the
///   batch's later text changes (and only those: anything else, `shutdown` say, is handled after them), then are
///   answered from one analysis of all of them, instead of one analysis per request;
/// - such a request about a document that the batch changes again after it is answered ContentModified at once
///   (LSP 3.17: the client drops it and asks again about the new text), so no work goes into a stale answer;
/// - one the batch cancels is answered RequestCancelled at once.
extension LanguageServer {
    /// Handles `batch`; a non-nil result ends the loop with that exit status.
    func handle(batch: [Event]) -> Int32? {
        // A cancellation may follow its request in the same batch; note it before answering anything.
        for case .message(.notification(CancelRequestNotification.method, let params)) in batch {
            if let cancel = try? CancelRequestNotification.decode(params: params) { cancelledRequests.insert(cancel.id) }
        }
        let lastChange = Self.lastTextChange(in: batch)
        var reads: [(id: RequestID, method: String, params: JSONValue?)] = []
        for (index, event) in batch.enumerated() {
            if case .message(let message) = event, case .request(let id, let method, let params) = message,
                lifecycle == .running, Self.requestsThatReadTheIndex.contains(method), !mustWait(message)
            {
                if cancelledRequests.remove(id) != nil {
                    writer.send(.response(id: id, error: .cancelled))
                } else if let uri = Self.documentURI(of: params), let changed = lastChange[uri], changed > index {
                    writer.send(.response(id: id, error: .contentModified))
                } else {
                    reads.append((id, method, params))
                }
                continue
            }
            if !Self.letsReadsWait(event) {
                for read in reads { handleRequest(id: read.id, method: read.method, params: read.params) }
                reads = []
            }
            if let status = handle(event) { return status }
        }
        for read in reads { handleRequest(id: read.id, method: read.method, params: read.params) }
        return nil
    }

    private static let textChangeMethods: Set<String> = [
        DidChangeTextDocumentNotification.method, DidOpenTextDocumentNotification.method, DidCloseTextDocumentNotification.method,
    ]

    /// Text changes and cancellations: the only events a request that reads the analysis is answered after.
    private static func letsReadsWait(_ event: Event) -> Bool {
        guard case .message(.notification(let method, _)) = event else { return false }
        return textChangeMethods.contains(method) || method == CancelRequestNotification.method
    }

    /// For each document the batch opens, changes or closes, the index of the last such event.
    private static func lastTextChange(in batch: [Event]) -> [String: Int] {
        var last: [String: Int] = [:]
        for (index, event) in batch.enumerated() {
            guard case .message(.notification(let method, let params)) = event, textChangeMethods.contains(method),
                let uri = documentURI(of: params)
            else { continue }
            last[uri] = index
        }
        return last
    }

    /// The `textDocument.uri` of a message's params, as sent.
    private static func documentURI(of params: JSONValue?) -> String? {
        params?[path: "textDocument", "uri"]?.stringValue
    }
}
