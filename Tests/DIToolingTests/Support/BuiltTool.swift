import Foundation
import XCTest

/// The tool built next to the test bundle (`swift test` builds every product of the package).
func builtTool(_ name: String) throws -> URL {
    var candidates = Bundle.allBundles.flatMap { bundle in
        [bundle.bundleURL, bundle.bundleURL.deletingLastPathComponent()].map { $0.appendingPathComponent(name) }
    }
    let packageRoot = URL(fileURLWithPath: FileTree.fixturesFolder).deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(packageRoot.appendingPathComponent(".build/debug/" + name))
    return try XCTUnwrap(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }, "build \(name) first")
}
