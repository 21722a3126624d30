/// One entry of `.di-lsp.json`'s `modules`: a path glob relative to the configuration's folder and the module
/// of the files it matches.
///
/// `*` matches within one path component, `?` one character, `**` any number of whole components. A glob
/// matches a file when it matches the file's path or the path of a folder holding it, so `Sources/Feature`
/// and `Sources/Feature/**` both mean everything under that folder.
struct ModuleGlob: Sendable, Hashable {
    let pattern: String
    let module: String
    private let components: [Substring]

    init(pattern: String, module: String) {
        self.pattern = pattern
        self.module = module
        components = normalizedEntry(pattern).split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether the glob matches `relativePath` (components separated by `/`) or one of its folders.
    func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        return matchesPrefix(pattern: components[...], path: path[...])
    }

    /// Whether the pattern matches some leading run of whole components of `path`. Iterative backtracking over
    /// the last `**` seen (the classic wildcard algorithm, on components), so it is linear for usual globs.
    private func matchesPrefix(pattern: ArraySlice<Substring>, path: ArraySlice<Substring>) -> Bool {
        var patternIndex = pattern.startIndex
        var pathIndex = path.startIndex
        var starPattern: Int?
        var starPath = path.startIndex
        while true {
            if patternIndex == pattern.endIndex { return true }
            if pattern[patternIndex] == "**" {
                starPattern = patternIndex
                starPath = pathIndex
                patternIndex += 1
                continue
            }
            if pathIndex < path.endIndex, componentMatches(pattern[patternIndex], path[pathIndex]) {
                patternIndex += 1
                pathIndex += 1
                continue
            }
            guard let star = starPattern, starPath < path.endIndex else { return false }
            starPath += 1
            patternIndex = star + 1
            pathIndex = starPath
        }
    }
}

/// `*` and `?` within one component.
private func componentMatches(_ pattern: Substring, _ name: Substring) -> Bool {
    let pattern = Array(pattern.utf8), name = Array(name.utf8)
    var patternIndex = 0, nameIndex = 0
    var star: Int?, starName = 0
    while nameIndex < name.count {
        if patternIndex < pattern.count, pattern[patternIndex] == UInt8(ascii: "?") || pattern[patternIndex] == name[nameIndex] {
            patternIndex += 1
            nameIndex += 1
        } else if patternIndex < pattern.count, pattern[patternIndex] == UInt8(ascii: "*") {
            star = patternIndex
            starName = nameIndex
            patternIndex += 1
        } else if let star {
            patternIndex = star + 1
            starName += 1
            nameIndex = starName
        } else {
            return false
        }
    }
    while patternIndex < pattern.count, pattern[patternIndex] == UInt8(ascii: "*") { patternIndex += 1 }
    return patternIndex == pattern.count
}
