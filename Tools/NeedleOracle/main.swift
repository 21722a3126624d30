// needle-oracle: compares our resolution with the choices in Needle's committed generated files.
// Usage: needle-oracle [--one-module] [--verbose] DIR ...
//   For each DIR: loads the workspace as `di-lsp --check DIR` does (its `.di-lsp.json` applies, units included:
//   each unit is compared with the Needle files among its files), finds the
//   files Needle generated (by content), and for every path they register and every requirement compares
//   which ancestor and property Needle chose with our binding. Prints counts and every difference.
//   --one-module  analyse as if every file were in one module (to look past module-boundary answers).
//   Exit status: 0 all agree, 1 some differ, 2 usage or a path that cannot be read.
import DIAnalysis
import DIFileSystem
import DINeedleOracle
import DIIndex
import DIResolver
import DIScanner
import DIWorkspace
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
let oneModule = arguments.contains("--one-module")
let verbose = arguments.contains("--verbose")
arguments.removeAll { $0.hasPrefix("--") }
guard !arguments.isEmpty else {
    FileHandle.standardError.write(Data("usage: needle-oracle [--one-module] [--verbose] DIR ...\n".utf8))
    exit(2)
}

var allAgree = true
for directory in arguments {
    let (configuration, _) = loadWorkspaceConfiguration(root: directory)
    guard var snapshot = try? loadWorkspace([directory], configuration: configuration).snapshot else {
        FileHandle.standardError.write(Data("needle-oracle: cannot read \(directory)\n".utf8))
        exit(2)
    }
    if oneModule {
        snapshot = Snapshot(loading: snapshot.files.map { .set($0.path, module: nil, bytes: readFile(atPath: $0.path, limit: ReadLimits.swiftFile).bytes ?? []) })
    }
    // With `units`, each unit is its own graph, compared with the Needle files among its own files.
    for unit in analyzeUnits(snapshot, configuration: configuration, updatable: false) {
        let analysis = unit.analysis
        let needleFiles = analysis.snapshot.files.filter(\.summary.isNeedleGenerated)
        let name = unit.unit.name.isEmpty ? directory : "\(directory) unit \(unit.unit.name)"
        print("== \(name): \(needleFiles.count) Needle-generated file(s), \(analysis.graph.components.count) components")
        var needle: [NeedleGeneratedFile] = []
        for file in needleFiles {
            guard let bytes = readFile(atPath: file.path, limit: ReadLimits.swiftFile).bytes else { continue }
            needle.append(NeedleGeneratedFile(text: String(decoding: bytes, as: UTF8.self)))
            print("  \(file.path): \(needle[needle.count - 1].paths.count) paths, \(needle[needle.count - 1].unreadLines.count) unread lines")
            if verbose { for line in needle[needle.count - 1].unreadLines { print("    unread: \(line)") } }
        }
        let comparison = OracleComparison(needle: needle, resolution: analysis.resolution)
        print("  paths: \(comparison.needlePaths) registered by Needle, \(comparison.ourPaths) walked by us, \(comparison.commonPaths) in common")
        print("  requirements: \(comparison.requirements) compared, \(comparison.agreements) agree, "
            + "\(comparison.requirements - comparison.agreements) differ")
        for difference in comparison.differences.prefix(verbose ? Int.max : 20) { print("    \(difference)") }
        if !verbose, comparison.differences.count > 20 { print("    ... and \(comparison.differences.count - 20) more") }
        if !comparison.differences.isEmpty || needleFiles.isEmpty { allAgree = false }
    }
}
exit(allAgree ? 0 : 1)
