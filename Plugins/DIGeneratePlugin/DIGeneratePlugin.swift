import Foundation
import PackagePlugin

/// Runs `di-gen generate` on a target's Swift sources before it compiles and adds the generated
/// providers to the build, so an app never commits generated code. When the component tree has errors,
/// di-gen prints them as `file:line:column: error:` lines and exits 1, which fails the build with them.
/// The package's `.di-lsp.json` (base classes, severities, exclusions) applies.
@main
struct DIGeneratePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedProviders.swift")
        let configuration = context.package.directoryURL.appending(path: ".di-lsp.json")
        let inputs = sources + (FileManager.default.fileExists(atPath: configuration.path) ? [configuration] : [])
        return [
            .buildCommand(
                displayName: "di-gen: generating dependency providers for \(target.name)",
                executable: try context.tool(named: "di-gen").url,
                // The output is in the plugin's own work folder (inside `.build`, or a scratch path elsewhere), hence --force.
                arguments: ["generate", "--root", context.package.directoryURL.path, "--output", output.path, "--force"]
                    + sources.map(\.path),
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
