import DIProtocol

/// Every method the server handles, in two switches: the place to start when following a message.
extension LanguageServer {
    func handleRequest(id: RequestID, method: String, params: JSONValue?) {
        if cancelledRequests.remove(id) != nil {
            writer.send(.response(id: id, error: .cancelled))
            return
        }
        guard lifecycle != .uninitialized || method == InitializeRequest.method else {
            writer.send(.response(id: id, error: .serverNotInitialized))
            return
        }
        guard lifecycle != .running || method != InitializeRequest.method else {
            writer.send(.response(id: id, error: .invalidRequest("initialize was already received")))
            return
        }
        guard lifecycle != .shutDown else {
            writer.send(.response(id: id, error: .invalidRequest("The server is shutting down; only exit is accepted")))
            return
        }
        switch method {
        case InitializeRequest.method: answer(id, params, initialize)
        case ShutdownRequest.method: answer(id, params, shutdown)
        case DefinitionRequest.method: answerFromAnalysis(id, params, definition)
        case ReferencesRequest.method: answerFromAnalysis(id, params, references)
        case HoverRequest.method: answerFromAnalysis(id, params, hover)
        case CodeActionRequest.method: answerFromAnalysis(id, params, codeActions)
        case DocumentSymbolRequest.method: answerFromAnalysis(id, params, documentSymbols)
        case WorkspaceSymbolRequest.method: answerFromEveryWorkspace(id, params, workspaceSymbols)
        // The graph shown where people type: hints, lenses, hierarchies.
        case InlayHintRequest.method: answerFromAnalysis(id, params, inlayHints)
        case InlayHintResolveRequest.method: answerFromAnalysis(id, params, resolveInlayHint)
        case CodeLensRequest.method: answerFromAnalysis(id, params, codeLenses)
        case PrepareCallHierarchyRequest.method: answerFromAnalysis(id, params, prepareCallHierarchy)
        case CallHierarchyIncomingCallsRequest.method: answerFromAnalysis(id, params, incomingCalls)
        case CallHierarchyOutgoingCallsRequest.method: answerFromAnalysis(id, params, outgoingCalls)
        case PrepareTypeHierarchyRequest.method: answerFromAnalysis(id, params, prepareTypeHierarchy)
        case TypeHierarchySupertypesRequest.method: answerFromAnalysis(id, params, supertypes)
        case TypeHierarchySubtypesRequest.method: answerFromAnalysis(id, params, subtypes)
        case PrepareRenameRequest.method: answerFromAnalysis(id, params, prepareRename)
        case RenameRequest.method: answerFromAnalysis(id, params, rename)
        case ExecuteCommandRequest.method: answerFromAnalysis(id, params, executeCommand)
        default: writer.send(.response(id: id, error: .methodNotFound(method)))
        }
    }

    /// - Returns: the exit status when the notification is `exit`.
    func handleNotification(method: String, params: JSONValue?) -> Int32? {
        if method == ExitNotification.method { return lifecycle == .shutDown ? 0 : 1 }
        // Before `initialize`, notifications are dropped; after `shutdown`, only `exit` matters.
        guard lifecycle == .running else { return nil }
        do throws(ResponseError) {
            switch method {
            case InitializedNotification.method: initialized()
            case DidOpenTextDocumentNotification.method: didOpen(try .decode(params: params))
            case DidChangeTextDocumentNotification.method: didChange(try .decode(params: params))
            case DidCloseTextDocumentNotification.method: didClose(try .decode(params: params))
            case DidSaveTextDocumentNotification.method: didSave(try .decode(params: params))
            case DidChangeWatchedFilesNotification.method: didChangeWatchedFiles(try .decodeDirectly(params: params))
            case DidChangeWorkspaceFoldersNotification.method: didChangeWorkspaceFolders(try .decode(params: params))
            case CancelRequestNotification.method: forgetCancellation(try .decode(params: params))
            default: break  // Unknown notifications, `$/` ones included, may be ignored.
            }
        } catch {
            log(.error, "di-lsp: ignored \(method): \(error.message)")
        }
        return nil
    }

    func handleResponse(id: RequestID?, outcome: ResponseOutcome) {
        guard let id, let purpose = outgoingRequests.removeValue(forKey: id) else { return }
        switch purpose {
        case .registerFileWatchers:
            if case .failure(let error) = outcome { log(.warning, "di-lsp: the client would not watch files: \(error.message)") }
        case .createProgress(let token):
            if case .success = outcome { startLoading(progress: token) } else { startLoading(progress: nil) }
        case .refresh(let method):
            pendingRefreshes.remove(method)
        case .applyEdit(let title):
            switch outcome {
            case .failure(let error):
                log(.warning, "di-lsp: the client did not apply \"\(title)\": \(error.message)")
            case .success(let result):
                guard let answer = try? result.decode(as: ApplyWorkspaceEditResult.self), !answer.applied else { return }
                log(.warning, "di-lsp: the client did not apply \"\(title)\"" + (answer.failureReason.map { ": \($0)" } ?? ""))
            }
        }
    }

    // MARK: - Answering

    /// Decodes params as `Request`, runs `handler` and sends its result or error.
    func answer<Request: LSPRequest>(
        _ id: RequestID, _ params: JSONValue?, _ handler: (Request) throws(ResponseError) -> Request.Response
    ) {
        do throws(ResponseError) {
            let result = try handler(try Request.decode(params: params))
            do {
                writer.send(body: try TypedEnvelopes.response(id: id, result: result))
            } catch {
                writer.send(.response(id: id, error: .internalError("Could not encode the result: \(error)")))
            }
        } catch {
            writer.send(.response(id: id, error: error))
        }
    }

    /// Like `answer`, from the workspace whose folder holds the request's document, after rescanning the edits
    /// that arrived before the request, so it sees them.
    func answerFromAnalysis<Request: DocumentAddressedRequest>(
        _ id: RequestID, _ params: JSONValue?, _ handler: (Request, Workspace) throws(ResponseError) -> Request.Response
    ) {
        answer(id, params) { (request: Request) throws(ResponseError) in
            let workspace = owner(of: request.documentURI)
            flushEdits(in: workspace, forRequest: true)
            return try handler(request, workspace)
        }
    }

    /// Like `answer`, after rescanning every workspace's edits: for requests about all of them.
    func answerFromEveryWorkspace<Request: LSPRequest>(
        _ id: RequestID, _ params: JSONValue?, _ handler: (Request) throws(ResponseError) -> Request.Response
    ) {
        for workspace in workspaces { flushEdits(in: workspace, forRequest: true) }
        answer(id, params, handler)
    }

    /// A request still waiting for the index is answered RequestCancelled at once; a cancellation whose request
    /// was already answered has nothing left to do.
    func forgetCancellation(_ cancel: CancelRequestNotification) {
        cancelledRequests.remove(cancel.id)
        if let waiting = deferredMessages.firstIndex(where: { $0.requestID == cancel.id }) {
            deferredMessages.remove(at: waiting)
            writer.send(.response(id: cancel.id, error: .cancelled))
        }
    }
}
