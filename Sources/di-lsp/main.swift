import DICommandLine
import DIReporting
import DIServer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let serveCommand = CommandSpec(
    tool: "di-lsp", name: "", summary: "serves LSP 3.17 over stdin and stdout (what an editor starts)",
    options: [CommandOption("--stdio", help: "the same; some editors pass it")], operands: "")

let versionCommand = CommandSpec(tool: "di-lsp", name: "--version", summary: "prints the version", options: [], operands: "")

let usage = overviewText(tool: "di-lsp", commands: [serveCommand, checkCommand, versionCommand], details: checkCommand.details)

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "--check":
    exit(runCheck(Array(arguments.dropFirst())))
case "--version" where arguments.count == 1:
    print("di-lsp \(toolVersion)")
case "--help" where arguments.count == 1, "-h" where arguments.count == 1:
    print(usage)
case _ where arguments.isEmpty || arguments == ["--stdio"]:
    if isatty(0) == 1 {
        // A person at a terminal, not an editor: say what this is rather than wait in silence.
        printError("di-lsp: serving the Language Server Protocol on stdin and stdout, for an editor to talk to (see editors/). To check a folder, run: di-lsp --check PATH. Ctrl-D ends.")
    }
    exit(serveStandardIO(version: toolVersion))
case "--stdio":
    // `--stdio --check X` must not start a server that ignores `--check`.
    exit(usageError("--stdio takes no other arguments (got \(arguments.dropFirst().joined(separator: " ")))"))
case "check":
    exit(usageError("unknown command check; did you mean --check?"))
default:
    exit(usageError("unknown argument \(arguments[0])"))
}

func usageError(_ message: String) -> Int32 {
    printError("di-lsp: \(message)\n\(usage)")
    return 2
}
