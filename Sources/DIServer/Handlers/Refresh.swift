import DIProtocol

extension LanguageServer {
    /// After the analysis changed, asks clients that allow it to request hints and lenses again: an edit in one file
    /// changes what other files' hints say (a provider removed in the root, a requirement added below). At most one
    /// request of each kind is outstanding.
    func requestRefreshes() {
        if capabilities.supportsInlayHintRefresh { requestRefresh(InlayHintRefreshRequest()) }
        if capabilities.supportsCodeLensRefresh { requestRefresh(CodeLensRefreshRequest()) }
    }

    private func requestRefresh<Request: LSPRequest>(_ request: Request) {
        guard pendingRefreshes.insert(Request.method).inserted else { return }
        sendRequest(request, purpose: .refresh(Request.method))
    }
}
