import DIIndex

/// The dependency protocols of `snapshot`, by name, with their requirements flattened, exactly as `buildGraph`
/// finds them but without assembling components, and all of them (not only those components use): for
/// `di-gen mocks`, which needs nothing else (assembling the components was most of its time on a
/// 10,000-component workspace).
public func dependencyProtocols(of snapshot: Snapshot) -> [String: DependencyProtocol] {
    let table = DependencyProtocolTable(contributions: parallelMap(snapshot.files) { FileContribution($0) })
    let reaching = table.names(reaching: "Dependency")
    return table.protocols(named: reaching, in: reaching)
}

extension ComponentGraph {
    /// Every dependency protocol of the workspace (or those named in `names`), flattened, whether or not a
    /// component requires it: `protocols` holds only those components use.
    public func allDependencyProtocols(named names: [String]? = nil) -> [String: DependencyProtocol] {
        let reaching = protocolTable.names(reaching: "Dependency")
        let wanted = names.map { Set($0.map(ComponentGraph.lastPathComponent)).intersection(reaching) } ?? reaching
        return protocolTable.protocols(named: wanted, in: reaching)
    }
}
