import DIAnalysis
import DIFileSystem
import DIIndex
import DIResolver
import DIScanner

/// One app, extension or demo app that is generated on its own: `.di-lsp.json`'s `units`. Needle runs once per
/// app over that app's folders, so a repository holding an app, its widget and per-feature demo apps is several
/// graphs that may reuse names (each demo's `AppComponent`). Each unit is analysed as its own graph, by `--check`,
/// `di-gen` and the server alike; a file several units include is analysed in each.
public struct GenerationUnit: Sendable, Hashable {
    public var name: String
    /// Its files, relative to the configuration's folder (`modules` of this selection is unused): inside the
    /// workspace's own `include`/`exclude` too.
    public var files: FileSelection
    /// Where `di-gen generate` writes this unit's providers, relative to the configuration's folder.
    public var generatedFile: String?
    /// Files besides `generatedFile` that its providers are spread over (`Generated.part1.swift` ...), so a debug
    /// build recompiles one part after an edit; 0: one file.
    public var generatedParts = 0
    /// The module its generated code is compiled into, when the generated file's module cannot be found.
    public var module: String?

    public init(name: String, root: String, include: [String] = [], exclude: [String] = [], generatedFile: String? = nil, module: String? = nil) {
        self.name = name
        files = FileSelection(root: root, include: include, exclude: exclude)
        self.generatedFile = generatedFile
        self.module = module
    }
}

/// One unit's graph.
public struct UnitAnalysis: Sendable {
    public let unit: GenerationUnit
    public let analysis: Analysis

    public init(unit: GenerationUnit, analysis: Analysis) {
        self.unit = unit
        self.analysis = analysis
    }
}

extension WorkspaceConfiguration {
    /// The units to analyse: those configured, else one unit named after nothing that holds every file and
    /// writes `generatedFile`, so code without `units` keeps working as before.
    public var effectiveUnits: [GenerationUnit] {
        guard units.isEmpty else { return units }
        var unit = GenerationUnit(name: "", root: root, generatedFile: generatedFile)
        unit.generatedParts = generatedParts
        return [unit]
    }

    /// This configuration analysing only `units`; the implicit unit is the whole workspace, as without `units`.
    public func analysing(_ units: [GenerationUnit]) -> WorkspaceConfiguration {
        var configuration = self
        configuration.units = units.filter { !$0.isImplicit }
        return configuration
    }

    /// `unit`'s generated file joined to `root`.
    public func generatedFilePath(of unit: GenerationUnit) -> String? {
        unit.generatedFile.map { joined(root, $0) }
    }
}

/// The most part files a generated file may have.
public let maximumGeneratedParts = 256

/// The files of a generated file split in `parts`: itself, then `Name.part1.swift` ... beside it.
public func generatedFilePaths(_ output: String, parts: Int) -> [String] {
    let stem = output.hasSuffix(".swift") ? String(output.dropLast(".swift".count)) : output
    return [output] + (0..<parts).map { "\(stem).part\($0 + 1).swift" }
}

extension WorkspaceConfiguration {
    /// The analysis configuration of `unit`: the workspace's, with the module its generated code goes into.
    public func analysisConfiguration(of unit: GenerationUnit, modules: inout ModuleMap) -> AnalysisConfiguration {
        guard !units.isEmpty else { return analysis }
        var configuration = analysis
        configuration.graph.generatedCodeModule = unit.module ?? generatedFilePath(of: unit).flatMap { modules.module(forPath: $0) }
        return configuration
    }
}

/// Each unit's analysis of `snapshot`: the files of the unit, with its generated code's module (found with
/// `modules`, discovery's lookup, when given). With one unit (no `units` configured) this is `analyze(snapshot)`.
/// `graphBuilt` sees each unit's graph (with the unit's index) before it is resolved, `contextsMade` its
/// resolution before the problems are looked for (`analyze`).
public func analyzeUnits(
    _ snapshot: Snapshot, configuration: WorkspaceConfiguration, updatable: Bool, modules: ModuleMap? = nil,
    graphBuilt: (Int, ComponentGraph) -> Void = { _, _ in }, contextsMade: (Int, Resolution) -> Void = { _, _ in }
) -> [UnitAnalysis] {
    guard !configuration.units.isEmpty else {
        let analysis = analyze(
            snapshot, configuration: configuration.analysis, updatable: updatable, graphBuilt: { graphBuilt(0, $0) },
            contextsMade: { contextsMade(0, $0) })
        return [UnitAnalysis(unit: configuration.effectiveUnits[0], analysis: analysis)]
    }
    var modules = modules ?? ModuleMap(selection: configuration.files)
    let files = UnitFiles(snapshot, root: configuration.root)
    return configuration.units.enumerated().map { index, unit in
        UnitAnalysis(
            unit: unit,
            analysis: analyze(
                files.snapshot(of: unit), configuration: configuration.analysisConfiguration(of: unit, modules: &modules),
                updatable: updatable, graphBuilt: { graphBuilt(index, $0) }, contextsMade: { contextsMade(index, $0) }))
    }
}

extension UnitAnalysis {
    /// This unit's analysis of the workspace's `snapshot`, which differs from the one analysed before only in
    /// `changedFiles` (`Analysis.updated`): equal to analysing the unit afresh.
    public func updated(to snapshot: Snapshot, changedFiles: Set<FileID>) -> UnitAnalysis {
        let files = unitSnapshot(snapshot, changedFiles: changedFiles)
        return UnitAnalysis(unit: unit, analysis: analysis.updated(to: files, changedFiles: changedFiles))
    }

    /// The same in two steps (`Analysis.updated(to:changedFiles:firstFiles:)`): `firstFiles`' diagnostics may be
    /// known before the rest is finished.
    public func updated(
        to snapshot: Snapshot, changedFiles: Set<FileID>, firstFiles: Set<FileID>
    ) -> (firstDiagnostics: [FileID: [Diagnostic]]?, finished: () -> UnitAnalysis) {
        let files = unitSnapshot(snapshot, changedFiles: changedFiles)
        let update = analysis.updated(to: files, changedFiles: changedFiles, firstFiles: firstFiles)
        return (update.firstDiagnostics, { UnitAnalysis(unit: unit, analysis: update.finished()) })
    }
}

extension GenerationUnit {
    /// The unit of a configuration without `units`: every file, the configuration's `generatedFile`.
    public var isImplicit: Bool { name.isEmpty }

    /// Whether the unit is the whole workspace (no `include` or `exclude` of its own).
    public var includesEverything: Bool {
        files.include.isEmpty && files.exclude.isEmpty && files.excludeContaining.isEmpty && files.excludeSuffixes.isEmpty
    }
}

extension UnitAnalysis {
    /// The unit's files in `snapshot`, which differs from the one analysed only in `changedFiles`: the files it
    /// had, with the changed ones judged again (the unit's other files cannot have moved in or out).
    fileprivate func unitSnapshot(_ snapshot: Snapshot, changedFiles: Set<FileID>) -> Snapshot {
        guard !unit.includesEverything else { return snapshot }
        let scope = unit.files.scope
        let changed = changedFiles.filter { id in snapshot.path(of: id).map { scope.contains(path: $0) } ?? false }
        return snapshot.keeping(ids: (analysis.snapshot.fileIDs.filter { !changedFiles.contains($0) } + changed).sorted())
    }
}

/// The files of `snapshot` that `unit` includes, with the same ids.
public func unitSnapshot(_ snapshot: Snapshot, _ unit: GenerationUnit) -> Snapshot {
    guard !unit.includesEverything else { return snapshot }
    let scope = unit.files.scope
    var ids: [FileID] = []
    snapshot.forEachFile { file in if scope.contains(path: file.path) { ids.append(file.id) } }
    return snapshot.keeping(ids: ids)
}

/// Which files of a snapshot each of many units includes (`SortedPaths`): linear in the files and in what the
/// units hold, where asking every unit's scope about every file cost their product.
public struct UnitFiles {
    private let snapshot: Snapshot
    /// The snapshot's files in id order, as `paths` lists them.
    private let ids: [FileID]
    private let paths: SortedPaths

    public init(_ snapshot: Snapshot, root: String) {
        var ids: [FileID] = [], paths: [String] = []
        snapshot.forEachFile { file in
            ids.append(file.id)
            paths.append(file.path)
        }
        self.snapshot = snapshot
        self.ids = ids
        self.paths = SortedPaths(root: root, paths: paths)
    }

    /// The files `unit` includes, with the same ids.
    public func snapshot(of unit: GenerationUnit) -> Snapshot {
        unit.includesEverything ? snapshot : snapshot.keeping(ids: fileIDs(of: unit))
    }

    private func fileIDs(of unit: GenerationUnit) -> [FileID] { paths.members(of: unit.files.scope).map { ids[$0] } }

    /// `filesOutsideEveryUnit` of `units`, found from the paths without analysing them.
    public func countOutside(_ units: [GenerationUnit]) -> Int {
        guard !units.isEmpty, !units.contains(where: \.includesEverything) else { return 0 }
        var inside = Set<FileID>()
        for unit in units { inside.formUnion(fileIDs(of: unit)) }
        return countDICode(in: snapshot, outside: inside)
    }
}

/// `UnitFiles.countOutside` of the configuration's units.
public func filesOutsideEveryUnit(_ snapshot: Snapshot, configuration: WorkspaceConfiguration) -> Int {
    UnitFiles(snapshot, root: configuration.root).countOutside(configuration.units)
}

/// How many files that look like DI code (a class inheriting a `...Component` type, a protocol inheriting
/// `Dependency`) none of `units` includes: they are analysed by none, which the tools say rather than pass over in
/// silence. Other files (models, views, manifests) outside every unit are of no concern. Read from the units'
/// analysed files, so their scopes are not asked again.
public func filesOutsideEveryUnit(_ snapshot: Snapshot, units: [UnitAnalysis]) -> Int {
    guard !units.contains(where: \.unit.includesEverything) else { return 0 }
    var inside = Set<FileID>()
    for unit in units { inside.formUnion(unit.analysis.snapshot.fileIDs) }
    return countDICode(in: snapshot, outside: inside)
}

private func countDICode(in snapshot: Snapshot, outside inside: Set<FileID>) -> Int {
    snapshot.countFiles { file in !inside.contains(file.id) && !file.summary.isGenerated && looksLikeDICode(file.summary) }
}

private func looksLikeDICode(_ summary: FileSummary) -> Bool {
    summary.declarations.contains { declaration in
        guard let first = declaration.inheritedTypes.first?.text else { return false }
        switch declaration.kind {
        case .class: return first.contains("Component")
        case .protocol: return declaration.inheritedTypes.contains { $0.text.hasSuffix("Dependency") }
        default: return false
        }
    }
}
