import DIIndex
import DIResolver
import DIScanner

/// What hovering over a requirement or `dependency.name` shows: how it resolves on each branch; over a component's
/// name, the dependency it needs.
public struct HoverInfo: Hashable, Sendable {
    /// The hovered identifier.
    public let range: SourceLocation
    /// Lines of Markdown (code in backticks); the server strips backticks for plain-text clients.
    public let lines: [String]

    public var markdown: String { lines.joined(separator: "\n\n") }
    public var plainText: String { lines.map { $0.replacingBackticks() }.joined(separator: "\n") }
}

extension Analysis {
    /// How the requirement at the cursor resolves, one line per branch (at most 12, then a count).
    public func hover(in file: FileID, at offset: Int) -> HoverInfo? {
        let perComponent: [(ComponentID, Int)]
        let location: SourceLocation
        switch target(in: file, at: offset) {
        case .requirement(let protocolName, _, let at):
            location = at
            perComponent = graph.consumers(ofRequirementAt: at, declaredIn: protocolName).map { ($0.component, $0.index) }
        case .dependencyReference(let component, let name, let at):
            location = at
            guard let index = graph.dependencyProtocol(of: graph[component])?.requirements.firstIndex(where: { $0.name == name })
            else { return nil }
            perComponent = [(component, index)]
        case .provider(let provider):
            // How many read it, from the resolution's count (the requirements it satisfies are references' answer:
            // counting them here would cost a hover as much as the provider has readers).
            let line = "`\(provider.name): \(provider.type)` provided by \(graph[provider.component].name) (\(provider.access))"
            return HoverInfo(range: provider.location, lines: [line] + [lensSummary(of: provider)].compactMap { $0 })
        case .component(let component):
            return componentHover(component)
        default:
            return swinjectCursor(in: file, at: offset).flatMap(swinjectHover)
        }
        var lines: [String] = []
        var total = 0
        for (component, index) in perComponent {
            guard let requirement = graph.dependencyProtocol(of: graph[component])?.requirements[index] else { continue }
            for context in resolution.contexts(of: component) {
                total += 1
                if lines.count < 12 { lines.append(describe(requirement, context.bindings[index], in: context)) }
            }
        }
        if total > lines.count { lines.append("… and \(total - lines.count) more branches that resolve differently") }
        if lines.isEmpty { lines.append("not checked: no root creates this component") }
        return HoverInfo(range: location, lines: lines)
    }

    /// One line per context: the example branch, and how many more branches resolve alike.
    private func describe(_ requirement: Requirement, _ binding: Binding, in context: ComponentContext) -> String {
        let head = "`\(requirement.name): \(requirement.type)`"
            + (graph.typeMatcher.expandedAliases(of: requirement.type).map { " (= `\($0)`)" } ?? "")
        let others = context.pathCount.isUnbounded
            ? " and every depth of its loop"
            : context.pathCount.isSaturated ? " and \(context.pathCount) more branches alike"
            : context.pathCount.value > 1 ? " and \(context.pathCount.value - 1) more branch\(context.pathCount.value == 2 ? "" : "es") alike" : ""
        let via = " via " + resolution.examplePath(of: context.id).components.map { graph[$0].name }.joined(separator: " -> ") + others
        switch binding {
        case .provided(let provider):
            let hops = resolution.hops(from: context.id, to: provider.component) ?? 0
            return "\(head) from \(graph[provider.component].name) (\(hops) level\(hops == 1 ? "" : "s") up)\(via)"
        case .missing:
            return "\(head) is missing\(via)"
        case .mistyped(let provider):
            return "\(head) is mistyped: \(graph[provider.component].name) provides `\(provider.type)`\(via)"
        case .inaccessible(let provider, _):
            return "\(head) is inaccessible: \(graph[provider.component].name)'s provider is \(provider.access)\(via)"
        }
    }
}

extension String {
    func replacingBackticks() -> String { filter { $0 != "`" } }
}
