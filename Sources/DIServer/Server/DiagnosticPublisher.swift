import DIAnalysis
import DIIndex
import DIProtocol

/// Pushes diagnostics for every workspace file with problems, open or not, and only what changed: a file whose
/// diagnostics are the same as last sent gets nothing, a file whose problems are gone gets an empty list.
///
/// A publication goes in slices, so that a change breaking thousands of files never holds up what the user does
/// next: `start` takes the analysis's diagnostics, `resume` compares and sends a slice at a time until done or
/// until the caller has newer work; a newer analysis starts a new publication, and what the old one had not sent
/// yet is never sent.
struct DiagnosticPublisher {
    /// What was last sent, by path: the core's diagnostics (cheap to compare) and their LSP form.
    private var sentCore: [String: [CoreDiagnostic]] = [:]
    private var sentProtocol: [String: [LSPDiagnostic]] = [:]
    /// Paths sent by `publishAhead` since the last publication finished, with the text they were converted from.
    private var sentAhead = Set<String>()
    private var publication: Publication?

    /// A publication under way.
    private struct Publication {
        /// The workspace's diagnostics (every unit's, merged), by file.
        var current: [FileID: [CoreDiagnostic]]
        /// The paths not compared yet, with their files: those of the documents open in the editor first (in path
        /// order), then the files with diagnostics in the order they were indexed, then paths sent before that have
        /// none now. When a change affects thousands of files, what the user looks at is not behind them.
        var remaining: ArraySlice<(path: String, file: FileID?)>
        /// Paths whose text changed since the last finished publication (positions may have moved there).
        var newText: Set<String>
    }

    /// How many paths are compared and sent between two looks at `shouldPause`.
    static let slice = 64

    var isPublishing: Bool { publication != nil }

    /// Begins a publication of the workspace's current diagnostics, replacing one under way (its paths with new
    /// text are kept, with `newText`: the paths whose text changed since the last start).
    ///
    /// Linear in the files with diagnostics, by file number: a keystroke that breaks thousands of files starts one,
    /// and keying them by path (hashing, sorting and comparing every path) was a fifth of the server's time.
    mutating func start(_ workspace: Workspace, newText: Set<String>) {
        let snapshot = workspace.snapshot
        let current = workspace.diagnosticsByFile
        let openPaths = workspace.openPaths
        var remaining: [(path: String, file: FileID?)] = openPaths.sorted().compactMap { path in
            let file = snapshot.id(forPath: path)
            return file.map { current[$0] != nil } == true || sentCore[path] != nil ? (path, file) : nil
        }
        let openFiles = Set(remaining.compactMap(\.file))
        for file in current.keys.sorted() where !openFiles.contains(file) {
            guard let path = snapshot.file(file)?.path else { continue }
            remaining.append((path, file))
        }
        var cleared: [(path: String, file: FileID?)] = []
        for path in sentCore.keys where !openPaths.contains(path) {
            let file = snapshot.id(forPath: path)
            if file.map({ current[$0] == nil }) ?? true { cleared.append((path, file)) }
        }
        remaining += cleared.sorted { $0.path < $1.path }
        publication = Publication(current: current, remaining: remaining[...], newText: newText.union(publication?.newText ?? []))
    }

    /// Compares the publication's next paths with what was sent and hands `send` the notifications to send, a slice
    /// at a time, until every path is done or, once something was sent, `shouldPause` says newer work waits.
    /// - Returns: how many notifications were sent.
    ///
    /// A file is converted again only when its core diagnostics changed or when a file they point into has new
    /// text (positions may have moved there even if byte offsets did not).
    @discardableResult
    mutating func resume(
        _ workspace: Workspace, conversions: ProtocolConversions, includeRelated: Bool, shouldPause: () -> Bool,
        send: ([PublishDiagnosticsNotification]) -> Void
    ) -> Int {
        var sent = 0
        while var publication {
            let slice = Array(publication.remaining.prefix(Self.slice))
            publication.remaining = publication.remaining.dropFirst(slice.count)
            workspace.prepareConverters(forPaths: slice.map(\.path))
            let notifications = slice.compactMap { path, file in
                notification(
                    path, file.flatMap { publication.current[$0] } ?? [], newText: publication.newText, workspace: workspace,
                    conversions: conversions, includeRelated: includeRelated)
            }
            if !notifications.isEmpty { send(notifications) }
            sent += notifications.count
            if publication.remaining.isEmpty {
                self.publication = nil
                sentAhead = []
                return sent
            }
            self.publication = publication
            // A pause follows something sent, so a client that sees nothing between two answers knows it is done.
            if sent > 0 && shouldPause() { return sent }
        }
        return sent
    }

    /// Sends `diagnostics`, those of open documents known before the rest of an analysis (`Workspace.flush`);
    /// the next publication sends them again only if they change.
    mutating func publishAhead(
        _ diagnostics: [FileID: [CoreDiagnostic]], workspace: Workspace, conversions: ProtocolConversions, includeRelated: Bool,
        send: ([PublishDiagnosticsNotification]) -> Void
    ) {
        let byPath = diagnostics.compactMap { file, found in workspace.snapshot.file(file).map { ($0.path, found) } }.sorted { $0.0 < $1.0 }
        workspace.prepareConverters(forPaths: byPath.map(\.0))
        let newText = workspace.intake.pathsWithNewText.union(publication?.newText ?? [])
        let notifications = byPath.compactMap { path, found in
            notification(path, found, newText: newText, workspace: workspace, conversions: conversions, includeRelated: includeRelated)
        }
        sentAhead.formUnion(byPath.map(\.0))
        if !notifications.isEmpty { send(notifications) }
    }

    /// The notification for `path` when its diagnostics differ from what was last sent, recording them as sent.
    private mutating func notification(
        _ path: String, _ diagnostics: [CoreDiagnostic], newText: Set<String>, workspace: Workspace, conversions: ProtocolConversions,
        includeRelated: Bool
    ) -> PublishDiagnosticsNotification? {
        let pointsIntoNewText = !newText.isEmpty && !sentAhead.contains(path) && diagnostics.contains { diagnostic in
            ([diagnostic.location] + diagnostic.related.map(\.location)).contains { location in
                workspace.snapshot.file(location.file).map { newText.contains($0.path) } ?? false
            }
        }
        guard sentCore[path] != diagnostics || pointsIntoNewText else { return nil }
        let converted = diagnostics.compactMap { conversions.diagnostic($0, includeRelated: includeRelated) }
        sentCore[path] = diagnostics.isEmpty ? nil : diagnostics
        guard converted != (sentProtocol[path] ?? []) else { return nil }
        sentProtocol[path] = converted.isEmpty ? nil : converted
        let uri = workspace.uri(ofPath: path)
        return PublishDiagnosticsNotification(uri: uri, version: workspace.documents[uri]?.version, diagnostics: converted)
    }

    /// The paths whose last published diagnostics were not empty.
    var publishedPaths: [String] { sentProtocol.keys.sorted() }

    /// Forgets what was sent for `path`, so the next publish sends its diagnostics whether or not they changed.
    mutating func forget(_ path: String) {
        sentCore[path] = nil
        sentProtocol[path] = nil
    }
}
