// Wide, chain and unreachable workspaces: one component per file, DI declarations only.
import Foundation

/// The service classes and the root, shared by the shapes below.
private func rootSource(children: [String], breakOne: Bool) -> String {
    var lines = ["import DIRuntime", "", "final class Session {}", "final class Service0 {}", "",
                 "final class RootComponent: BootstrapComponent {"]
    if !breakOne { lines.append("    var session: Session { shared { Session() } }") }
    lines.append("    var service0: Service0 { shared { Service0() } }")
    for child in children { lines.append("    var make\(child): \(child) { \(child)(parent: self) }") }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
}

/// A component requiring `requirements` (name: Type) and providing `service<index>`, creating `children`.
private func componentSource(_ index: Int, requirements: [(String, String)], children: [String]) -> String {
    var lines = ["import DIRuntime", "", "protocol Node\(index)Dependency: Dependency {"]
    for (name, type) in requirements { lines.append("    var \(name): \(type) { get }") }
    lines.append("}")
    lines.append("")
    lines.append("final class Service\(index) {}")
    lines.append("")
    lines.append("final class Node\(index)Component: Component<Node\(index)Dependency> {")
    lines.append("    var service\(index): Service\(index) { shared { Service\(index)() } }")
    for child in children { lines.append("    var make\(child): \(child) { \(child)(parent: self) }") }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
}

private func write(_ text: String, _ name: String, to sources: URL) throws {
    try text.write(to: sources.appendingPathComponent(name + ".swift"), atomically: false, encoding: .utf8)
}

/// A root with `count - 1` children, all reading the root's `session` and `service0`.
public func writeWide(count: Int, options: ShapeOptions, to sources: URL) throws {
    try write(rootSource(children: (1..<count).map { "Node\($0)Component" }, breakOne: options.breakOne), "RootComponent", to: sources)
    for index in 1..<count {
        try write(componentSource(index, requirements: [("session", "Session"), ("service0", "Service0")], children: []),
                  "Node\(index)Component", to: sources)
    }
}

/// `count` components, each the child of the previous, each reading the root's `session` and its parent's service.
public func writeChain(count: Int, options: ShapeOptions, to sources: URL) throws {
    try write(rootSource(children: ["Node1Component"], breakOne: options.breakOne), "RootComponent", to: sources)
    for index in 1..<count {
        let children = index + 1 < count ? ["Node\(index + 1)Component"] : []
        try write(componentSource(index, requirements: [("session", "Session"), ("service\(index - 1)", "Service\(index - 1)")],
                                  children: children), "Node\(index)Component", to: sources)
    }
}

/// A root and `count - 1` components that nothing creates.
public func writeUnreachable(count: Int, options: ShapeOptions, to sources: URL) throws {
    try write(rootSource(children: [], breakOne: options.breakOne), "RootComponent", to: sources)
    for index in 1..<count {
        try write(componentSource(index, requirements: [("session", "Session")], children: []), "Node\(index)Component", to: sources)
    }
}
