/// Which module each Swift file is compiled into, from the build and never from folder names alone.
///
/// In this order: `.di-lsp.json`'s `modules` globs (the longest matching glob wins); else the `tuist graph` JSON it
/// names, when that lists the file; else the nearest build
/// description at or above the file's folder (the innermost folder holding a `Package.swift`, an `.xcodeproj` or
/// Tuist's `Project.swift`, searched up to `/`), which gives the module of the target that compiles the file, or none; else none. Files
/// without a module are one module: no error depends on a boundary between them. Paths are canonical (absolute,
/// links of the given folders resolved), so the answer does not depend on how a path was spelled or which
/// sub-folder was given. `--check`, `di-gen` and the server use this one map; build descriptions are read once
/// and cached per folder, as is the owner of each folder.
public struct ModuleMap: Sendable {
    /// Canonical folder of the configuration, which `modules` globs are relative to.
    private let configurationFolder: String
    /// Most specific first.
    private let globs: [ModuleGlob]
    private var markers: [String: BuildMarkers] = [:]
    private var owners: [String: String?] = [:]
    private var descriptions: [String: BuildDescription] = [:]
    /// Folders as a walk spelled them (no trailing `/`, `.` for the current one) -> canonical paths.
    private var canonicalFolders: [String: String] = [:]
    /// The last folder asked about and its owner: files come folder by folder.
    private var lastOwner: (folder: String, owner: String?)?
    /// The last folder asked about and the module all its files share, when they do.
    private var lastFolderModule: (folder: String, module: String??)?

    /// `FileSelection.knownModules` by canonical path.
    private let knownModules: [String: String?]
    /// `tuist graph`'s answers, when the configuration names one and it could be read.
    private let tuistGraph: TuistGraph?
    private let tuistGraphFile: String?

    public init(selection: FileSelection) {
        configurationFolder = CanonicalPath.location(of: selection.root)
        globs = selection.modules
            .map { ModuleGlob(pattern: $0.key, module: $0.value) }
            .sorted { ($0.pattern.utf8.count, $1.pattern) > ($1.pattern.utf8.count, $0.pattern) }
        var folders: [String: String] = [:]
        knownModules = Dictionary(selection.knownModules.map { path, module in
            let folder = CanonicalPath.parent(of: path) ?? "."
            let canonical = folders[folder] ?? CanonicalPath.location(of: folder)
            folders[folder] = canonical
            return (CanonicalPath.joined(canonical, CanonicalPath.name(of: path)), module)
        }) { first, _ in first }
        let graphFile = selection.tuistGraph.map { CanonicalPath.joined(CanonicalPath.location(of: selection.root), $0) }
        var graphNotes: [String] = []
        tuistGraphFile = graphFile
        tuistGraph = graphFile.flatMap { TuistGraph.read(atPath: $0, notes: &graphNotes) }
        notes = graphNotes
    }

    /// The module of the file at `path` as spelled (absolute or relative to the current directory); the file
    /// need not exist (a generated file about to be written).
    public mutating func module(forPath path: String) -> String? {
        let spelledFolder = CanonicalPath.parent(of: path) ?? (path.hasPrefix("/") ? "/" : ".")
        let folder: String
        if let known = canonicalFolders[spelledFolder] {
            folder = known
        } else {
            // Resolved once per folder: a branch switch adds thousands of files to a folder no walk has seen.
            folder = CanonicalPath.location(of: spelledFolder)
            canonicalFolders[spelledFolder] = folder
        }
        return module(ofFile: CanonicalPath.name(of: path), inFolder: folder)
    }

    /// The module of the file `name` in the canonical folder `folder`.
    mutating func module(ofFile name: String, inFolder folder: String) -> String? {
        if !knownModules.isEmpty, let known = knownModules[CanonicalPath.joined(folder, name)] { return known }
        if !globs.isEmpty, let relative = CanonicalPath.relative(CanonicalPath.joined(folder, name), to: configurationFolder),
            let module = globs.lazy.compactMap({ $0.module(for: relative) }).first
        {
            return module
        }
        if let tuistGraph, let module = tuistGraph.module(ofFile: CanonicalPath.joined(folder, name)) { return module }
        if let last = lastFolderModule, last.folder == folder, case .some(let module) = last.module { return module }
        guard let owner = owner(of: folder) else { return nil }
        let description = description(at: owner)
        let shared = description.module(ofEveryFileIn: folder)
        lastFolderModule = (folder, shared)
        if case .some(let module) = shared { return module }
        return description.module(ofFile: CanonicalPath.joined(folder, name))
    }

    /// Records what a walk saw in a folder, so module lookup lists no folder twice.
    mutating func noteWalked(_ folder: DirectoryWalk.Folder, markers folderMarkers: BuildMarkers) {
        markers[folder.canonical] = folderMarkers
        let spelled = folder.spelled.isEmpty ? "." : String(folder.spelled.dropLast())
        canonicalFolders[spelled] = folder.canonical
    }

    /// What could not be used among the build descriptions read so far (a file over its size limit), in the order
    /// they were read.
    public private(set) var notes: [String] = []

    /// Where modules came from, for the summary line: the configuration's globs, `Package.swift`, an Xcode project,
    /// the Tuist layout.
    public var sourceKinds: [String] {
        (knownModules.isEmpty ? [] : ["the build's file list"]) + (globs.isEmpty ? [] : ["globs in \(configurationFileName)"])
            + (tuistGraph == nil ? [] : ["tuist graph"])
            + Set(descriptions.values.map(\.kind)).sorted()
    }

    /// The `Package.swift` and `project.pbxproj` files read so far: when one changes, modules may change.
    public var buildDescriptionFiles: [String] {
        (descriptions.values.flatMap(\.sourceFiles) + (tuistGraphFile.map { [$0] } ?? [])).sorted()
    }

    /// Whether a change to `path` can change modules: a `Package.swift`, a `project.pbxproj`, Tuist's
    /// `Project.swift`.
    public static func isBuildDescription(_ path: String) -> Bool {
        let name = CanonicalPath.name(of: path)
        return name == "Package.swift" || name == "Project.swift" || path.hasSuffix(".xcodeproj/project.pbxproj")
    }

    /// The nearest folder at or above `folder` that holds a build description.
    private mutating func owner(of folder: String) -> String? {
        if let last = lastOwner, last.folder == folder { return last.owner }
        var climbed: [String] = []
        var current = folder
        var found: String?
        while true {
            if let known = owners[current] {
                found = known
                break
            }
            climbed.append(current)
            var folderMarkers = markers[current] ?? BuildMarkers.listing(current)
            if folderMarkers.hasTuistProject, !TuistProject.isManifest(inFolder: current) {
                folderMarkers.hasTuistProject = false  // a placeholder file that happens to be named Project.swift
            }
            markers[current] = folderMarkers
            if !folderMarkers.isEmpty {
                found = current
                break
            }
            guard let parent = CanonicalPath.parent(of: current) else { break }
            current = parent
        }
        for climbedFolder in climbed { owners[climbedFolder] = .some(found) }
        lastOwner = (folder, found)
        return found
    }

    private mutating func description(at folder: String) -> BuildDescription {
        if let known = descriptions[folder] { return known }
        let description = BuildDescription.read(folder: folder, markers: markers[folder] ?? BuildMarkers.listing(folder))
        descriptions[folder] = description
        notes += description.notes
        return description
    }
}
