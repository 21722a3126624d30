// Writes a synthetic Needle-style workspace for benchmarks, in one of several shapes.
// Usage: workspace-generator COMPONENTS OUTPUT_DIR [--shape SHAPE] [--break] [--di-only [--per-file N]]
//   --shape tree      (default) one root and COMPONENTS-1 components, up to 8 children each (WorkspaceShapes/TreeShape.swift).
//   --shape diamond   COMPONENTS levels of two components, each creating both of the next level: 2^(levels+1)-1
//                     paths from 2*levels+1 components (WorkspaceShapes/DiamondShape.swift).
//   --shape wide      a root with COMPONENTS-1 children, every one reading the root's session.
//   --shape wide-filler  the same, each child reading three of the root's providers and holding ordinary code too.
//   --shape chain     COMPONENTS components, each the child of the previous (WorkspaceShapes/ChainShapes.swift).
//   --shape unreachable  a root and COMPONENTS-1 components that nothing creates.
//   --shape swinject  COMPONENTS Swinject registrations in assemblies of ten, each factory resolving two earlier
//                     services, and an app resolving one per assembly (WorkspaceShapes/SwinjectShape.swift).
//   --shape swinject-flows  the same, the assemblies ten by ten in a chain of assemblers (a container per flow).
//   --break    removes one provider that many components need (tree, wide, chain), or makes the last level
//              of a diamond need a provider that only one middle component has, to measure reporting.
//   --di-only  writes only the DI declarations (dependency protocols, components, the provided service
//              classes), without Foundation or ordinary code, so the files compile quickly and a benchmark
//              can measure what the generated providers add to a build (Benchmarks/GeneratedCode).
//   --per-file N  with --di-only, N components per file (default 1), so a build of 10,000 components is not
//              dominated by the driver re-parsing 10,000 files in every batch job.
//   --app PATH (diamond) also writes Package.swift and main.swift: an executable that depends on the
//              DIRuntime of the di-lsp checkout at PATH, creates 2,000 random paths to the deepest level and
//              checks that every component reads the nearest provider on its own path.
import Foundation
import WorkspaceShapes

let arguments = CommandLine.arguments
let usage = "usage: workspace-generator COMPONENTS OUTPUT_DIR [--shape tree|diamond|wide|wide-filler|chain|unreachable|swinject|swinject-flows] [--break] [--di-only [--per-file N]] [--app PATH]\n"
let count = arguments.count >= 3 ? Int(arguments[1]) ?? 0 : 0
guard count >= 2 else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
func value(after flag: String) -> String? {
    arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let output = URL(fileURLWithPath: arguments[2])
let breakOne = arguments.contains("--break")
let diOnly = arguments.contains("--di-only")
let perFile = value(after: "--per-file").flatMap(Int.init) ?? 1
let shape = value(after: "--shape") ?? "tree"
let options = ShapeOptions(breakOne: breakOne, diOnly: diOnly, perFile: perFile)

let sources = output.appendingPathComponent("Sources/App")
try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
switch shape {
case "tree": try writeTree(count: count, options: options, to: sources)
case "diamond": try writeDiamond(levels: count, options: options, to: sources, app: value(after: "--app"), package: output)
case "wide": try writeWide(count: count, options: options, to: sources)
case "wide-filler": try writeWideWithFiller(count: count, options: options, to: sources)
case "chain": try writeChain(count: count, options: options, to: sources)
case "unreachable": try writeUnreachable(count: count, options: options, to: sources)
case "swinject": try writeSwinject(count: count, options: options, to: sources)
case "swinject-flows": try writeSwinject(count: count, options: options, flows: true, to: sources)
default:
    FileHandle.standardError.write(Data(("unknown shape \(shape)\n" + usage).utf8))
    exit(2)
}
print("wrote a \(shape) of \(count) to \(sources.path)")
