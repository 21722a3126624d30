/// One list of files asked about by many selections (a repository migrated from Needle may hold thousands of
/// units): each path is made relative to the root once and the list sorted, so a selection with `include` looks
/// only at the files below its entries instead of at every file. Asking each unit's `PathScope` about every file
/// made checking 1,000 one-app units spend 80% of its time there.
public struct SortedPaths: Sendable {
    private let root: String
    /// Each path relative to the root, as bytes, and its index in the list given; sorted by bytes, so the paths
    /// below a folder are one run. Paths outside the root are not here.
    private let sorted: [(relative: [UInt8], index: Int)]
    private let paths: [String]
    /// A path or entry that is not ASCII may be equal to another spelling of itself (Unicode normalisation), which
    /// a byte comparison would miss: such lists are judged path by path.
    private let isASCII: Bool

    public init(root: String, paths: [String]) {
        let scope = PathScope(FileSelection(root: root))
        self.root = scope.root
        self.paths = paths
        isASCII = paths.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
        sorted = paths.indices.compactMap { index in scope.relativePath(paths[index]).map { (Array($0.utf8), index) } }
            .sorted { $0.relative.lexicographicallyPrecedes($1.relative) }
    }

    /// The indices of the paths `scope` contains, ascending: those below its `include` entries when it has them
    /// (and shares this root), else every path judged.
    public func members(of scope: PathScope) -> [Int] {
        let entries = scope.includedEntries
        guard scope.root == root, isASCII, !entries.isEmpty, !entries.contains(where: { $0.isEmpty || !$0.utf8.allSatisfy { $0 < 0x80 } }) else {
            return paths.indices.filter { scope.contains(path: paths[$0]) }
        }
        var found: Set<Int> = []
        for entry in entries {
            // The entry itself (a file), then the run of paths below it.
            let bytes = Array(entry.utf8), folder = bytes + [UInt8(ascii: "/")]
            var position = lowerBound(bytes)
            while position < sorted.count, sorted[position].relative == bytes {  // one file spelled several ways
                found.insert(sorted[position].index)
                position += 1
            }
            position = lowerBound(folder)
            while position < sorted.count, sorted[position].relative.starts(with: folder) {
                found.insert(sorted[position].index)
                position += 1
            }
        }
        return found.filter { scope.contains(path: paths[$0]) }.sorted()
    }

    private func lowerBound(_ key: [UInt8]) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].relative.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
