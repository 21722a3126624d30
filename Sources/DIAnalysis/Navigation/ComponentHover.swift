import DIIndex
import DIResolver
import DIScanner

extension Analysis {
    /// What hovering over a component's name shows: the dependency protocol it needs and every requirement,
    /// inherited ones included, so a test author sees what a test double must provide and how to use one.
    func componentHover(_ id: ComponentID) -> HoverInfo {
        let hover = dependencyHover(id)
        // The code lenses' facts, for clients without lenses (Helix, Eglot).
        return HoverInfo(range: hover.range, lines: hover.lines + [lensSummary(of: id)])
    }

    private func dependencyHover(_ id: ComponentID) -> HoverInfo {
        let component = graph[id]
        let name = "`\(component.name)`"
        guard let dependency = graph.dependencyProtocol(of: component) else {
            let line = switch component.kind {
            case .root: "\(name) is a root: it needs nothing from ancestors"
            case .component(let type?) where type.text.split(separator: ".").last == "EmptyDependency":
                "\(name) needs nothing from its ancestors (`EmptyDependency`)"
            case .component(let type?): "\(name) needs `\(type.text)`, which is not a dependency protocol of the workspace"
            case .component(nil): "\(name) names no dependency protocol"
            }
            return HoverInfo(range: component.nameLocation, lines: [line])
        }
        let requirements = dependency.requirements.map { requirement in
            "`\(requirement.name): \(requirement.type)`"
                + (requirement.declaringProtocol == dependency.name ? "" : " (from \(requirement.declaringProtocol))")
        }
        let mock = "\(dependency.name)Mock"
        let arguments = dependency.requirements.prefix(3).map { "\($0.name): …" }.joined(separator: ", ")
            + (dependency.requirements.count > 3 ? ", …" : "")
        return HoverInfo(range: component.nameLocation, lines: [
            "\(name) needs `\(dependency.name)`"
                + (requirements.isEmpty ? ", which has no requirements" : ": " + requirements.joined(separator: ", ")),
            "In a test: `\(component.name)(parent: \(component.name).testParent(providing: \(mock)(\(arguments))))`, "
                + "or register a `\(mock)` on a mock component path; `di-gen mocks` writes the mock",
        ])
    }
}
