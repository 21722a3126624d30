import DIIndex

/// Lookups for editors' questions about one declaration, each answered from the graph's tables without a pass
/// over every component (a 10,000-component workspace answers in microseconds).
extension ComponentGraph {
    /// The components whose dependency protocol includes the requirement declared at `location` in the protocol
    /// named `protocolName` (its own, or one inheriting it), with the requirement's index in each one's protocol.
    public func consumers(ofRequirementAt location: SourceLocation, declaredIn protocolName: String) -> [(component: ComponentID, index: Int)] {
        var result: [(component: ComponentID, index: Int)] = []
        // Most protocols have no inheritor: skip the walk and its sets.
        let names = protocolTable.directInheritors(of: protocolName).isEmpty
            ? [protocolName] : protocolTable.inheritors(of: [protocolName]).sorted()
        for name in names {
            guard let components = componentsByProtocol[name],
                let index = protocols[name]?.requirements.firstIndex(where: { $0.location == location })
            else { continue }
            result += components.map { ($0, index) }
        }
        return result.sorted { $0.component < $1.component }
    }

    /// The components that require the dependency protocol named `name` itself (not one inheriting it).
    public func components(requiring name: String) -> [ComponentID] { componentsByProtocol[name] ?? [] }

    /// Where the dependency protocol named `name` is declared (the first declaration), whether or not a component
    /// requires it; nil when no protocol of that name reaches `Dependency`.
    public func dependencyProtocolLocation(named name: String) -> SourceLocation? {
        guard isDependencyProtocol(name) else { return nil }
        return protocolTable.declaration(named: name)?.nameLocation
    }

    /// The dependency protocols of the workspace that `name` lists among its inherited types, in its order.
    public func inheritedDependencyProtocols(of name: String) -> [String] {
        (protocolTable.declaration(named: name)?.inherited ?? []).filter(dependencyProtocolNames.contains)
    }

    /// The dependency protocols that list `name` among their inherited types.
    public func dependencyProtocols(directlyInheriting name: String) -> [String] {
        protocolTable.directInheritors(of: name).filter(dependencyProtocolNames.contains)
    }
}

/// Where an update's problems land, so the files open in an editor can be answered before the others.
extension ComponentGraph {
    /// The components with a requirement declared in one of `files` (their dependency protocol, or a protocol it
    /// inherits, is declared there): the only components whose own problems are reported in those files.
    func componentsWithRequirements(in files: Set<FileID>) -> Set<ComponentID> {
        var names = Set<String>()
        for file in files where file.rawValue < contributions.count {
            for declaration in contributions[file.rawValue]?.protocols ?? [] { names.insert(declaration.name) }
        }
        guard !names.isEmpty else { return [] }
        var result = Set<ComponentID>()
        for name in protocolTable.inheritors(of: names) { result.formUnion(componentsByProtocol[name] ?? []) }
        return result
    }

    /// Whether a provider whose name satisfies `isNamed` is declared in one of `files` (a shadowing reported there
    /// may change when those names bind again).
    func declaresProvider(in files: Set<FileID>, where isNamed: (String) -> Bool) -> Bool {
        files.contains { file in
            guard file.rawValue < contributions.count, let contribution = contributions[file.rawValue] else { return false }
            return contribution.memberBlocks.contains { $0.providers.contains { isNamed($0.name) } }
        }
    }
}
