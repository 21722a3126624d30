// A Swinject workspace: assemblies of ten registrations each, every factory resolving two earlier services.
import Foundation

/// `count` registrations `Service<i>` in `count / 10` assemblies (`Assembly<k>.swift`), an `Assembler` of all of them
/// and an app file resolving a service of every assembly. Service `i` resolves services `i - 1` and `i / 2`, so the
/// registrations form a DAG without cycles, and one edit changes what a few resolutions are bound to.
/// With `breakOne`, one factory also resolves a service nothing registers. With `flows`, the assemblies go ten by ten
/// into a chain of assemblers, each the parent of the next (a container per flow, 100 registrations each): every
/// factory then reaches what it resolves through its container's ancestors.
public func writeSwinject(count: Int, options: ShapeOptions, flows: Bool = false, to sources: URL) throws {
    let perAssembly = 10
    let assemblies = (count + perAssembly - 1) / perAssembly
    for assembly in 0..<assemblies {
        var lines = ["import Swinject", ""]
        let range = (assembly * perAssembly)..<min(count, (assembly + 1) * perAssembly)
        for index in range {
            lines.append("final class Service\(index) { init(_ dependencies: Any?...) {} }")
        }
        lines += ["", "final class Assembly\(assembly): Assembly {", "    func assemble(container: Container) {"]
        for index in range {
            let dependencies = index == 0 ? [] : Array(Set([index - 1, index / 2])).sorted()
            var arguments = dependencies.map { "r.resolve(Service\($0).self)" }
            if options.breakOne, index == count / 2 { arguments.append("r.resolve(Unregistered.self)") }
            lines.append("        container.register(Service\(index).self) { r in Service\(index)(\(arguments.joined(separator: ", "))) }"
                + (index % 3 == 0 ? ".inObjectScope(.container)" : ""))
        }
        lines += ["    }", "}"]
        try (lines.joined(separator: "\n") + "\n").write(
            to: sources.appendingPathComponent("Assembly\(assembly).swift"), atomically: false, encoding: .utf8)
    }
    var app = ["import Swinject", ""]
    if flows {
        for flow in stride(from: 0, to: assemblies, by: 10) {
            let members = (flow..<min(assemblies, flow + 10)).map { "Assembly\($0)()" }.joined(separator: ", ")
            app.append("let flow\(flow / 10) = Assembler([\(members)]\(flow == 0 ? "" : ", parent: flow\(flow / 10 - 1)"))")
        }
    } else {
        app += ["let assembler = Assembler([", (0..<assemblies).map { "    Assembly\($0)()," }.joined(separator: "\n"), "])"]
    }
    app += ["", "func start() {"]
    for assembly in 0..<assemblies {
        let receiver = flows ? "flow\(assembly / 10)" : "assembler"
        app.append("    _ = \(receiver).resolver.resolve(Service\(assembly * perAssembly).self)!")
    }
    app.append("}")
    try (app.joined(separator: "\n") + "\n").write(to: sources.appendingPathComponent("App.swift"), atomically: false, encoding: .utf8)
}
