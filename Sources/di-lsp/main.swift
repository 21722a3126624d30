import DIReporting
import DIServer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
    usage: di-lsp [--stdio]                                   serve LSP 3.17 over stdin/stdout
           di-lsp --check [--format text|json|sarif] [PATH ...]  check a workspace; exit 1 on errors
           di-lsp --version
    """

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "--check":
    exit(runCheck(Array(arguments.dropFirst())))
case "--version":
    print("di-lsp \(toolVersion)")
case "--help", "-h":
    print(usage)
case nil, "--stdio":
    exit(serveStandardIO(version: toolVersion))
default:
    printError("di-lsp: unknown argument \(arguments[0])\n\(usage)")
    exit(2)
}
