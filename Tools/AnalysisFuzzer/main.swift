import DIFileSystem
import Dispatch
import Foundation

// The in-process half of the scanner/analysis fuzzer; `Tools/Fuzz/fuzz.py analysis` drives it (see
// docs/RELIABILITY.md). Inputs are generated from a seed and an index alone, so any of them can be made again.

let usage = """
    usage: analysis-fuzzer worker --seed N --first N --count N [CORPUS OPTIONS]
           analysis-fuzzer save --seed N --index N --out DIR [CORPUS OPTIONS]
             CORPUS OPTIONS: [--corpus DIR ...] [--corpus-cache FILE] [--shape-share F] [--size-scale F]
           analysis-fuzzer count --seed N --first N --count N [--shape-share F]   how many are mutants and how many shapes
           analysis-fuzzer replay DIR     run a saved input once and print what it produced and how long it took
           analysis-fuzzer apps [--seed N] [--edits N] DIR ...   seeded edits in real apps: every incremental update
                                          (one step and two) equal to a fresh analysis
    """

var arguments = Array(CommandLine.arguments.dropFirst())
guard let mode = arguments.first else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
arguments.removeFirst()

var values: [String: String] = [:]
var corpusFolders: [String] = []
var positional: [String] = []
var index = 0
while index < arguments.count {
    let argument = arguments[index]
    if argument.hasPrefix("--"), index + 1 < arguments.count {
        if argument == "--corpus" { corpusFolders.append(arguments[index + 1]) } else { values[argument] = arguments[index + 1] }
        index += 2
    } else {
        positional.append(argument)
        index += 1
    }
}
let seed = UInt64(values["--seed"] ?? "1") ?? 1
let shapeShare = Double(values["--shape-share"] ?? "0.1") ?? 0.1
let sizeScale = Double(values["--size-scale"] ?? "1") ?? 1

switch mode {
case "worker":
    let corpus = Corpus(folders: corpusFolders, cache: values["--corpus-cache"])
    runWorker(
        seed: seed, first: Int(values["--first"] ?? "0") ?? 0, count: Int(values["--count"] ?? "1000") ?? 1000,
        corpus: corpus, shapeShare: shapeShare, sizeScale: sizeScale)
case "save":
    guard let out = values["--out"], let inputIndex = Int(values["--index"] ?? "") else {
        FileHandle.standardError.write(Data((usage + "\n").utf8))
        exit(2)
    }
    let input = FuzzInput.generate(
        seed: seed, index: inputIndex, corpus: Corpus(folders: corpusFolders, cache: values["--corpus-cache"]), shapeShare: shapeShare, sizeScale: sizeScale)
    do {
        try SavedInput.write(input, to: out)
        print("saved input \(inputIndex) (\(input.label)) to \(out)")
    } catch {
        FileHandle.standardError.write(Data("analysis-fuzzer: \(error)\n".utf8))
        exit(2)
    }
case "count":
    let first = Int(values["--first"] ?? "0") ?? 0
    let count = Int(values["--count"] ?? "1000") ?? 1000
    let shapes = (first..<first + count).count { FuzzInput.isShape(seed: seed, index: $0, shapeShare: shapeShare) }
    print("\(count - shapes) mutants, \(shapes) shapes")
case "apps":
    exit(checkIncrementalUpdates(onApps: positional, seed: seed, edits: Int(values["--edits"] ?? "200") ?? 200))
case "replay":
    guard let folder = positional.first else {
        FileHandle.standardError.write(Data((usage + "\n").utf8))
        exit(2)
    }
    do {
        let input = try SavedInput.read(from: folder)
        let started = DispatchTime.now().uptimeNanoseconds
        let summary = exercise(input)
        print("\(input.label): \(summary) in \((DispatchTime.now().uptimeNanoseconds - started) / 1_000_000) ms")
    } catch {
        FileHandle.standardError.write(Data("analysis-fuzzer: \(error)\n".utf8))
        exit(2)
    }
default:
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
