import Foundation

/// A tool the test needs that is not built.
public struct ToolNotBuilt: Error, CustomStringConvertible {
    public let name: String
    public var description: String { "\(name) is not built; run `swift build` first" }
}

/// The tool built next to the test bundle (`swift test` builds every product of the package).
public func builtTool(_ name: String) throws -> URL {
    var candidates = Bundle.allBundles.flatMap { bundle in
        [bundle.bundleURL, bundle.bundleURL.deletingLastPathComponent()].map { $0.appendingPathComponent(name) }
    }
    candidates.append(URL(fileURLWithPath: FileTree.packageRoot).appendingPathComponent(".build/debug/" + name))
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        throw ToolNotBuilt(name: name)
    }
    return found
}
