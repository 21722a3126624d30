import Foundation

/// Reads the source line a disagreement points at, for the classifier; files are read once and cached.
final class SourceLineLookup {
    private let corpus: URL
    private var cache: [String: [Substring]] = [:]

    init(corpus: URL) {
        self.corpus = corpus
    }

    func line(_ number: Int, of relativePath: String) -> String {
        if cache[relativePath] == nil {
            let data = FileManager.default.contents(atPath: corpus.appendingPathComponent(relativePath).path) ?? Data()
            cache[relativePath] = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        }
        let lines = cache[relativePath]!
        return number >= 1 && number <= lines.count ? String(lines[number - 1]) : ""
    }
}
