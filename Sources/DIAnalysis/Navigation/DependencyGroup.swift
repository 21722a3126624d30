import DIIndex
import DIResolver

/// One dependency as a rename sees it: the requirements, providers and components linked through resolution.
///
/// Starting anywhere, it follows bindings both ways (a requirement's providers on every branch, a provider's
/// requirements in every component whose bindings reach it, mistyped or inaccessible ones too) and forwarding
/// providers (`var session: Session { dependency.session }` hands its component's requirement on), until nothing
/// new is found. An unrelated `session` elsewhere in the tree, resolved by other providers, is not part of it.
struct DependencyGroup {
    let name: String
    /// Requirement declarations, with the protocol that declares each.
    private(set) var requirements: [SourceLocation: Requirement] = [:]
    private(set) var providers: [SourceLocation: Provider] = [:]
    /// The components that require one of the requirements.
    private(set) var consumers = Set<ComponentID>()

    init(name: String) { self.name = name }

    mutating func collect(requirement: Requirement, providers seedProviders: [Provider] = [], in analysis: Analysis) {
        var requirementQueue = [requirement]
        var providerQueue = seedProviders
        requirements[requirement.location] = requirement
        for provider in seedProviders { providers[provider.location] = provider }
        collect(&requirementQueue, &providerQueue, in: analysis)
    }

    mutating func collect(provider: Provider, in analysis: Analysis) {
        var requirementQueue: [Requirement] = []
        var providerQueue = [provider]
        providers[provider.location] = provider
        collect(&requirementQueue, &providerQueue, in: analysis)
    }

    private mutating func collect(_ requirementQueue: inout [Requirement], _ providerQueue: inout [Provider], in analysis: Analysis) {
        let graph = analysis.graph
        func add(_ provider: Provider) {
            if providers[provider.location] == nil {
                providers[provider.location] = provider
                providerQueue.append(provider)
            }
        }
        func add(_ requirement: Requirement) {
            if requirements[requirement.location] == nil {
                requirements[requirement.location] = requirement
                requirementQueue.append(requirement)
            }
        }
        while !requirementQueue.isEmpty || !providerQueue.isEmpty {
            while let requirement = requirementQueue.popLast() {
                for (component, index) in graph.consumers(ofRequirementAt: requirement.location, declaredIn: requirement.declaringProtocol) {
                    consumers.insert(component)
                    for context in analysis.resolution.contexts(of: component) {
                        if let provider = context.bindings[index].provider { add(provider) }
                    }
                    for provider in graph[component].providers where provider.isForwarding && provider.name == name { add(provider) }
                }
            }
            while let provider = providerQueue.popLast() {
                if provider.isForwarding, let own = graph.dependencyProtocol(of: graph[provider.component])?.requirements.first(where: { $0.name == name }) {
                    add(own)
                }
                // The components that read it (the resolution's reverse index), not every component.
                for reader in analysis.resolution.readerSet(ofProviderAt: provider.location).sorted() {
                    guard let dependency = graph.dependencyProtocol(of: graph[reader]),
                        let index = dependency.requirements.firstIndex(where: { $0.name == name }),
                        analysis.resolution.contexts(of: reader).contains(where: { $0.bindings[index].provider?.location == provider.location })
                    else { continue }
                    add(dependency.requirements[index])
                }
            }
        }
    }
}
