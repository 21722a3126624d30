import Foundation
import PackagePlugin

/// `swift package di-check [--format text|json|sarif] [PATH ...]`: runs `di-lsp --check` on the package
/// (or on the given paths, relative to it) and fails when it finds errors, printing them as
/// `file:line:column: error:` lines.
@main
struct DICheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "di-lsp").url
        process.arguments = ["--check"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw CheckFailure(status: process.terminationStatus)
        }
    }
}

/// `di-lsp --check` found errors (status 1) or could not run (status 2).
struct CheckFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String {
        status == 1 ? "di-lsp found dependency-injection errors" : "di-lsp --check failed with status \(status)"
    }
}
