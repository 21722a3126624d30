import DIIndex

/// The dependency protocols of `snapshot`, by name, with their requirements flattened, exactly as `buildGraph`
/// finds them but without assembling components: for `di-gen mocks`, which needs nothing else (assembling the
/// components was most of its time on a 10,000-component workspace).
public func dependencyProtocols(of snapshot: Snapshot, configuration: GraphConfiguration = .needle) -> [String: DependencyProtocol] {
    let contributions = parallelMap(snapshot.files) { FileContribution($0, configuration: configuration) }
    return DependencyProtocolTable(contributions: contributions).dependencyProtocols()
}
