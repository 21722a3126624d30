import Foundation

/// Reads the source around a disagreement, for the classifier; files are read once and cached.
final class SourceLineLookup {
    private let corpus: URL
    private var cache: [String: [Substring]] = [:]

    init(corpus: URL) {
        self.corpus = corpus
    }

    func context(_ number: Int, of relativePath: String) -> SourceContext {
        let lines = lines(of: relativePath)
        let index = min(max(number - 1, 0), lines.count)
        return SourceContext(line: index < lines.count ? String(lines[index]) : "", linesBefore: lines[..<index])
    }

    private func lines(of relativePath: String) -> [Substring] {
        if cache[relativePath] == nil {
            let data = FileManager.default.contents(atPath: corpus.appendingPathComponent(relativePath).path) ?? Data()
            cache[relativePath] = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        }
        return cache[relativePath]!
    }
}
