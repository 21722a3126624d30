// swinject-sites: every Swinject resolve of a workspace with the verdict `di-lsp --check` reaches on it, one line
// each, for tools that compare it with something else (Tools/SwinjectDifferential: with Swinject at run time).
// Usage: swinject-sites [--strict-coverage [--list]] DIR
//   Loads DIR as `di-lsp --check DIR` does (its `.di-lsp.json`, units included) and prints, sorted,
//   `path:line:column<TAB>verdict<TAB>checked|unchecked<TAB>type`, where verdict is `served`, `problem` or
//   `unchecked:<reason>`, and "checked" means a missing registration would be reported there.
//   --strict-coverage: instead, replaces each resolve's written type, one at a time, with a fresh type nothing
//   registers, updates the analysis, and counts the sites where an error then appears on the resolve's line: the
//   share of resolves where a deleted registration would be reported. Sites not caught are counted by what the
//   analysis said of them first (--list prints each). Nothing on disk is changed.
//   Exit status: 0, or 2 when DIR cannot be read.
import DIAnalysis
import DIFileSystem
import DIIndex
import DIResolver
import DIScanner
import DIWorkspace
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
let strict = arguments.contains("--strict-coverage"), list = arguments.contains("--list")
arguments.removeAll { $0.hasPrefix("--") }
guard arguments.count == 1 else {
    FileHandle.standardError.write(Data("usage: swinject-sites [--strict-coverage [--list]] DIR\n".utf8))
    exit(2)
}
let (configuration, _) = loadWorkspaceConfiguration(root: arguments[0])
guard let snapshot = try? loadWorkspace([arguments[0]], configuration: configuration).snapshot else {
    FileHandle.standardError.write(Data("swinject-sites: cannot read \(arguments[0])\n".utf8))
    exit(2)
}
if strict {
    strictCoverage(snapshot, configuration: configuration, list: list)
    exit(0)
}
var lines: Set<String> = []
for unit in analyzeUnits(snapshot, configuration: configuration, updatable: false) {
    let swinject = unit.analysis.swinject
    unit.analysis.snapshot.forEachFile { file in
        guard let facts = file.summary.swinject else { return }
        for (index, resolution) in facts.resolutions.enumerated() {
            let site = SwinjectSite(file: file.id, index: index)
            let verdict: String
            switch swinject.verdict(site) {
            case .served: verdict = "served"
            case .problem: verdict = "problem"
            case .unchecked(let reason): verdict = "unchecked:\(reason)"
            case nil: verdict = "unchecked:none"
            }
            lines.insert("\(siteLocation(resolution, in: file).text)\t\(verdict)\t\(swinject.isChecked(site) ? "checked" : "unchecked")\t\(swinject.resolvedType(site)?.text ?? "?")")
        }
    }
}
for line in lines.sorted() { print(line) }

/// `path:line:column` of a resolve's `resolve` (1-based), and its line's index: how both outputs name a site.
func siteLocation(_ resolution: SwinjectResolution, in file: IndexedFile) -> (line: Int, text: String) {
    let line = file.lines.lineIndex(containing: resolution.callee.start)
    return (line, "\(file.path):\(line + 1):\(resolution.callee.start - file.lines.lineStarts[line] + 1)")
}
