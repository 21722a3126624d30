// A Swinject workspace: assemblies of ten registrations each, every factory resolving two earlier services.
import Foundation

/// `count` registrations `Service<i>` in `count / 10` assemblies (`Assembly<k>.swift`), an `Assembler` of all of them
/// and an app file resolving a service of every assembly. Service `i` resolves services `i - 1` and `i / 2`, so the
/// registrations form a DAG without cycles, and one edit changes what a few resolutions are bound to.
/// With `breakOne`, one factory also resolves a service nothing registers.
public func writeSwinject(count: Int, options: ShapeOptions, to sources: URL) throws {
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
    var app = ["import Swinject", "", "let assembler = Assembler([", (0..<assemblies).map { "    Assembly\($0)()," }.joined(separator: "\n"), "])", ""]
    app.append("func start() {")
    for assembly in 0..<assemblies { app.append("    _ = assembler.resolver.resolve(Service\(assembly * perAssembly).self)!") }
    app.append("}")
    try (app.joined(separator: "\n") + "\n").write(to: sources.appendingPathComponent("App.swift"), atomically: false, encoding: .utf8)
}
