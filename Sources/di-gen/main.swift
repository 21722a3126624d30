import DIAnalysis
import DIFileSystem
import DIGenerator
import DIReporting
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let commandUsages = [
    "generate": """
        usage: di-gen generate [--output FILE] [--root DIR] [--force] [--color auto|always|never] [--] [PATH ...]
          Writes the workspace's provider code, only when it changes; refuses while the workspace has errors.
          --output defaults to "generatedFile" in the nearest .di-lsp.json; DIR defaults to the folder holding it.
          FILE must be inside the repository, outside .git and other tools' folders, and new or a generated
          file (di-gen's or Needle's); --force writes anywhere but a version-control folder.
        """,
    "graph": """
        usage: di-gen graph [--format dot|mermaid|json] [--root DIR] [--] [PATH ...]
          Prints the component tree and its resolutions (dot: errors red, unreachable components dashed).
        """,
    "mocks": """
        usage: di-gen mocks --output FILE [--protocols A,B] [--root DIR] [--force] [--] [PATH ...]
          Writes a <Protocol>Mock class per dependency protocol, only when the file changes. FILE is checked as
          generate's is, and may replace only a mocks file di-gen wrote.
        """,
]

let usage = """
    usage: di-gen generate [--output FILE] [--root DIR] [--force] [PATH ...]  write the workspace's provider code
           di-gen graph [--format dot|mermaid|json] [--root DIR] [PATH ...]  print the tree and its resolutions
           di-gen mocks --output FILE [--protocols A,B] [--root DIR] [PATH ...]  write a mock per dependency protocol
           di-gen COMMAND --help                                          one command's options
           di-gen --version
    generate's --output defaults to "generatedFile" in DIR/.di-lsp.json; DIR defaults to the folder of the
    .di-lsp.json nearest above the first PATH, or the first PATH, or ".".
    Exit status: 0 success, 1 errors in the workspace or an unknown --protocols name (nothing written),
    2 usage error, an output path refused (nothing written) or internal failure.
    """

let arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.first ?? ""
let rest = Array(arguments.dropFirst())
// `di-gen generate --help`: the command's own usage (a `--help` after `--` is a path).
if let commandUsage = commandUsages[command], (rest.firstIndex(of: "--") ?? rest.count) > (rest.firstIndex { $0 == "--help" || $0 == "-h" } ?? rest.count) {
    print(commandUsage)
    exit(0)
}
switch command {
case "generate":
    exit(runGenerate(rest))
case "graph":
    exit(runGraph(rest))
case "mocks":
    exit(runMocks(rest))
case "--version" where rest.isEmpty:
    print("di-gen \(toolVersion)")
case "--help" where rest.isEmpty, "-h" where rest.isEmpty:
    print(usage)
case "":
    printError(usage)
    exit(2)
default:
    exit(usageError("unknown command '\(command)'; the commands are generate, graph and mocks"))
}
