/// Checks Needle's pluginized components the way its generator does, each problem once, where it is written:
/// the non-core component and the plugin extension must be declared (Needle: "Cannot find X's non-core
/// component"), the non-core component must provide every plugin extension requirement (else the generated
/// plugin extension provider does not compile), and the component must not provide to its non-core component
/// what that one provides back through the plugin extension (Needle's plugin-extension cycle). "Not found"
/// answers are withheld while some file is damaged.
///
/// Lint: `unknown-non-core-component`, `unknown-plugin-extension`, `unprovided-plugin-extension`,
/// `plugin-extension-cycle` (errors).
import DIScanner
func collectPluginizedComponentProblems(into problems: inout [Problem], from resolution: Resolution) {
    let graph = resolution.graph
    guard graph.hasPluginizedComponents else { return }
    let isDamaged = !graph.damagedFiles.isEmpty
    for component in graph.components {
        guard case .pluginized(let extensionType, let nonCoreType) = component.pluginization else { continue }
        let pluginExtension = graph.pluginExtensionProtocols[ComponentGraph.lastPathComponent(of: extensionType.text)]
        if pluginExtension == nil, !isDamaged {
            problems.append(.unknownPluginExtension(component: component.id, type: extensionType))
        }
        guard let nonCoreID = graph.nonCoreComponentOf[component.id] else {
            if !isDamaged { problems.append(.unknownNonCoreComponent(component: component.id, type: nonCoreType)) }
            continue
        }
        guard let pluginExtension else { continue }
        let nonCore = graph[nonCoreID]
        if !isDamaged {
            for requirement in pluginExtension.requirements {
                let members = nonCore.providers.filter { $0.name == requirement.name }
                if members.contains(where: { $0.access > .fileprivate && graph.typeMatcher.matches($0.type, requirement.type) }) { continue }
                problems.append(.unprovidedPluginExtension(requirement, component: component.id, nonCore: nonCoreID, provider: members.first))
            }
        }
        let nonCoreNeeds = graph.dependencyProtocol(of: nonCore)?.requirements ?? []
        let loop = pluginExtension.requirements.filter { requirement in
            nonCoreNeeds.contains { $0.name == requirement.name && graph.typeMatcher.matches($0.type, requirement.type) }
                && component.providers.contains { $0.name == requirement.name && graph.typeMatcher.matches($0.type, requirement.type) }
        }
        if !loop.isEmpty {
            problems.append(.pluginExtensionCycle(
                component: component.id, nonCore: nonCoreID, pluginExtension: pluginExtension.name, requirements: loop))
        }
    }
}
