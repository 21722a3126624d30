import Foundation

/// Finds the corpus and picks the files to compare, deterministically.
enum CorpusSelection {
    enum Availability {
        case ready(URL)
        /// The machine has no mirror to extract a corpus from; the oracle says so and succeeds.
        case skipped(String)
        case failed(String)
    }

    /// Uses `--corpus DIR` as given; otherwise extracts the default corpus with
    /// `Benchmarks/extract-corpus.sh`, which exits 3 when the mirror of Swift packages is absent.
    static func prepare(_ options: OracleOptions) -> Availability {
        let directory = URL(fileURLWithPath: options.corpus)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) && isDirectory.boolValue
        if options.corpusGiven {
            return exists ? .ready(directory) : .failed("no corpus folder at \(options.corpus)")
        }
        if exists, FileManager.default.fileExists(atPath: directory.appendingPathComponent(".complete").path) {
            return .ready(directory)
        }
        let script = "Benchmarks/extract-corpus.sh"
        guard FileManager.default.fileExists(atPath: script) else {
            return .failed("\(script) not found; run from the package root or pass --corpus DIR")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", script, options.corpus]
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return .failed("cannot run \(script): \(error)") }
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return .ready(directory)
        case 3: return .skipped("no mirror of Swift packages to extract a corpus from (\(script) exited 3)")
        default: return .failed("\(script) exited \(process.terminationStatus)")
        }
    }

    /// The `.swift` files under `directory` as sorted relative paths; with `limit`, an evenly spaced
    /// selection of that many, so every package of the sorted list is represented, not just the first.
    static func files(in directory: URL, limit: Int?) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            // Some repositories are named `*.swift` (`groue/GRDB.swift`): only regular files count.
            if path.hasSuffix(".swift"), enumerator?.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
                paths.append(path)
            }
        }
        paths.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        guard let limit, limit < paths.count else { return paths }
        return (0..<limit).map { paths[$0 * paths.count / limit] }
    }
}
