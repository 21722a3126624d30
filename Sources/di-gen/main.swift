import DIAnalysis
import DIFileSystem
import DIGenerator
import DIReporting
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
    usage: di-gen generate [--output FILE] [--root DIR] [PATH ...]          write the workspace's provider code
           di-gen graph [--format dot|mermaid|json] [--root DIR] [PATH ...]  print the tree and its resolutions
           di-gen mocks --output FILE [--protocols A,B] [--root DIR] [PATH ...]  write a mock per dependency protocol
    generate's --output defaults to "generatedFile" in DIR/.di-lsp.json; DIR defaults to the first PATH or ".".
           di-gen --version
    Exit status: 0 success, 1 errors in the workspace or an unknown --protocols name (nothing written),
    2 usage or internal failure.
    """

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "generate":
    exit(runGenerate(Array(arguments.dropFirst())))
case "graph":
    exit(runGraph(Array(arguments.dropFirst())))
case "mocks":
    exit(runMocks(Array(arguments.dropFirst())))
case "--version":
    print("di-gen \(toolVersion)")
case "--help", "-h":
    print(usage)
default:
    printError(usage)
    exit(2)
}
