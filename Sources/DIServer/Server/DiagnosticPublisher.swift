import DIAnalysis
import DIIndex
import DIProtocol

/// Pushes diagnostics for every workspace file with problems, open or not, and only what changed: a file whose
/// diagnostics are the same as last sent gets nothing, a file whose problems are gone gets an empty list.
struct DiagnosticPublisher {
    /// What was last sent, by path: the core's diagnostics (cheap to compare) and their LSP form.
    private var sentCore: [String: [CoreDiagnostic]] = [:]
    private var sentProtocol: [String: [LSPDiagnostic]] = [:]
    /// Paths sent by `publishAhead` since the last `publish`, with the text they were converted from.
    private var sentAhead = Set<String>()

    /// Compares the workspace's diagnostics (every unit's, merged) with what was sent and hands `send` the
    /// notifications to send: first those of the documents open in the editor, then the others, each group in
    /// path order. When a change affects thousands of files, what the user looks at is not behind them.
    ///
    /// A file is converted again only when its core diagnostics changed or when a file they point into has new
    /// text (positions may have moved there even if byte offsets did not).
    mutating func publish(
        _ workspace: Workspace, conversions: ProtocolConversions, includeRelated: Bool, send: ([PublishDiagnosticsNotification]) -> Void
    ) {
        let snapshot = workspace.snapshot
        var current: [String: [CoreDiagnostic]] = [:]
        for (file, diagnostics) in workspace.diagnosticsByFile {
            guard let path = snapshot.file(file)?.path else { continue }
            current[path] = diagnostics
        }
        let open = workspace.openPaths
        let paths = Set(current.keys).union(sentCore.keys)
        for group in [paths.filter(open.contains).sorted(), paths.filter { !open.contains($0) }.sorted()] {
            workspace.prepareConverters(forPaths: group)
            let notifications = group.compactMap { path in
                notification(path, current[path] ?? [], workspace: workspace, conversions: conversions, includeRelated: includeRelated)
            }
            if !notifications.isEmpty { send(notifications) }
        }
        workspace.pathsWithNewText = []
        sentAhead = []
    }

    /// Sends `diagnostics`, those of open documents known before the rest of an analysis (`Workspace.flush`);
    /// the next `publish` sends them again only if they change.
    mutating func publishAhead(
        _ diagnostics: [FileID: [CoreDiagnostic]], workspace: Workspace, conversions: ProtocolConversions, includeRelated: Bool,
        send: ([PublishDiagnosticsNotification]) -> Void
    ) {
        let byPath = diagnostics.compactMap { file, found in workspace.snapshot.file(file).map { ($0.path, found) } }.sorted { $0.0 < $1.0 }
        workspace.prepareConverters(forPaths: byPath.map(\.0))
        let notifications = byPath.compactMap { path, found in
            notification(path, found, workspace: workspace, conversions: conversions, includeRelated: includeRelated)
        }
        sentAhead.formUnion(byPath.map(\.0))
        if !notifications.isEmpty { send(notifications) }
    }

    /// The notification for `path` when its diagnostics differ from what was last sent, recording them as sent.
    private mutating func notification(
        _ path: String, _ diagnostics: [CoreDiagnostic], workspace: Workspace, conversions: ProtocolConversions, includeRelated: Bool
    ) -> PublishDiagnosticsNotification? {
        let newText = workspace.pathsWithNewText
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
