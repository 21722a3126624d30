// The default shape: a tree with up to 8 children per component, each requiring some of its ancestors'
// services and the root's session; files of ~176 lines, most of it ordinary non-DI code.
import Foundation

private let branching = 8

/// The tree of `count` components.
private struct Tree {
    let count: Int
    let options: ShapeOptions
    var diOnly: Bool { options.diOnly }
    var breakOne: Bool { options.breakOne }

func name(_ index: Int) -> String { index == 0 ? "RootComponent" : "Feature\(index)Component" }
func parent(of index: Int) -> Int { (index - 1) / branching }
func children(of index: Int) -> [Int] { (1...branching).map { index * branching + $0 }.filter { $0 < count } }

/// Services provided at each level; a component requires some of its ancestors'.
func providedName(_ index: Int) -> String { "service\(index)" }

func treeSource(for index: Int) -> String {
    var lines: [String] = diOnly ? ["import DIRuntime", ""] : ["import DIRuntime", "import Foundation", ""]
    var ancestors: [Int] = []
    var cursor = index
    while cursor != 0 { cursor = parent(of: cursor); ancestors.append(cursor) }
    let requirements = ancestors.prefix(4).map { providedName($0) } + (index > 0 ? ["session"] : [])
    if index > 0 {
        lines.append("protocol Feature\(index)Dependency: Dependency {")
        for requirement in requirements {
            let type = requirement == "session" ? "Session" : "Service\(requirement.dropFirst("service".count))"
            lines.append("    var \(requirement): \(type) { get }")
        }
        lines.append("}")
        lines.append("")
        lines.append("final class \(name(index)): Component<Feature\(index)Dependency> {")
    } else {
        lines.append("final class RootComponent: BootstrapComponent {")
        if !breakOne { lines.append("    var session: Session { shared { Session() } }") }
    }
    lines.append("    var \(providedName(index)): Service\(index) { shared { Service\(index)() } }")
    for child in children(of: index) {
        lines.append("    var child\(child): \(name(child)) { \(name(child))(parent: self) }")
    }
    lines.append("}")
    lines.append("")
    lines.append("final class Service\(index) {")
    lines.append("    let identifier = \(index)")
    lines.append("}")
    if index == 0 { lines.append("final class Session {}") }
    if diOnly { return lines.joined(separator: "\n") + "\n" }
    // Ordinary code: the bulk of a real file, which the scanner must skip quickly.
    lines.append("")
    lines.append("/// Model types and helpers of feature \(index); nothing here is DI.")
    lines.append("struct Feature\(index)Model: Codable, Hashable {")
    for field in 0..<12 { lines.append("    var field\(field): String = \"value \\(\(field)) with \\\"quotes\\\" and { braces }\"") }
    lines.append("}")
    lines.append("")
    lines.append("enum Feature\(index)Event {")
    for event in 0..<10 { lines.append("    case event\(event)(id: Int, payload: [String: Int])") }
    lines.append("}")
    lines.append("")
    lines.append("final class Feature\(index)ViewModel {")
    lines.append("    private var models: [Feature\(index)Model] = []")
    lines.append("    private var handlers: [(Feature\(index)Event) -> Void] = []")
    for method in 0..<8 {
        lines.append("")
        lines.append("    /* Handles step \(method); see the design notes. */")
        lines.append("    func step\(method)(input: Int, label: String) -> Int {")
        lines.append("        var total = input")
        lines.append("        for value in 0..<input where value % \(method + 2) == 0 {")
        lines.append("            total += value * \(method + 1) // accumulate")
        lines.append("        }")
        lines.append("        let message = \"step \(method): \\(label) -> \\(total)\"")
        lines.append("        if message.isEmpty { return -1 }")
        lines.append("        return handlers.isEmpty ? total : total + models.count")
        lines.append("    }")
    }
    lines.append("}")
    lines.append("")
    lines.append("extension Feature\(index)ViewModel {")
    lines.append("    func describe() -> String {")
    lines.append("        let pairs = models.enumerated().map { \"\\($0.offset)=\\($0.element.field0)\" }")
    lines.append("        return pairs.joined(separator: \", \")")
    lines.append("    }")
    lines.append("}")
    while lines.count < 176 { lines.append("// Padding comment line \(lines.count) keeps files at a realistic length.") }
    return lines.joined(separator: "\n") + "\n"
}

}

/// Writes the tree: one component per file, or with `diOnly` and `perFile` N, N per file.
public func writeTree(count: Int, options: ShapeOptions, to sources: URL) throws {
    let tree = Tree(count: count, options: options)
    let diOnly = options.diOnly, perFile = options.perFile
    if diOnly && perFile > 1 {
        for first in stride(from: 0, to: count, by: perFile) {
            let group = (first..<min(first + perFile, count)).map { tree.treeSource(for: $0).dropFirst("import DIRuntime\n".count) }
            let text = "import DIRuntime\n" + group.joined()
            try text.write(to: sources.appendingPathComponent("Components\(first / perFile).swift"), atomically: false, encoding: .utf8)
        }
    } else {
        for index in 0..<count {
            try tree.treeSource(for: index).write(to: sources.appendingPathComponent("\(tree.name(index)).swift"), atomically: false, encoding: .utf8)
        }
    }
}
