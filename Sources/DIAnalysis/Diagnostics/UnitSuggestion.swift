import DIIndex
import DIResolver
import DIScanner

/// Where a workspace without `units` is read from, so a suggestion can name folders as `.di-lsp.json` writes
/// them: both absolute (the tools fill them; the analysis itself reads no disk).
public struct UnitSuggestionContext: Sendable, Hashable {
    /// The folder `.di-lsp.json` is (or would be) in.
    public var root: String
    /// What relative paths of the snapshot are relative to.
    public var currentDirectory: String

    public init(root: String, currentDirectory: String) {
        self.root = root
        self.currentDirectory = currentDirectory
    }
}

/// Several apps read as one graph (an app and its demo apps, each with its own root, which Needle generates one
/// by one): the names they reuse are duplicates only because they are read together. Instead of one duplicate
/// error per shared name, one `separate-apps` error says so and suggests the `units` that separate them: for each
/// root, the folder holding what only it creates, and the folders of what it shares with others; a folder inside
/// another unit's folder is excluded from it.
func suggestingUnits(
    _ diagnostics: [Diagnostic], resolution: Resolution, context: UnitSuggestionContext, setting: DiagnosticSetting?
) -> [Diagnostic] {
    let graph = resolution.graph
    let isDuplicate = { (diagnostic: Diagnostic) in
        diagnostic.code == .duplicateComponent || diagnostic.code == .duplicateDependencyProtocol
    }
    guard graph.roots.count > 1, let first = diagnostics.first(where: isDuplicate) else { return diagnostics }
    let names = Set(graph.duplicateComponents.map { graph[$0.original].name } + graph.duplicateDependencyProtocols.map(\.name)).sorted()
    let units = suggestedUnits(graph, context: context)
    let example = units.map { unit in
        "{\"name\": \"\(unit.name)\", \"include\": [\(unit.include.map { "\"\($0)\"" }.joined(separator: ", "))]}"
    }.joined(separator: ", ")
    let message = "\(units.count) root components are read as one graph and reuse \(names.count) "
        + "name\(names.count == 1 ? "" : "s") (\(names.prefix(5).joined(separator: ", "))\(names.count > 5 ? ", ..." : "")); "
        + "when each app is generated on its own (as Needle does, once per app), declare them as units in .di-lsp.json, "
        + "such as \"units\": [\(example)]"
    let rootNames = Set(graph.roots.map { graph[$0].name })
    let rootLocations = graph.roots.map { graph[$0].nameLocation }
        + graph.duplicateComponents.filter { rootNames.contains(graph[$0.original].name) }.map(\.duplicate)
    let related = zip(rootLocations, units).map { location, unit in
        RelatedLocation(location: location, message: "the root of unit \(unit.name)")
    }
    var result = diagnostics.filter { !isDuplicate($0) }
    if let severity = setting.map(\.severity) ?? .error {
        result.append(Diagnostic(code: .separateApps, severity: severity, location: first.location, message: message, related: related))
    }
    result.sort { ($0.location, $0.code.rawValue, $0.message) < ($1.location, $1.code.rawValue, $1.message) }
    return result
}

private struct SuggestedUnit {
    var name: String
    var include: [String]
}

/// One unit per root, in root order, then one per later declaration of a root's name (an app whose root lost to
/// the first one of its name). A unit includes, for each component its root reaches, the largest folder holding
/// that component's file and no other root's: the app's own project folder, and the feature folders it shares.
private func suggestedUnits(_ graph: ComponentGraph, context: UnitSuggestionContext) -> [SuggestedUnit] {
    let folder = { (location: SourceLocation) -> [Substring] in
        folderComponents(graph.snapshot.file(location.file)?.path ?? "", context: context)
    }
    let rootNames = Set(graph.roots.map { graph[$0].name })
    let lostRoots = graph.duplicateComponents.filter { rootNames.contains(graph[$0.original].name) }.map(\.duplicate)
    let rootFolders = graph.roots.map { folder(graph[$0].nameLocation) } + lostRoots.map(folder)
    let reached = graph.roots.map { reachable(from: [$0], in: graph) }
        + lostRoots.map { reachable(from: children(ofDeclarationAt: $0, in: graph), in: graph) }
    let componentFolders = graph.components.indices.map { folder(graph[ComponentID($0)].nameLocation) }
    var units = rootFolders.indices.map { index -> SuggestedUnit in
        let reachedHere = Set(reached[index])
        // What another unit's folder holds: its root, and components this root does not reach.
        let others = rootFolders.indices.filter { $0 != index }.map { rootFolders[$0] }
            + componentFolders.indices.filter { !reachedHere.contains(ComponentID($0)) }.map { componentFolders[$0] }
        /// The largest folder at or above `start` that holds none of `others`.
        func ownFolder(_ start: [Substring]) -> [Substring] {
            var current = start
            while !current.isEmpty {
                let parent = Array(current.dropLast())
                if others.contains(where: { $0.starts(with: parent) }) { break }
                current = parent
            }
            return current
        }
        var folders = [ownFolder(rootFolders[index])]
        for id in reached[index] {
            let candidate = ownFolder(componentFolders[id.rawValue])
            if !folders.contains(where: { candidate.starts(with: $0) }) {
                folders.removeAll { $0.starts(with: candidate) }
                folders.append(candidate)
            }
        }
        let own = folders.removeFirst()
        return SuggestedUnit(name: "", include: ([own] + folders.sorted { $0.lexicographicallyPrecedes($1) }).map { $0.isEmpty ? "." : $0.joined(separator: "/") })
    }
    // Named after the shortest ending of each unit's own folder that no other unit's shares.
    let owns = units.map { $0.include[0].split(separator: "/") }
    for index in units.indices {
        var length = 1
        func name(_ parts: [Substring]) -> String { parts.suffix(length).joined(separator: "-") }
        while length < owns[index].count, owns.indices.contains(where: { $0 != index && name(owns[$0]) == name(owns[index]) }) { length += 1 }
        let base = owns[index].isEmpty || owns[index] == ["."] ? "App" : name(owns[index])
        units[index].name = units[..<index].contains { $0.name == base } ? "\(base)\(index + 1)" : base
    }
    return units
}

/// The components reachable from `starts` through child edges, `starts` included.
private func reachable(from starts: [ComponentID], in graph: ComponentGraph) -> [ComponentID] {
    var seen = Set(starts)
    var queue = starts
    while let id = queue.popLast() {
        for edge in graph[id].children where seen.insert(edge.child).inserted { queue.append(edge.child) }
    }
    return Array(seen)
}

/// The components a class declared at `location` creates in its own body: a root that lost its name to an earlier
/// one is no component of the graph, so its children are read from its declaration.
private func children(ofDeclarationAt location: SourceLocation, in graph: ComponentGraph) -> [ComponentID] {
    guard let file = graph.snapshot.file(location.file),
        let declaration = file.summary.declarations.first(where: { $0.nameRange == location.range })
    else { return [] }
    // A child whose name is declared again is most likely the lost app's own (its twin won the name): left out.
    let duplicatedNames = Set(graph.duplicateComponents.map { graph[$0.original].name })
    return declaration.childCreations.compactMap { creation in
        creation.typeName.flatMap { name in
            duplicatedNames.contains(ComponentGraph.lastPathComponent(of: name)) ? nil : graph.component(named: name, writtenIn: location.file)?.id
        }
    }
}

/// The folders of `path` relative to the context's root (absolute when outside it), as components.
private func folderComponents(_ path: String, context: UnitSuggestionContext) -> [Substring] {
    let absolute = path.hasPrefix("/") ? path : context.currentDirectory + "/" + path
    var parts: [Substring] = []
    for part in absolute.split(separator: "/") {
        if part == "." { continue }
        if part == ".." { _ = parts.popLast() } else { parts.append(part) }
    }
    parts.removeLast()  // the file's name
    let root = context.root.split(separator: "/").filter { $0 != "." }
    return parts.starts(with: root) ? Array(parts.dropFirst(root.count)) : parts
}
