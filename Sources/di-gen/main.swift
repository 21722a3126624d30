import DICommandLine
import DIReporting
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every command, with what runs it: the table `di-gen --help` and each command's `--help` are made from.
let commands: [(spec: CommandSpec, run: (ParsedArguments) -> Int32)] = [
    (generateCommand, runGenerate),
    (graphCommand, runGraph),
    (mocksCommand, runMocks),
    (modulesCommand, runModules),
    (migrateCommand, runMigrate),
]

let versionCommand = CommandSpec(tool: "di-gen", name: "--version", summary: "prints the version", options: [], operands: "")

let usage = overviewText(
    tool: "di-gen", commands: commands.map(\.spec) + [versionCommand],
    details: [
        "di-gen COMMAND --help prints a command's options.",
        "Exit status: 0 success, 1 errors in the workspace or an unknown --protocols name (nothing written),",
        "2 usage error, an output path refused (nothing written) or internal failure.",
    ])

let arguments = Array(CommandLine.arguments.dropFirst())
let name = arguments.first ?? ""
if let command = commands.first(where: { $0.spec.name == name }) {
    switch parseArguments(Array(arguments.dropFirst()), for: command.spec) {
    case .failure(let error):
        printError("di-gen: \(error.message)\n\(usageText(command.spec))")
        exit(2)
    case .success(let options) where options.wantsHelp:
        print(usageText(command.spec))
    case .success(let options):
        exit(command.run(options))
    }
} else {
    switch name {
    case "--version" where arguments.count == 1:
        print("di-gen \(toolVersion)")
    case "--help" where arguments.count == 1, "-h" where arguments.count == 1:
        print(usage)
    case "":
        printError(usage)
        exit(2)
    default:
        printError("di-gen: unknown command '\(name)'; the commands are \(commands.map(\.spec.name).joined(separator: ", "))\n\(usage)")
        exit(2)
    }
}
