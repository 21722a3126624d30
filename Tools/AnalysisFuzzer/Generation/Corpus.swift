import DIFileSystem
import DIWorkspace
import Foundation

/// The real Swift the mutants start from: every `.swift` file under the given folders, in a fixed order, so an
/// input index picks the same files on every run over the same folders. Dependency-injection code (files that
/// mention `Component<` or `BootstrapComponent`, or import Swinject) is kept apart, since it is what makes the resolver work.
struct Corpus {
    let injectionFiles: [String]
    let otherFiles: [String]

    /// Reads and sorts the files under `folders`. Classifying them means reading every one, so the result is kept
    /// in `cache` (one `i path` or `o path` line per file) and read back from there when it exists.
    init(folders: [String], cache: String? = nil) {
        if let cache, let lines = readFile(atPath: cache, limit: 64 << 20).bytes {
            var injection: [String] = []
            var other: [String] = []
            for line in String(decoding: lines, as: UTF8.self).split(separator: "\n") where line.count > 2 {
                if line.hasPrefix("i ") { injection.append(String(line.dropFirst(2))) } else { other.append(String(line.dropFirst(2))) }
            }
            (injectionFiles, otherFiles) = (injection, other)
            return
        }
        var injection: [String] = []
        var other: [String] = []
        for folder in folders {
            for file in discoverSwiftFiles(in: [folder], selection: FileSelection(root: folder)).files {
                guard let bytes = readFile(atPath: file.path, limit: ReadLimits.swiftFile).bytes, bytes.count <= 1 << 20 else { continue }
                let text = String(decoding: bytes, as: UTF8.self)
                if text.contains("Component<") || text.contains("BootstrapComponent") || text.contains("import Swinject") {
                    injection.append(file.path)
                } else {
                    other.append(file.path)
                }
            }
        }
        injectionFiles = injection.sorted()
        otherFiles = other.sorted()
        if let cache {
            let lines = injectionFiles.map { "i " + $0 } + otherFiles.map { "o " + $0 }
            try? Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: cache))
        }
    }

    var isEmpty: Bool { injectionFiles.isEmpty && otherFiles.isEmpty }

    /// A random file, dependency-injection code half the time when there is some.
    func randomFile(using random: inout SeededRandom) -> (path: String, bytes: [UInt8])? {
        let pool = !injectionFiles.isEmpty && (otherFiles.isEmpty || random.chance(0.5)) ? injectionFiles : otherFiles
        guard let path = pool.randomElement(using: &random), let bytes = readFile(atPath: path, limit: ReadLimits.swiftFile).bytes else { return nil }
        return (path, bytes)
    }
}
