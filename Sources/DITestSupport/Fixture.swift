import DIAnalysis
import DIIndex
import DIScanner
import XCTest

/// A multi-file workspace written as one string, for tests.
///
/// Each file starts with a line `//- path/to/File.swift`; text before the first such line is ignored.
/// Markers `1️⃣` ... `9️⃣` are removed from the text and their byte offsets remembered, so a test can say
/// "the diagnostic is at 1️⃣" without counting columns.
public struct Fixture {
    public struct File {
        public let path: String
        public let text: String
    }

    public let files: [File]
    /// The text it was made from, to make variants of it (`Fixture(base.source + more)`).
    public let source: String
    /// Marker -> (path, byte offset in that file's text without markers).
    public let markers: [String: (path: String, offset: Int)]

    public static let markerSymbols = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    public init(_ source: String) {
        self.source = source
        var files: [File] = []
        var markers: [String: (String, Int)] = [:]
        var currentPath: String?
        var currentLines: [Substring] = []
        func finish() {
            guard let path = currentPath else { return }
            var text = currentLines.joined(separator: "\n") + "\n"
            // Remove markers front to back, so each offset is measured in the final text.
            while let (marker, range) = Self.markerSymbols.compactMap({ marker in text.firstRange(of: marker).map { (marker, $0) } })
                .min(by: { $0.1.lowerBound < $1.1.lowerBound })
            {
                markers[marker] = (path, text.utf8.distance(from: text.startIndex, to: range.lowerBound))
                text.removeSubrange(range)
            }
            files.append(File(path: path, text: text))
        }
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("//- ") {
                finish()
                currentPath = String(line.dropFirst(4)).trimmingSpaces()
                currentLines = []
            } else {
                currentLines.append(line)
            }
        }
        finish()
        self.files = files
        self.markers = markers
    }

    /// The files as changes, each in the module named by the folder after `Sources/` (a test convention: the tools
    /// take modules from the build, `DIFileSystem.ModuleMap`).
    public var changes: [FileChange] {
        files.map { .set($0.path, module: Self.module(of: $0.path), text: $0.text) }
    }

    public var snapshot: Snapshot { Snapshot(loading: changes) }

    /// The analysis the server makes. Every fixture is also analysed as `--check` and `di-gen` do (a batch
    /// graph, which skips what only updates need, such as tables of components no root reaches): the two
    /// must report alike, or the calling test fails (at the caller's line).
    public func analysis(
        configuration: AnalysisConfiguration = AnalysisConfiguration(), file: StaticString = #filePath, line: UInt = #line
    ) -> Analysis {
        let snapshot = snapshot
        let analysis = analyze(snapshot, configuration: configuration)
        let batch = analyze(snapshot, configuration: configuration, updatable: false)
        if batch.described != analysis.described {
            XCTFail(
                "batch analysis differs:\n\(batch.described.joined(separator: "\n"))\nserver analysis:\n\(analysis.described.joined(separator: "\n"))",
                file: file, line: line)
        }
        return analysis
    }

    /// The location of a marker in a snapshot built from this fixture.
    public func location(of marker: String, in snapshot: Snapshot) -> (file: FileID, offset: Int)? {
        guard let (path, offset) = markers[marker], let id = snapshot.id(forPath: path) else { return nil }
        return (id, offset)
    }

    static func module(of path: String) -> String? {
        let parts = path.split(separator: "/")
        guard let index = parts.lastIndex(of: "Sources"), index + 2 < parts.count else { return nil }
        return String(parts[index + 1])
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
