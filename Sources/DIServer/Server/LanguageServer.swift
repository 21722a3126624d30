import DIWorkspace
import Dispatch
import DIAnalysis
import DIFileSystem
import DIIndex
import DIProtocol
import Foundation

/// The language server: state, and the main loop that consumes `Event`s one batch at a time.
///
/// One thread owns all of this. The reader (`InputReader`) and the first index (`WorkspaceLoading`) run
/// elsewhere and only post events; the writer is shared and serialised. Per batch, the loop handles every
/// pending event (`handle(batch:)`: requests that read the analysis after the batch's edits), then rescans the
/// edited files once and publishes what changed, so a burst of `didChange`s costs one analysis. A request always
/// sees every edit that arrived before it.
public final class LanguageServer {
    enum Lifecycle {
        case uninitialized, running, shutDown
    }

    /// Where the first index is: waiting for `initialized`, for the client to create the progress token, running
    /// in the background, or done.
    enum Loading {
        case notStarted, waitingForProgressToken, running(progress: ProgressToken?), done
    }

    /// Why the server sent a request to the client, so its response can be routed.
    enum OutgoingRequest {
        case registerFileWatchers, createProgress(ProgressToken)
        /// `workspace/inlayHint/refresh` or `workspace/codeLens/refresh` (`Handlers/Refresh.swift`).
        case refresh(String)
        /// `workspace/applyEdit` of a quick fix run as a command (`Handlers/CodeActions.swift`).
        case applyEdit(title: String)
    }

    let queue: EventQueue
    let writer: MessageWriter
    let version: String?

    var lifecycle = Lifecycle.uninitialized
    var loading = Loading.notStarted
    var capabilities = ClientCapabilities()
    var encoding = PositionEncoding.utf16
    /// One per workspace folder (a folder inside another belongs to the outer one), each analysed on its own:
    /// two apps opened side by side never see each other's components. Handlers are given the one a message is
    /// about (`owner(of:)`).
    var workspaces = [Workspace()]
    var nextWorkspaceSerial = 1
    /// The analysis changed since diagnostics were last published.
    var analysisChanged = false
    /// Watched-file changes not yet handed to their workspaces' refreshes, taken a slice per turn of the loop.
    var watchedChanges: ArraySlice<FileEvent> = []
    /// Client messages that wait for the first index (see `mustWait`), handled in order when it is done; a
    /// request that waits longer than `indexWaitLimit` is taken out and answered with ContentModified.
    var deferredMessages: [JSONRPCMessage] = []
    /// Requests the client cancelled before they were answered.
    var cancelledRequests: Set<RequestID> = []
    var outgoingRequests: [RequestID: OutgoingRequest] = [:]
    var nextOutgoingID = 1
    /// Refresh requests sent and not yet answered, by method: one at a time is enough.
    var pendingRefreshes: Set<String> = []

    /// How long the first index waits for the client to accept its progress token before going on without.
    let progressTokenTimeout: DispatchTimeInterval
    /// How long a request that needs the index waits for the first one before it is answered ContentModified.
    let indexWaitLimit: DispatchTimeInterval
    /// How often the disk is compared with what the workspace holds, whatever the client reports (`rescanDisk`).
    let rescanInterval: DispatchTimeInterval
    let beforeDiskWork: DiskWorkHook?

    /// The disk work the server does off its loop: the first index, and each later re-read of the disk.
    public enum DiskWork: Sendable {
        case firstIndex, refresh
    }

    /// Runs on the background thread before each piece of disk work; tests block in it to hold the server in the
    /// state that a slow or endless file system leaves it in.
    public typealias DiskWorkHook = @Sendable (DiskWork) -> Void

    public init(
        queue: EventQueue, writer: MessageWriter, version: String? = nil,
        progressTokenTimeout: DispatchTimeInterval = .seconds(3), indexWaitLimit: DispatchTimeInterval = .seconds(3),
        rescanInterval: DispatchTimeInterval = .seconds(5), beforeDiskWork: DiskWorkHook? = nil
    ) {
        self.queue = queue
        self.writer = writer
        self.version = version
        self.progressTokenTimeout = progressTokenTimeout
        self.indexWaitLimit = indexWaitLimit
        self.rescanInterval = rescanInterval
        self.beforeDiskWork = beforeDiskWork
    }

    /// Serves until `exit` or the end of input.
    /// - Returns: the process exit status: 0 after `shutdown`, 1 otherwise.
    public func run() -> Int32 {
        while true {
            if let status = handle(batch: queue.takeAll()) { return status }
            takeWatchedChanges()
            refreshDiagnostics()
            if !watchedChanges.isEmpty || workspaces.contains(where: { $0.hasSliceableWork || $0.publisher.isPublishing }) {
                queue.post(.continueIntake)
            }
        }
    }

    /// Handles one event; a non-nil result ends the loop with that exit status.
    func handle(_ event: Event) -> Int32? {
        switch event {
        case .message(let message) where mustWait(message):
            waitForIndex(message)
        case .message(.request(let id, let method, let params)):
            handleRequest(id: id, method: method, params: params)
        case .message(.notification(let method, let params)):
            return handleNotification(method: method, params: params)
        case .message(.response(let id, let outcome)):
            handleResponse(id: id, outcome: outcome)
        case .undecodable(let failure):
            if let id = failure.id {
                writer.send(.response(id: id, error: failure.error))
            } else if failure.isRequest {
                // A request whose id is unusable still gets its error, with a null id (JSON-RPC 2.0, section 5).
                writer.send(.response(id: nil, error: failure.error))
            } else {
                log(.error, "di-lsp: ignored a malformed message: \(failure.error.message)")
            }
        case .badFrame(let error):
            log(.error, "di-lsp: ignored malformed input: \(error.message)")
        case .workspaceLoaded(let loaded, let serial):
            finishLoading(loaded, workspace: serial)
        case .indexWaitExpired(let id):
            stopWaiting(id)
        case .diskRefreshed(let result, let serial):
            finishDiskRefresh(result, workspace: serial)
        case .generatedFilesChecked(let stale, let serial, let version):
            finishGeneratedFileCheck(stale, workspace: serial, inputsVersion: version)
        case .progressTokenTimedOut:
            if case .waitingForProgressToken = loading {
                log(.warning, "di-lsp: the client did not answer window/workDoneProgress/create; indexing without progress")
                startLoading(progress: nil)
            }
        case .rescanTimerFired:
            rescanDisk()
        case .continueIntake:
            break  // The loop takes the next slice after this batch.
        case .inputClosed:
            return lifecycle == .shutDown ? 0 : 1
        }
        return nil
    }

    /// Rescans edited files, re-analyses if a summary changed, and publishes the differences, in every workspace.
    func refreshDiagnostics() {
        for workspace in workspaces { refreshDiagnostics(of: workspace) }
        if analysisChanged { requestRefreshes() }
        analysisChanged = false
    }

    private func refreshDiagnostics(of workspace: Workspace) {
        flushEdits(in: workspace)
        startGeneratedFileCheckIfIdle(workspace)
        guard workspace.isLoaded, !workspace.isTakingBatch else { return }
        let started = DispatchTime.now().uptimeNanoseconds
        let conversions = conversions(in: workspace)
        var published = 0
        if workspace.generatedFiles.takeDiagnosticsChanged() || analysisChanged || !workspace.intake.pathsWithNewText.isEmpty
            || workspace.configurationChanged
        {
            workspace.publisher.start(workspace, newText: workspace.takePathsWithNewText())
            if let problems = workspace.takeChangedConfigurationProblems() {
                notify(conversions.configurationDiagnostics(problems))
                published += 1
            }
        }
        guard workspace.publisher.isPublishing else { return }
        // Slices until done, or until something new arrived: the next turn of the loop handles it first.
        published += workspace.publisher.resume(
            workspace, conversions: conversions, includeRelated: capabilities.supportsDiagnosticRelatedInformation,
            shouldPause: { queue.hasPending }, send: send)
        if Workspace.tracesTiming {
            let elapsed = (DispatchTime.now().uptimeNanoseconds - started) / 1000
            let paused = workspace.publisher.isPublishing ? " (paused for newer work)" : ""
            FileHandle.standardError.write(Data("di-lsp: published \(published) file(s) in \(elapsed) µs\(paused)\n".utf8))
        }
    }

    /// Encoding is independent per file and dominates a large first publish: done on all cores, written in order.
    private func send(_ notifications: [PublishDiagnosticsNotification]) {
        let bodies = parallelMap(notifications) { $0.directlyEncodedNotification() ?? (try? TypedEnvelopes.notification($0)) }
        for body in bodies { if let body { writer.send(body: body) } }
    }

    /// Rescans the files of `workspace` edited since its last flush (re-analysing if a summary changed) and logs
    /// any notes.
    /// `forRequest`: before answering, only what the open documents' edits need, never a slice of a batch of
    /// files being taken (the loop takes those between requests).
    /// When the change rebinds thousands of components, the open documents' diagnostics are published before the
    /// rest is analysed, whether a request or the loop asked (editors send requests right after an edit).
    func flushEdits(in workspace: Workspace, forRequest: Bool = false) {
        let publishAhead = { [self] (first: [FileID: [CoreDiagnostic]]) in
            guard !workspace.isTakingBatch else { return }
            workspace.publisher.publishAhead(
                first, workspace: workspace, conversions: conversions(in: workspace),
                includeRelated: capabilities.supportsDiagnosticRelatedInformation, send: send)
        }
        if workspace.flush(openDocumentsOnly: forRequest, publishFirst: publishAhead) { analysisChanged = true }
        for note in workspace.notes { log(.warning, note) }
        workspace.notes = []
    }

    func conversions(in workspace: Workspace) -> ProtocolConversions { ProtocolConversions(workspace: workspace, encoding: encoding) }

    // MARK: - Sending

    func notify(_ notification: some LSPNotification) {
        guard let body = try? TypedEnvelopes.notification(notification) else { return }
        writer.send(body: body)
    }

    func log(_ type: MessageType, _ message: String) {
        notify(LogMessageNotification(type: type, message: message))
    }

    func sendRequest(_ request: some LSPRequest, purpose: OutgoingRequest) {
        let id = RequestID.int(nextOutgoingID)
        nextOutgoingID += 1
        guard let message = try? JSONRPCMessage.request(id: id, request) else { return }
        outgoingRequests[id] = purpose
        writer.send(message)
    }
}
