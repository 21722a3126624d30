import DIIndex
import DIResolver
import DIScanner

/// The definition of resolution, spelled out path by path: for every path from a root (each component at
/// most `maximumOccurrences` times on it, as deep as `maximumDepth`), each requirement binds to the nearest ancestor's provider
/// of the same name and type that generated code can read. Exponential, so only for small graphs; the
/// resolver must agree with it on every path it enumerates.
struct ReferenceResolution {
    struct PathBindings {
        let path: [ComponentID]
        let bindings: [Binding]
    }

    let graph: ComponentGraph
    private(set) var paths: [PathBindings] = []
    /// (nearer, farther) provider pairs where the nearer one hides the farther one for some consumer.
    private(set) var shadowedPairs = Set<[Provider]>()
    private(set) var isComplete = true

    let maximumOccurrences: Int

    init(_ graph: ComponentGraph, maximumOccurrences: Int = 2, maximumDepth: Int = 9, maximumPaths: Int = 20_000) {
        self.graph = graph
        self.maximumOccurrences = maximumOccurrences
        for root in graph.roots { visit([root], maximumDepth: maximumDepth, maximumPaths: maximumPaths) }
    }

    private mutating func visit(_ path: [ComponentID], maximumDepth: Int, maximumPaths: Int) {
        guard paths.count < maximumPaths else {
            isComplete = false
            return
        }
        let component = graph[path.last!]
        let requirements = graph.dependencyProtocol(of: component)?.requirements ?? []
        paths.append(PathBindings(path: path, bindings: requirements.map { bind($0, on: path) }))
        guard path.count < maximumDepth else {
            isComplete = false
            return
        }
        var seen = Set<ComponentID>()
        for edge in component.children where seen.insert(edge.child).inserted && path.filter({ $0 == edge.child }).count < maximumOccurrences {
            visit(path + [edge.child], maximumDepth: maximumDepth, maximumPaths: maximumPaths)
        }
    }

    /// Ancestors nearest first; within one, providers in declaration order.
    private mutating func bind(_ requirement: Requirement, on path: [ComponentID]) -> Binding {
        let reader = graph.configuration.generatedCodeModule ?? graph[path[0]].module
        let ancestors = path.dropLast().reversed().flatMap { id in graph[id].providers.filter { $0.name == requirement.name } }
        var inaccessible: (Provider, InaccessibleReason)?
        var mistyped: Provider?
        for (index, provider) in ancestors.enumerated() {
            guard graph.typeMatcher.matches(provider.type, requirement.type) else {
                if mistyped == nil { mistyped = provider }
                continue
            }
            if let reason = Self.unreadable(provider, from: reader) {
                if inaccessible == nil { inaccessible = (provider, reason) }
                continue
            }
            if !provider.isForwarding,
                let farther = ancestors[(index + 1)...].first(where: { $0 != provider && graph.typeMatcher.matches($0.type, provider.type) })
            {
                shadowedPairs.insert([provider, farther])
            }
            return .provided(provider)
        }
        if let (provider, reason) = inaccessible { return .inaccessible(provider, reason) }
        if let provider = mistyped { return .mistyped(provider) }
        return .missing
    }

    private static func unreadable(_ provider: Provider, from module: String?) -> InaccessibleReason? {
        if provider.access <= .fileprivate { return .access(provider.access) }
        if provider.access <= .internal, let providerModule = provider.module, let module, providerModule != module {
            return .otherModule(providerModule: providerModule, consumerModule: module)
        }
        return nil
    }
}
