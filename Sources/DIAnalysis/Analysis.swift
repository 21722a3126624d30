import DIIndex
import DIResolver
import DIScanner

/// The analysis of one snapshot: the resolution and its diagnostics, plus queries in editor terms.
/// Immutable; a new snapshot gets a new analysis.
public struct Analysis: Sendable {
    public let snapshot: Snapshot
    public let resolution: Resolution
    /// Swinject's registrations and resolutions, bound (inactive when no file imports Swinject).
    public let swinject: SwinjectAnalysis
    public let configuration: AnalysisConfiguration
    /// Sorted by file, then position, then code.
    public let diagnostics: [Diagnostic]
    /// Diagnostics grouped by the file they are reported in.
    public let diagnosticsByFile: [FileID: [Diagnostic]]

    public var graph: ComponentGraph { resolution.graph }

    public func diagnostics(in file: FileID) -> [Diagnostic] { diagnosticsByFile[file] ?? [] }

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
}

/// Builds the graph of `snapshot`, resolves it and words every problem as a diagnostic. An analysis that will
/// never be `updated` (a batch check) can say so and keep less (see `buildGraph`). `graphBuilt` sees the graph
/// before resolution starts, and `contextsMade` the resolution before its problems are looked for (see
/// `resolve`), so work that needs only those can run meanwhile.
public func analyze(
    _ snapshot: Snapshot, configuration: AnalysisConfiguration = AnalysisConfiguration(), updatable: Bool = true,
    graphBuilt: (ComponentGraph) -> Void = { _ in }, contextsMade: (Resolution) -> Void = { _ in }
) -> Analysis {
    let graph = buildGraph(snapshot, configuration: configuration.graph, updatable: updatable)
    graphBuilt(graph)
    let resolution = resolve(graph, limits: configuration.limits, contextsMade: contextsMade)
    return Analysis(resolution: resolution, swinject: swinjectAnalysis(of: graph, configuration: configuration), configuration: configuration)
}

private func swinjectAnalysis(
    of graph: ComponentGraph, configuration: AnalysisConfiguration, previous: SwinjectAnalysis? = nil, changedFiles: Set<FileID> = []
) -> SwinjectAnalysis {
    analyzeSwinject(
        graph.snapshot, typeMatcher: graph.typeMatcher,
        reportsUnused: configuration.overrides[.unusedRegistration].map { $0 != .off } == true, previous: previous,
        changedFiles: changedFiles)
}

extension Analysis {
    /// The analysis of `snapshot`, which differs from this analysis's snapshot only in `changedFiles`
    /// (as `Snapshot.apply` reports them). Reuses the graph and the resolution of everything the change
    /// cannot affect; the result equals `analyze(snapshot, configuration:)`.
    public func updated(to snapshot: Snapshot, changedFiles: Set<FileID>) -> Analysis {
        guard !changedFiles.isEmpty else {
            return Analysis(
                snapshot: snapshot, resolution: resolution, swinject: swinject, configuration: configuration, diagnostics: diagnostics,
                diagnosticsByFile: diagnosticsByFile)
        }
        let (graph, delta) = resolution.graph.updated(to: snapshot, changedFiles: changedFiles)
        return Analysis(
            resolution: resolution.updated(to: graph, delta: delta), swinject: swinjectUpdated(graph: graph, changedFiles: changedFiles),
            configuration: configuration)
    }

    /// The Swinject analysis of `graph`'s snapshot: this one when no changed file can change it (most edits).
    func swinjectUpdated(graph: ComponentGraph, changedFiles: Set<FileID>) -> SwinjectAnalysis {
        let old = snapshot
        // Without Swinject imported anywhere, only an edit that imports it can turn the front end on.
        if !swinject.isActive, !graph.snapshot.importsSwinject {
            return swinject
        }
        let unchanged = changedFiles.allSatisfy { SwinjectFileInputs(old.file($0)) == SwinjectFileInputs(graph.snapshot.file($0)) }
        return unchanged
            ? swinject.rebased(on: graph.snapshot)
            : swinjectAnalysis(of: graph, configuration: configuration, previous: swinject, changedFiles: changedFiles)
    }

    /// Words every problem, applies the configured severities and sorts.
    init(resolution: Resolution, swinject: SwinjectAnalysis, configuration: AnalysisConfiguration) {
        // A check whose code is off by default runs only when configured (`DiagnosticCode.isEnabledByDefault`).
        let problems = configuration.reportsUnusedProviders
            ? resolution.problems + unusedProviders(in: resolution) : resolution.problems
        var diagnostics = worded(problems, swinject: swinject, resolution: resolution, configuration: configuration)
        if let context = configuration.unitSuggestion {
            diagnostics = suggestingUnits(
                diagnostics, resolution: resolution, context: context, setting: configuration.overrides[.separateApps])
        }
        self.init(
            snapshot: resolution.graph.snapshot, resolution: resolution, swinject: swinject, configuration: configuration,
            diagnostics: diagnostics,
            diagnosticsByFile: Dictionary(grouping: diagnostics, by: \.location.file))
    }
}

/// `problems` and Swinject's as sorted diagnostics, with the configured severities (those turned off left out).
private func worded(
    _ problems: [Problem], swinject: SwinjectAnalysis, resolution: Resolution, configuration: AnalysisConfiguration,
    files: Set<FileID>? = nil
) -> [Diagnostic] {
    let words = ProblemWording(resolution: resolution)
    let swinjectWords = SwinjectWording(swinject: swinject, snapshot: resolution.graph.snapshot)
    let swinjectProblems = files.map { files in swinject.problems.filter { files.contains($0.site.file) } } ?? swinject.problems
    // Wording is pure and, in a broken workspace, runs for thousands of problems: use every core.
    var diagnostics = parallelMap(problems, minimumCount: 64) { problem -> Diagnostic? in
        configured(words.diagnostic(for: problem), configuration)
    }.compactMap { $0 } + swinjectProblems.compactMap { problem in
        swinjectWords.diagnostic(for: problem).flatMap { configured($0, configuration) }
    }
    diagnostics.sort { ($0.location, $0.code.rawValue, $0.message) < ($1.location, $1.code.rawValue, $1.message) }
    return diagnostics
}

/// The diagnostic with its configured severity; nil when turned off (or off by default and not configured).
private func configured(_ diagnostic: Diagnostic, _ configuration: AnalysisConfiguration) -> Diagnostic? {
    var diagnostic = diagnostic
    if let setting = configuration.overrides[diagnostic.code] {
        guard let severity = setting.severity else { return nil }
        diagnostic.severity = severity
    } else if !diagnostic.code.isEnabledByDefault {
        return nil
    }
    return diagnostic
}

extension AnalysisConfiguration {
    var reportsUnusedProviders: Bool { overrides[.unusedProvider].map { $0 != .off } == true }
}

/// An update in two steps: the diagnostics of some files (the documents open in an editor) first, then the rest
/// (`finished()`). When a provider thousands of components read changes, what the user looks at is not behind them.
public struct AnalysisUpdate: Sendable {
    /// The diagnostics of the first files, by file (a file without any is absent), as the finished analysis has
    /// them; nil when the update was done in one step.
    public let firstDiagnostics: [FileID: [Diagnostic]]?
    private let finishedAnalysis: Analysis?
    private let unfinished: Resolution?
    private let swinject: SwinjectAnalysis
    private let configuration: AnalysisConfiguration

    /// The whole analysis, equal to `Analysis.updated(to:changedFiles:)`.
    public func finished() -> Analysis {
        finishedAnalysis ?? Analysis(resolution: unfinished!.finished(), swinject: swinject, configuration: configuration)
    }

    init(_ analysis: Analysis) {
        (firstDiagnostics, finishedAnalysis, unfinished, swinject, configuration) =
            (nil, analysis, nil, analysis.swinject, analysis.configuration)
    }

    init(unfinished: Resolution, swinject: SwinjectAnalysis, firstFiles: Set<FileID>, configuration: AnalysisConfiguration) {
        let problems = unfinished.candidateProblems(reportedIn: firstFiles)
        let diagnostics = worded(problems, swinject: swinject, resolution: unfinished, configuration: configuration, files: firstFiles)
            .filter { firstFiles.contains($0.location.file) }
        (firstDiagnostics, finishedAnalysis, self.unfinished, self.swinject, self.configuration) =
            (Dictionary(grouping: diagnostics, by: \.location.file), nil, unfinished, swinject, configuration)
    }
}

extension Analysis {
    /// `updated(to:changedFiles:)` with `firstFiles`' diagnostics known before the rest when the change rebinds
    /// at least `minimumDeferred` components reported elsewhere. Diagnostics that depend on every binding (unused
    /// providers, when configured) or on every diagnostic (the suggestion of units) are made in one step.
    public func updated(
        to snapshot: Snapshot, changedFiles: Set<FileID>, firstFiles: Set<FileID>, minimumDeferred: Int = 1000
    ) -> AnalysisUpdate {
        guard !changedFiles.isEmpty, !firstFiles.isEmpty, !configuration.reportsUnusedProviders else {
            return AnalysisUpdate(updated(to: snapshot, changedFiles: changedFiles))
        }
        let (graph, delta) = resolution.graph.updated(to: snapshot, changedFiles: changedFiles)
        let suggestsUnits = configuration.unitSuggestion != nil && graph.roots.count > 1
            && !(graph.duplicateComponents.isEmpty && graph.duplicateDependencyProtocols.isEmpty)
        let priority = suggestsUnits ? nil : UpdatePriority(files: firstFiles, minimumDeferred: minimumDeferred)
        let next = resolution.updated(to: graph, delta: delta, priority: priority)
        let swinject = swinjectUpdated(graph: graph, changedFiles: changedFiles)
        guard !next.isFinished else { return AnalysisUpdate(Analysis(resolution: next, swinject: swinject, configuration: configuration)) }
        return AnalysisUpdate(unfinished: next, swinject: swinject, firstFiles: firstFiles, configuration: configuration)
    }
}
