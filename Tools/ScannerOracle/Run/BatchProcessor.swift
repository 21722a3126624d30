import DIScanner
import Foundation

/// Compares the files of one batch: one compiler call for all of them, then per file the compiler's facts,
/// the scanner's facts, and their comparison.
struct BatchProcessor: Sendable {
    let corpus: URL
    let invocation: CompilerInvocation
    /// A private folder for flattened copies of files with `#if` blocks.
    let scratch: URL

    func process(_ relativePaths: [String]) -> [FileOutcome] {
        var sources: [[UInt8]?] = []
        var compilerPaths: [String] = []
        var flattened: [Bool] = []
        for relativePath in relativePaths {
            let original = corpus.appendingPathComponent(relativePath).path
            guard let data = FileManager.default.contents(atPath: original) else {
                sources.append(nil)
                compilerPaths.append(original)
                flattened.append(false)
                continue
            }
            let bytes = [UInt8](data)
            sources.append(bytes)
            if let flat = DirectiveFlattening.flatten(bytes) {
                let copy = scratch.appendingPathComponent("\(UUID().uuidString).swift")
                _ = FileManager.default.createFile(atPath: copy.path, contents: Data(flat))
                compilerPaths.append(copy.path)
                flattened.append(true)
            } else {
                compilerPaths.append(original)
                flattened.append(false)
            }
        }
        defer {
            for (path, wasFlattened) in zip(compilerPaths, flattened) where wasFlattened {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        let readable = compilerPaths.indices.filter { sources[$0] != nil }.map { compilerPaths[$0] }
        let output = try? invocation.dumpParse(readable, scratch: scratch)
        if relativePaths.count > 1, output == nil || output?.failure != nil {
            // One file can crash the frontend for the whole batch: retry each file on its own.
            return relativePaths.flatMap { process([$0]) }
        }
        return relativePaths.indices.map { index in
            guard let bytes = sources[index] else { return .excluded(Exclusion(reason: .unreadable, message: "")) }
            return outcome(
                relativePath: relativePaths[index], bytes: bytes, compilerPath: compilerPaths[index],
                flattened: flattened[index], output: output)
        }
    }

    private func outcome(
        relativePath: String, bytes: [UInt8], compilerPath: String, flattened: Bool,
        output: CompilerInvocation.Output?
    ) -> FileOutcome {
        guard let output, output.failure == nil else {
            return .excluded(Exclusion(reason: .compilerFailed, message: output?.failure ?? "could not run the compiler"))
        }
        if let errors = output.errors[compilerPath] {
            let message = errors[0].replacingOccurrences(of: compilerPath + ":", with: "line ")
            if flattened, parsesCleanly(corpus.appendingPathComponent(relativePath).path) {
                return .excluded(Exclusion(reason: .branchesDoNotParseTogether, message: message))
            }
            return .excluded(Exclusion(reason: .parseErrors, message: message))
        }
        guard let dump = output.dumps[compilerPath] else {
            return .excluded(Exclusion(reason: .compilerFailed, message: "no JSON tree for the file"))
        }
        guard let tree = JSONSkimmer.object(from: [UInt8](dump)) else {
            return .excluded(Exclusion(reason: .malformedJSON, message: "the dump is not valid JSON"))
        }
        var reader = CompilerFactsReader(bytes: bytes)
        reader.read(sourceFile: tree)
        let scannerFacts = ScannerFactsReader.facts(of: DIScanner.scan(bytes), bytes: bytes)
        let (tally, disagreements) = FactComparison.compare(compiler: reader.facts, scanner: scannerFacts, file: relativePath)
        return .compared(tally: tally, disagreements: disagreements, selfCheckProblems: reader.selfCheckProblems)
    }

    /// The compiler's facts for one file alone, or nil when it is excluded (for `--explain`).
    func compilerFacts(relativePath: String) -> FileFacts? {
        guard let bytes = FileManager.default.contents(atPath: corpus.appendingPathComponent(relativePath).path).map({ [UInt8]($0) })
        else { return nil }
        let path: String
        if let flat = DirectiveFlattening.flatten(bytes) {
            path = scratch.appendingPathComponent("\(UUID().uuidString).swift").path
            _ = FileManager.default.createFile(atPath: path, contents: Data(flat))
        } else {
            path = corpus.appendingPathComponent(relativePath).path
        }
        guard let output = try? invocation.dumpParse([path], scratch: scratch), let dump = output.dumps[path],
            let tree = JSONSkimmer.object(from: [UInt8](dump))
        else { return nil }
        var reader = CompilerFactsReader(bytes: bytes)
        reader.read(sourceFile: tree)
        return reader.facts
    }

    private func parsesCleanly(_ path: String) -> Bool {
        guard let output = try? invocation.dumpParse([path], scratch: scratch) else { return false }
        return output.failure == nil && output.errors.isEmpty
    }
}
