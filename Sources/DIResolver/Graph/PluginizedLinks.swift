import DIIndex
import DIScanner

extension ComponentGraph {
    /// Pairs each pluginized component with its non-core component, as Needle's generator does.
    ///
    /// The non-core component becomes a child of the pluginized one (the framework creates it), written where
    /// its type is named in `PluginizedComponent<D, P, NonCore>`. Descendants of the pluginized component may
    /// then read two more kinds of provider at it: its plugin extension's requirements (`pluginExtension.x`)
    /// and its non-core component's members (`nonCoreComponent.x`); which of the two a path may read is decided
    /// when binding (`PathWalk.bind`).
    mutating func linkPluginizedComponents() {
        nonCoreComponentOf = [:]
        pluginExtensionProtocols = protocolTable.protocols(
            named: components.compactMap { component -> String? in
                guard case .pluginized(let extensionType, _) = component.pluginization else { return nil }
                return ComponentGraph.lastPathComponent(of: extensionType.text)
            },
            in: protocolTable.names(reaching: "PluginExtension"))
        for component in components {
            guard case .pluginized(let extensionType, let nonCoreType) = component.pluginization else { continue }
            var extras: [Provider] = []
            if let pluginExtension = pluginExtensionProtocols[ComponentGraph.lastPathComponent(of: extensionType.text)] {
                for requirement in pluginExtension.requirements {
                    var provider = Provider(
                        component: component.id, name: requirement.name, type: requirement.type,
                        typeLocation: requirement.typeLocation, access: .public, module: nil, location: requirement.location,
                        conditions: requirement.conditions, isForwarding: false)
                    provider.route = .pluginExtension
                    extras.append(provider)
                }
            }
            if let nonCore = self.component(named: nonCoreType.text, writtenIn: component.nameLocation.file), nonCore.isNonCore {
                nonCoreComponentOf[component.id] = nonCore.id
                if !component.children.contains(where: { $0.child == nonCore.id }) {
                    let edge = ChildEdge(
                        child: nonCore.id, location: SourceLocation(file: component.nameLocation.file, range: nonCoreType.range),
                        conditions: component.conditions)
                    components[component.id.rawValue].children.append(edge)
                }
                for member in nonCore.providers {
                    var provider = member
                    provider = Provider(
                        component: component.id, name: member.name, type: member.type, typeLocation: member.typeLocation,
                        access: member.access, module: member.module, location: member.location, conditions: member.conditions,
                        isForwarding: member.isForwarding)
                    provider.route = .nonCoreComponent(nonCore.id)
                    extras.append(provider)
                }
            }
            if !extras.isEmpty { pluginizedExtras[component.id] = extras }
        }
    }
}
