import DIAnalysis
import DIFileSystem
import DIIndex
import DIProtocol
import DIResolver
import DIWorkspace
import Foundation

/// The server's picture of the workspace: every file's text (`FileTexts`), what waits to be taken (`PendingIntake`),
/// the snapshot and its latest analysis, the configuration and modules, disk work, generated-file checks and what
/// was published, each concern a value with its own rules.
///
/// Text changes only mark paths as pending; `flush()` rescans them in one go, so a burst of edits costs one
/// analysis. Used from the main loop only.
final class Workspace {
    /// Names this workspace in events that come back from background work (it may be gone by then).
    let serial: Int
    private(set) var roots: [String] = []
    private(set) var snapshot = Snapshot()
    /// Each generation unit's analysis (`units` in `.di-lsp.json`); one, of the whole snapshot, without units.
    private(set) var units = [UnitAnalysis(unit: GenerationUnit(name: "", root: "/"), analysis: analyze(Snapshot()))]
    /// Open documents and disk text.
    private(set) var texts = FileTexts()
    /// False until the first index arrives; before that, edits wait in `intake`.
    private(set) var isLoaded = false
    /// Text changes and disk files not yet taken.
    private(set) var intake = PendingIntake()
    /// Notes for `window/logMessage` (skipped files), drained by the server.
    var notes: [String] = []
    /// The workspace's `.di-lsp.json` (defaults until the first index, or when absent or broken).
    private(set) var configuration = WorkspaceConfiguration(root: "/") {
        didSet { scope = configuration.files.scope }
    }
    /// The configuration's `include` and `exclude`, ready for many paths.
    private(set) var scope = WorkspaceConfiguration(root: "/").files.scope
    private(set) var configurationProblems: [ConfigurationProblem] = []
    /// The configuration `units` were analysed with: another one means analysing from scratch.
    private var analyzedConfiguration: WorkspaceConfiguration?
    /// Set when the configuration changed: the next flush analyses from scratch with it, and its problems
    /// are published again.
    private(set) var configurationChanged = false
    private var publishedConfigurationProblems: [ConfigurationProblem] = []
    private var modules = WorkspaceModules()
    /// Set when some file's module changed: the next flush analyses from scratch (a patch keeps modules).
    private var modulesChanged = false

    /// What was last published for this workspace's files.
    var publisher = DiagnosticPublisher()
    /// Disk work running and waiting.
    var disk = DiskRefreshQueue()
    /// Generated files that differ from what di-gen would write now, and the check that finds them.
    var generatedFiles = GeneratedFileState()

    init(serial: Int = 0) {
        self.serial = serial
    }

    /// `DI_LSP_TRACE_TIMING=1` writes how long each rescan and analysis took to stderr (never to the protocol).
    static let tracesTiming = ProcessInfo.processInfo.environment["DI_LSP_TRACE_TIMING"] == "1"

    func setRoots(_ paths: [String]) {
        roots = paths.map(Self.standardized)
    }

    /// Takes the first index; open documents edited meanwhile are rescanned by the next `flush()`.
    func adopt(_ loaded: LoadedFiles) {
        snapshot = loaded.snapshot
        units = loaded.units
        analyzedConfiguration = loaded.configuration
        texts.adoptDisk(loaded.diskBytes, stamps: loaded.stamps)
        notes += loaded.notes
        configuration = loaded.configuration
        configurationProblems = loaded.configurationProblems
        configurationChanged = true
        modules = loaded.modules
        intake.rescan(texts.openPaths)
        intake.allTextIsNew(snapshot.files.map(\.path))
        isLoaded = true
        generatedFiles.inputsChanged()
    }

    // MARK: - Paths and URIs

    /// The path a document URI names, or nil for URIs that are not local files.
    func path(of uri: DocumentURI) -> String? {
        FileURI.path(from: uri).map(Self.standardized)
    }

    /// The URI to report for `path`: the client's own spelling for open documents, else the encoded path.
    func uri(ofPath path: String) -> DocumentURI { texts.uri(ofPath: path) }

    func fileID(of uri: DocumentURI) -> FileID? {
        path(of: uri).flatMap(snapshot.id(forPath:))
    }

    /// The paths of the documents open in the editor.
    var openPaths: Set<String> { Set(texts.openPaths) }

    /// The documents open in the editor, by the client's URI.
    var documents: DocumentStore { texts.documents }

    /// Whether `path` lies under a root and outside the folders discovery skips (hidden, vendored, build). In a
    /// workspace without folders (files opened outside every project), the open documents are its files.
    func isWorkspaceFile(_ path: String) -> Bool {
        guard !roots.isEmpty else { return path.hasSuffix(".swift") && texts.isOpen(path) }
        return Self.isWorkspaceFile(path, roots: roots, scope: scope)
    }

    /// `scope`: the configuration's (`files.scope`), made once for many paths.
    static func isWorkspaceFile(_ path: String, roots: [String], scope: PathScope) -> Bool {
        guard path.hasSuffix(".swift"), scope.contains(path: path) else { return false }
        return roots.contains { root in
            guard path.hasPrefix(root == "/" ? "/" : root + "/") else { return false }
            let components = path.dropFirst(root.count).split(separator: "/")
            return !components.dropLast().contains { isSkippedFolder(String($0)) } && components.last?.hasPrefix(".") == false
        }
    }

    static func standardized(_ path: String) -> String {
        FileURI.normalizedPath(path)
    }

    // MARK: - Text

    /// The text the analysis should see for `path`: the open document's, else the disk's.
    func bytes(ofPath path: String) -> [UInt8]? { texts.bytes(ofPath: path) }

    /// Position conversions for the current text of `path`.
    func converter(forPath path: String) -> PositionConverter? { texts.converter(forPath: path) }

    /// Builds the converters of `paths` not yet cached, on all cores.
    func prepareConverters(forPaths paths: [String]) { texts.prepareConverters(forPaths: paths) }

    func converter(for file: FileID) -> PositionConverter? {
        snapshot.file(file).flatMap { converter(forPath: $0.path) }
    }

    /// Records `didOpen`. Documents that are not local files (`untitled:`) are kept, so their edits apply, but
    /// they are not analysed.
    func open(_ item: TextDocumentItem) {
        let path = path(of: item.uri)
        texts.open(item, path: path)
        if let path { intake.textChanged(at: path) }
    }

    func change(_ notification: DidChangeTextDocumentNotification, encoding: PositionEncoding) throws(DocumentStore.ChangeError) {
        try texts.change(notification, encoding: encoding)
        if let path = path(of: notification.textDocument.uri) { intake.textChanged(at: path) }
    }

    /// The document's truth is the disk again: its last known disk text (or none, if it is not a workspace
    /// file) until the disk is read again.
    /// - Returns: the path to read again, when the document was a local file.
    func close(_ uri: DocumentURI) -> String? {
        let path = path(of: uri)
        guard texts.close(uri, path: path), let path else { return nil }
        intake.textChanged(at: path)
        return isLoaded ? path : nil
    }

    /// Takes what a `DiskRefresh` read: a new configuration (the next flush analyses from scratch with it) and
    /// files that changed, appeared or went away; open documents keep their text.
    func apply(_ result: DiskRefreshResult) {
        if let (newConfiguration, problems) = result.configuration {
            configuration = newConfiguration
            configurationProblems = problems
            configurationChanged = true
        }
        // A walk done with the refresh (a build description or the configuration changed, or the client does
        // not watch files): its modules first, so the files below are scanned with theirs.
        if let discovery = result.discovery { adoptModules(of: discovery) }
        intake.add(diskFiles: result.files)
        takeDiskFiles()
    }

    /// Whether files of a batch wait to be taken: the loop comes back for the next slice.
    var hasSliceableWork: Bool { isLoaded && !intake.isEmpty }

    /// Diagnostics wait while a batch is taken (`DiskRefreshQueue.awaitsBatch`).
    var isTakingBatch: Bool { hasSliceableWork || (disk.awaitsBatch && isLoaded) }

    /// Takes a slice of the files a refresh read.
    private func takeDiskFiles() {
        for (path, file) in intake.takeDiskFiles() where texts.takeFromDisk(path, file) {
            intake.textChanged(at: path)
        }
    }

    /// Takes the modules `discovery` found; files whose module changed are rescanned and the next analysis
    /// starts from scratch.
    private func adoptModules(of discovery: Discovery) {
        modules = WorkspaceModules(discovery)
        for file in snapshot.files where modules.module(forPath: file.path) != file.module {
            intake.textChanged(at: file.path)
            modulesChanged = true
        }
        let generated = generatedCodeModule(output: nil, configuration: configuration, modules: modules.lookup)
        if generated != configuration.analysis.graph.generatedCodeModule {
            configuration.analysis.graph.generatedCodeModule = generated
            configurationChanged = true
        }
    }

    /// Whether the first walk read the whole tree: a refresh re-walks it only then (walking a tree that hit the
    /// limit on every save would be wasted work; the files already known are still compared).
    var walkIsComplete: Bool { modules.walkIsComplete }

    /// Whether `path` is the configuration file of this workspace.
    func isConfigurationFile(_ path: String) -> Bool { path == Self.standardized(configuration.filePath) }

    /// The configuration's problems when they differ from those last taken (the caller publishes them):
    /// nothing is sent for a workspace without a broken configuration, and a fixed one gets an empty list.
    func takeChangedConfigurationProblems() -> [ConfigurationProblem]? {
        guard configurationChanged else { return nil }
        configurationChanged = false
        guard configurationProblems != publishedConfigurationProblems else { return nil }
        publishedConfigurationProblems = configurationProblems
        return configurationProblems
    }

    /// The paths whose text changed since this was last asked (a publication starts with them).
    func takePathsWithNewText() -> Set<String> { intake.takePathsWithNewText() }

    // MARK: - Analysis

    /// The analysis that answers questions about `file`: the first unit's that includes it.
    func analysis(for file: FileID) -> Analysis {
        guard units.count > 1 else { return units[0].analysis }
        return units.first { $0.analysis.snapshot.file(file) != nil }?.analysis ?? units[0].analysis
    }

    /// Every unit's analysis, in the configuration's order.
    var analyses: [Analysis] { units.map(\.analysis) }

    /// The first unit's answer to a question asked by name (an item the client sent back).
    func firstAnswer<Answer>(_ question: (Analysis) -> Answer?) -> Answer? {
        for unit in units { if let answer = question(unit.analysis) { return answer } }
        return nil
    }

    /// Distinct components across the units.
    var componentCount: Int { distinctComponentCount(units.map { ($0.unit.name, $0.analysis) }) }

    /// Each file's diagnostics, every finding once, naming its units when there are several (`mergedDiagnostics`),
    /// and the stale generated files' warnings.
    var diagnosticsByFile: [FileID: [DIAnalysis.Diagnostic]] {
        withGeneratedFileWarnings(units.count > 1
            ? Dictionary(grouping: mergedDiagnostics(units.map { ($0.unit.name, $0.analysis) }), by: \.location.file)
            : units[0].analysis.diagnosticsByFile)
    }

    /// `diagnostics` with the stale generated files' warnings among them; with `files`, only those files', each
    /// present (an empty list when it has none).
    private func withGeneratedFileWarnings(
        _ diagnostics: [FileID: [DIAnalysis.Diagnostic]], of files: Set<FileID>? = nil
    ) -> [FileID: [DIAnalysis.Diagnostic]] {
        var byFile = diagnostics
        for stale in generatedFiles.stale where files?.contains(stale.diagnostic.location.file) ?? true {
            byFile[stale.diagnostic.location.file, default: []].append(stale.diagnostic)
        }
        for file in files ?? [] where byFile[file] == nil { byFile[file] = [] }
        return byFile
    }

    /// Rescans the pending paths into the snapshot and updates the analysis when a summary changed.
    /// `openDocumentsOnly`: while a batch is taken in slices, only the open documents' paths (a request must
    /// see what the user typed, and must not wait for a slice of the batch).
    /// `publishFirst`: when a change rebinds thousands of components, handed the open documents' diagnostics
    /// (final) before the rest of the analysis is done.
    /// - Returns: true when there is a new analysis.
    @discardableResult
    func flush(openDocumentsOnly: Bool = false, publishFirst: (([FileID: [DIAnalysis.Diagnostic]]) -> Void)? = nil) -> Bool {
        guard isLoaded else { return false }
        let inBatch = intake.isBatch
        if openDocumentsOnly && inBatch {
            guard texts.openPaths.contains(where: intake.paths.contains) else { return false }
        } else {
            takeDiskFiles()
        }
        guard !intake.paths.isEmpty || configurationChanged else { return false }
        var changes: [FileChange] = []
        // A generated file's text counts even when its summary does not change (the analysis skips it).
        if !generatedFilePaths.isDisjoint(with: intake.paths) { generatedFiles.inputsChanged() }
        for path in intake.slice(open: texts.openPaths, openDocumentsOnly: openDocumentsOnly && inBatch) {
            guard isWorkspaceFile(path), let bytes = bytes(ofPath: path) else {
                changes.append(.remove(path))
                continue
            }
            if bytes.count > WorkspaceLoading.maximumFileSize {
                notes.append("di-lsp: " + tooLargeSwiftFileNote(path: path, size: bytes.count))
                changes.append(.remove(path))
                continue
            }
            changes.append(.set(path, module: modules.module(forPath: path), bytes: bytes))
        }
        for change in changes { intake.taken(change.path) }
        let started = DispatchTime.now().uptimeNanoseconds
        let changedFiles = snapshot.apply(changes)
        let reconfigured = (configurationChanged && configuration != analyzedConfiguration) || modulesChanged
        modulesChanged = false
        guard !changedFiles.isEmpty || reconfigured else { return false }
        let scanned = DispatchTime.now().uptimeNanoseconds
        let previous = units
        // Reuses the graph and resolution of everything the change cannot affect; equal to a fresh `analyze`.
        // A new configuration changes what everything means, so it starts from scratch.
        if reconfigured {
            units = analyzeUnits(snapshot, configuration: configuration, updatable: true)
        } else if let publishFirst, previous.count == 1, !texts.openPaths.isEmpty {
            let open = Set(texts.openPaths.compactMap { snapshot.id(forPath: $0) })
            let update = previous[0].updated(to: snapshot, changedFiles: changedFiles, firstFiles: open)
            if let first = update.firstDiagnostics {
                publishFirst(withGeneratedFileWarnings(first, of: open))
                if Self.tracesTiming {
                    let ahead = (DispatchTime.now().uptimeNanoseconds - started) / 1000
                    FileHandle.standardError.write(Data("di-lsp: published the open documents' diagnostics \(ahead) µs after the rescan began\n".utf8))
                }
            }
            units = [update.finished()]
        } else {
            units = previous.map { $0.updated(to: snapshot, changedFiles: changedFiles) }
        }
        analyzedConfiguration = configuration
        generatedFiles.inputsChanged()
        // Freeing a whole graph takes milliseconds at 10,000 components; do it off the loop.
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(previous) {} }
        if Self.tracesTiming {
            let ended = DispatchTime.now().uptimeNanoseconds
            FileHandle.standardError.write(Data(
                "di-lsp: rescanned \(changes.count) file(s) in \((scanned - started) / 1000) µs, analysed in \((ended - scanned) / 1000) µs\n".utf8))
        }
        return true
    }
}
