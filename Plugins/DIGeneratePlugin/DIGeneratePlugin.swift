import Foundation
import PackagePlugin

/// Runs `di-gen generate` before a target compiles, over the target's Swift sources and those of every target of
/// the same package it depends on (directly or not; never a dependency's checkout), and adds the generated
/// providers to the build, so an app never commits generated code. The files go to di-gen as a list with each
/// one's module (`module<TAB>path`, what `di-gen modules` prints), which is also the command's declared input with
/// the sources, `Package.swift` and `.di-lsp.json`; the generated file (and its parts, with `"generatedParts"`) the outputs. When the component tree
/// has errors, di-gen prints them as `file:line:column: error:` lines and exits 1, which fails the build with them.
@main
struct DIGeneratePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let package = context.package.directoryURL.standardizedFileURL.path
        // A target of this package has its files in the package's folder; a dependency's checkout does not.
        let firstParty = ([target as Target] + target.recursiveTargetDependencies)
            .compactMap { $0 as? SourceModuleTarget }
            .filter { module in
                module.sourceFiles.allSatisfy { $0.url.standardizedFileURL.path.hasPrefix(package + "/") }
            }
        var seen = Set<String>()
        var entries: [(module: String, file: URL)] = []
        for module in firstParty where seen.insert(module.name).inserted {
            entries += module.sourceFiles(withSuffix: "swift").map { (module.moduleName, $0.url) }
        }
        let list = context.pluginWorkDirectoryURL.appending(path: "di-gen-inputs.txt")
        let text = entries.map { "\($0.module)\t\($0.file.path)\n" }.joined()
        // Written only when it changes, so an unchanged list does not make the build run di-gen again.
        if (try? String(contentsOf: list, encoding: .utf8)) != text { try text.write(to: list, atomically: true, encoding: .utf8) }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedProviders.swift")
        let extras = [".di-lsp.json", "Package.swift"].map { context.package.directoryURL.appending(path: $0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        // The parts `"generatedParts"` asks for are outputs too, declared before di-gen runs.
        let parts = generatedParts(in: context.package.directoryURL.appending(path: ".di-lsp.json"))
        let outputs = [output] + (0..<parts).map { context.pluginWorkDirectoryURL.appending(path: "GeneratedProviders.part\($0 + 1).swift") }
        return [
            .buildCommand(
                displayName: "di-gen: generating dependency providers for \(target.name) (\(firstParty.count) targets)",
                executable: try context.tool(named: "di-gen").url,
                // The output is in the plugin's own work folder (inside `.build`, or a scratch path elsewhere), hence --force.
                arguments: [
                    "generate", "--root", context.package.directoryURL.path, "--output", output.path, "--parts", "\(parts)", "--force",
                    "--files-from", list.path,
                ],
                inputFiles: entries.map(\.file) + extras + [list],
                outputFiles: outputs)
        ]
    }

    /// `"generatedParts"` of the package's `.di-lsp.json`: 0 when it is absent or not a count (di-gen itself says
    /// what is wrong with the file).
    private func generatedParts(in configuration: URL) -> Int {
        guard let data = try? Data(contentsOf: configuration),
            let fields = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            let parts = fields["generatedParts"] as? Int, (0...256).contains(parts)
        else { return 0 }
        return parts
    }
}
