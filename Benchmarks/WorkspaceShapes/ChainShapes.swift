// Wide, chain and unreachable workspaces: one component per file, DI declarations only.
import Foundation

/// The service classes and the root, shared by the shapes below.
private func rootSource(children: [String], breakOne: Bool, network: Bool = false) -> String {
    var lines = ["import DIRuntime", "", "final class Session {}", "final class Service0 {}"] + (network ? ["final class Network {}"] : [])
        + ["", "final class RootComponent: BootstrapComponent {"]
    if !breakOne { lines.append("    var session: Session { shared { Session() } }") }
    lines.append("    var service0: Service0 { shared { Service0() } }")
    if network { lines.append("    var network: Network { shared { Network() } }") }
    for child in children { lines.append("    var make\(child): \(child) { \(child)(parent: self) }") }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
}

/// A component requiring `requirements` (name: Type) and providing `service<index>`, creating `children`.
/// `filler`: ordinary code after the component (a view model of some thirty lines), as app files have.
private func componentSource(_ index: Int, requirements: [(String, String)], children: [String], filler: Bool = false) -> String {
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
    if filler {
        lines += ["", "struct Node\(index)ViewModel {", "    private(set) var items: [String] = []", "    var title = \"Node \(index)\"", ""]
        for method in 0..<6 {
            lines += ["    mutating func update\(method)(with values: [Int]) {", "        let sorted = values.sorted { $0 > $1 }",
                      "        items = sorted.map { \"\\($0) item\\($0 == \(method) ? \"\" : \"s\")\" }", "    }"]
        }
        lines.append("}")
    }
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

/// The wide shape as an app has it: every child reads three of the root's providers and has ordinary code too.
public func writeWideWithFiller(count: Int, options: ShapeOptions, to sources: URL) throws {
    try write(rootSource(children: (1..<count).map { "Node\($0)Component" }, breakOne: options.breakOne, network: true), "RootComponent", to: sources)
    for index in 1..<count {
        let requirements = [("session", "Session"), ("service0", "Service0"), ("network", "Network")]
        try write(componentSource(index, requirements: requirements, children: [], filler: true), "Node\(index)Component", to: sources)
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
