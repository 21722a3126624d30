import Foundation
import PackagePlugin

/// `swift package di-check [--format text|json|sarif] [PATH ...]`: runs `di-lsp --check` on the package
/// (or on the given paths, relative to it) and fails when it finds errors, printing them as
/// `file:line:column: error:` lines.
///
/// SwiftPM prints everything a command plugin writes, stdout and stderr alike, on its own stdout. So that
/// `swift package di-check --format json > report.json` stays pure JSON, the tool's stderr (the summary and
/// notes) is taken apart for JSON and SARIF: a failure carries it in the error SwiftPM prints on stderr, and a
/// pass gives it as remarks (`swift package -v di-check` shows them).
@main
struct DICheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "di-lsp").url
        process.arguments = ["--check"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        let reportsData = arguments.contains { $0 == "json" || $0 == "sarif" || $0 == "--format=json" || $0 == "--format=sarif" }
        let errors = Pipe()
        if reportsData { process.standardError = errors }
        try process.run()
        let said = reportsData ? String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) : ""
        process.waitUntilExit()
        let lines = said.split(separator: "\n").map(String.init)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw CheckFailure(status: process.terminationStatus, said: lines)
        }
        for line in lines { Diagnostics.remark(line) }
    }
}

/// `di-lsp --check` found errors (status 1) or could not run (status 2); `said` is its stderr when it was
/// taken apart from the report.
struct CheckFailure: Error, CustomStringConvertible {
    let status: Int32
    var said: [String] = []
    var description: String {
        let reason = status == 1 ? "di-lsp found dependency-injection errors" : "di-lsp --check failed with status \(status)"
        return ([reason] + said).joined(separator: "\n")
    }
}
