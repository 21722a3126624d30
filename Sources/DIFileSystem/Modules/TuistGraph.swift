import Foundation

/// The targets of `tuist graph --format json` (XcodeGraph: projects keyed by path, targets keyed by name, sources
/// as `{"path": ...}`) or `--format legacyJSON` (ProjectAutomation: targets in arrays, sources as strings): the exact
/// module of each file Tuist compiles, for apps whose target names Swift helpers compute.
///
/// Read tolerantly, so both shapes and versions between them work: every JSON object with a string `name`, an
/// array `sources` and a `product`, `productName` or `bundleId` is a target. Its module is `PRODUCT_MODULE_NAME`
/// from its settings when set, else `productName`, else `name`, made an identifier. A file in an app and its test
/// bundle belongs to the app, as with Xcode projects.
struct TuistGraph: Sendable {
    /// Canonical file path -> module.
    private var files: [String: String] = [:]
    /// Canonical folders (Xcode 16 buildable folders) -> module, for every file under them.
    private var folders: [(folder: String, module: String)] = []
    /// How many targets were read, for the summary and notes.
    private(set) var targetCount = 0

    /// The module of the canonical `path`, when the graph lists it or a buildable folder holds it.
    func module(ofFile path: String) -> String? {
        if let module = files[path] { return module }
        return folders.first { CanonicalPath.isInside(path, $0.folder) }?.module
    }

    /// Reads the graph at `path`; nil and a note when it cannot be used (the convention then applies).
    static func read(atPath path: String, notes: inout [String]) -> TuistGraph? {
        let noted = notes.count
        guard let bytes = readBuildDescription(atPath: path, limit: ReadLimits.tuistGraph, notes: &notes) else {
            if notes.count == noted { notes.append("could not read the Tuist graph \(path); modules follow the Tuist layout instead") }
            return nil
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes), options: []) else {
            notes.append("the Tuist graph \(path) is not JSON (make it with `tuist graph --format json`); modules follow the Tuist layout instead")
            return nil
        }
        let base = CanonicalPath.parent(of: CanonicalPath.location(of: path)) ?? "/"
        var graph = TuistGraph()
        var folderCache: [String: String] = [:]
        func absolute(_ spelled: String) -> String {
            CanonicalPath.normalized(spelled.hasPrefix("/") ? spelled : CanonicalPath.joined(base, spelled))
        }
        /// Each folder resolved once: thousands of sources share a few hundred folders.
        func canonicalFolder(_ folder: String) -> String {
            if let known = folderCache[folder] { return known }
            let resolved = CanonicalPath.location(of: folder)
            folderCache[folder] = resolved
            return resolved
        }
        func canonicalFile(_ spelled: String) -> String {
            let file = absolute(spelled)
            guard let folder = CanonicalPath.parent(of: file) else { return file }
            return CanonicalPath.joined(canonicalFolder(folder), CanonicalPath.name(of: file))
        }
        // Test bundles last, so the app or framework that also compiles a file keeps it.
        let found = graphTargets(in: object)
        let targets = found.filter { !$0.isTests } + found.filter(\.isTests)
        for target in targets {
            for source in target.sources where source.hasSuffix(".swift") {
                let file = canonicalFile(source)
                if graph.files[file] == nil { graph.files[file] = target.module }
            }
            graph.folders += target.folders.map { (canonicalFolder(absolute($0)), target.module) }
        }
        graph.targetCount = targets.count
        guard graph.targetCount > 0 else {
            notes.append("the Tuist graph \(path) lists no targets; modules follow the Tuist layout instead")
            return nil
        }
        return graph
    }
}

private struct GraphTarget {
    let module: String
    let sources: [String]
    let folders: [String]
    let isTests: Bool
}

/// Every target object in the JSON tree, in document order. Iterative, so a deeply nested file costs no stack.
private func graphTargets(in root: Any) -> [GraphTarget] {
    var targets: [GraphTarget] = []
    var pending: [Any] = [root]
    while let value = pending.popLast() {
        if let object = value as? [String: Any] {
            if let target = graphTarget(object) {
                targets.append(target)
                continue
            }
            pending += object.keys.sorted().reversed().compactMap { object[$0] }
        } else if let array = value as? [Any] {
            pending += array.reversed()
        }
    }
    return targets
}

private func graphTarget(_ object: [String: Any]) -> GraphTarget? {
    guard let name = object["name"] as? String, let sources = object["sources"] as? [Any],
        object["product"] != nil || object["productName"] != nil || object["bundleId"] != nil
    else { return nil }
    let productName = object["productName"] as? String
    let module = moduleNameSetting(object["settings"]) ?? productName ?? name
    let product = (object["product"] as? String) ?? ""
    return GraphTarget(
        module: swiftIdentifier(module),
        sources: sources.compactMap(pathString),
        folders: (object["buildableFolders"] as? [Any] ?? []).compactMap(pathString),
        isTests: product.lowercased().contains("test"))
}

/// `"Sources/A.swift"` (legacy) or `{"path": "/.../A.swift", ...}` (XcodeGraph's `SourceFile`, `BuildableFolder`).
private func pathString(_ value: Any) -> String? {
    if let path = value as? String { return path }
    return (value as? [String: Any])?["path"] as? String
}

/// `PRODUCT_MODULE_NAME` anywhere in a target's settings, as a string or a `{"string": ...}` setting value.
private func moduleNameSetting(_ settings: Any?) -> String? {
    var pending: [Any] = settings.map { [$0] } ?? []
    while let value = pending.popLast() {
        if let object = value as? [String: Any] {
            if let setting = object["PRODUCT_MODULE_NAME"] {
                if let name = setting as? String { return name }
                if let name = (setting as? [String: Any])?.values.first(where: { $0 is String }) as? String { return name }
            }
            pending += object.values
        } else if let array = value as? [Any] {
            pending += array
        }
    }
    return nil
}
