import DIReporting
import DIServer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
    usage: di-lsp [--stdio]                                    serve LSP 3.17 over stdin/stdout
           di-lsp --check [--format text|json|sarif] [--color auto|always|never] [--] [PATH ...]
                                                              check a workspace; exit 1 on errors
           di-lsp --version
    --check reads the .di-lsp.json nearest above the first PATH (or the current folder). Colour: on a terminal
    unless NO_COLOR is set. Exit status: 0 no errors, 1 errors, 2 usage error or a workspace not fully read.
    """

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "--check":
    exit(runCheck(Array(arguments.dropFirst())))
case "--version" where arguments.count == 1:
    print("di-lsp \(toolVersion)")
case "--help" where arguments.count == 1, "-h" where arguments.count == 1:
    print(usage)
case nil:
    exit(serveStandardIO(version: toolVersion))
case "--stdio" where arguments.count == 1:
    exit(serveStandardIO(version: toolVersion))
case "--stdio":
    // `--stdio --check X` must not start a server that ignores `--check`.
    exit(usageError("--stdio takes no other arguments (got \(arguments.dropFirst().joined(separator: " ")))"))
default:
    exit(usageError("unknown argument \(arguments[0])"))
}
