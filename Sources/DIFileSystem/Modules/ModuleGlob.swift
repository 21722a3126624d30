/// One entry of `.di-lsp.json`'s `modules`: a path glob relative to the configuration's folder and the module
/// of the files it matches.
///
/// `*` matches within one path component, `?` one character, `**` any number of whole components. `{name}`
/// matches like `*` and captures what it matched, which the module may use: `"Projects/*/{name}/Sources/**":
/// "{name}"` gives each folder under `Projects/*/` its own module, `"{name}Interface"` another (what Tuist's
/// helpers compute from folder names). A glob matches a file when it matches the file's path or the path of a
/// folder holding it, so `Sources/Feature` and `Sources/Feature/**` both mean everything under that folder.
struct ModuleGlob: Sendable, Hashable {
    let pattern: String
    /// The module, with `{capture}` placeholders.
    let module: String
    private let components: [Substring]

    init(pattern: String, module: String) {
        self.pattern = pattern
        self.module = module
        components = normalizedEntry(pattern).split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether the glob matches `relativePath` (components separated by `/`) or one of its folders.
    func matches(_ relativePath: String) -> Bool {
        module(for: relativePath) != nil
    }

    /// The module of the file at `relativePath` when the glob matches it: the template with its captures filled
    /// in, made a Swift identifier (`my-feature` gives `my_feature`, as Xcode names modules).
    func module(for relativePath: String) -> String? {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        guard let matched = matchedComponents(path: path[...]) else { return nil }
        guard module.contains("{") else { return module }
        var captures: [Substring: Substring] = [:]
        for (patternIndex, pathIndex) in matched where components[patternIndex].contains("{") {
            guard let found = captured(pattern: components[patternIndex], name: path[pathIndex]) else { return nil }
            captures.merge(found) { first, _ in first }
        }
        return swiftIdentifier(fill(module, with: captures))
    }

    /// The names the module template uses, `{name}` -> `name`, for checking them against the pattern's captures.
    static func placeholders(in text: String) -> [Substring] {
        var names: [Substring] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// For each pattern component other than `**`, the path component it matched (by index), when the pattern
    /// matches some leading run of whole components of `path`. Iterative backtracking over the last `**` seen (the
    /// classic wildcard algorithm, on components), so it is linear for usual globs; a component matched again after
    /// backtracking overwrites its earlier match, so what is left is the successful match.
    private func matchedComponents(path: ArraySlice<Substring>) -> [(Int, Int)]? {
        var patternIndex = components.startIndex
        var pathIndex = path.startIndex
        var starPattern: Int?
        var starPath = path.startIndex
        var matched = [Int](repeating: -1, count: components.count)
        while true {
            if patternIndex == components.endIndex {
                return matched.enumerated().compactMap { $0.element >= 0 ? ($0.offset, $0.element) : nil }
            }
            if components[patternIndex] == "**" {
                starPattern = patternIndex
                starPath = pathIndex
                patternIndex += 1
                continue
            }
            if pathIndex < path.endIndex, componentMatches(components[patternIndex], path[pathIndex]) {
                matched[patternIndex] = pathIndex
                patternIndex += 1
                pathIndex += 1
                continue
            }
            guard let star = starPattern, starPath < path.endIndex else { return nil }
            starPath += 1
            patternIndex = star + 1
            pathIndex = starPath
        }
    }
}

/// `*`, `?` and `{capture}` (like `*`) within one component.
private func componentMatches(_ pattern: Substring, _ name: Substring) -> Bool {
    captured(pattern: pattern, name: name) != nil
}

/// What each `{capture}` of `pattern` matched in `name`, or nil when the component does not match. Backtracking
/// over the last `*` or capture seen, as for `**` across components.
private func captured(pattern: Substring, name: Substring) -> [Substring: Substring]? {
    // Tokens: a literal byte, `?`, or a star (`*`, or a capture with its name).
    enum Token { case byte(UInt8), any, star(Substring?) }
    var tokens: [Token] = []
    var index = pattern.startIndex
    while index < pattern.endIndex {
        let character = pattern[index]
        if character == "{", let close = pattern[index...].firstIndex(of: "}") {
            tokens.append(.star(pattern[pattern.index(after: index)..<close]))
            index = pattern.index(after: close)
            continue
        }
        for byte in String(character).utf8 {
            tokens.append(byte == UInt8(ascii: "*") ? .star(nil) : byte == UInt8(ascii: "?") ? .any : .byte(byte))
        }
        index = pattern.index(after: index)
    }
    let bytes = Array(name.utf8)
    var tokenIndex = 0, byteIndex = 0
    var star: Int?, starByte = 0
    var starts = [Int](repeating: 0, count: tokens.count)
    while byteIndex < bytes.count {
        if tokenIndex < tokens.count {
            switch tokens[tokenIndex] {
            case .any:
                tokenIndex += 1
                byteIndex += 1
                continue
            case .byte(let byte) where byte == bytes[byteIndex]:
                tokenIndex += 1
                byteIndex += 1
                continue
            case .star:
                star = tokenIndex
                starByte = byteIndex
                starts[tokenIndex] = byteIndex
                tokenIndex += 1
                continue
            default:
                break
            }
        }
        guard let lastStar = star else { return nil }
        tokenIndex = lastStar + 1
        starByte += 1
        byteIndex = starByte
    }
    while tokenIndex < tokens.count, case .star = tokens[tokenIndex] {
        starts[tokenIndex] = byteIndex
        tokenIndex += 1
    }
    guard tokenIndex == tokens.count else { return nil }
    // A star ends where the next literal run begins: recover each capture's end from the next token's start.
    var captures: [Substring: Substring] = [:]
    var position = bytes.count
    var ends = [Int](repeating: bytes.count, count: tokens.count)
    for token in tokens.indices.reversed() {
        ends[token] = position
        switch tokens[token] {
        case .star: position = starts[token]
        default: position -= 1
        }
    }
    for (token, kind) in tokens.enumerated() {
        if case .star(let captureName?) = kind {
            captures[captureName] = Substring(String(decoding: bytes[starts[token]..<ends[token]], as: UTF8.self))
        }
    }
    return captures
}

/// `{name}Interface` with `name` = `Feed` -> `FeedInterface`.
private func fill(_ template: String, with captures: [Substring: Substring]) -> String {
    var result = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
        result += rest[..<open]
        result += captures[rest[rest.index(after: open)..<close]] ?? ""
        rest = rest[rest.index(after: close)...]
    }
    return result + rest
}

/// The `{capture}` names a glob or module template uses.
public func moduleGlobPlaceholders(_ text: String) -> [Substring] {
    ModuleGlob.placeholders(in: text)
}
