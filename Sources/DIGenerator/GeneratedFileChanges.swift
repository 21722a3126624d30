/// What differs between a generated providers file on disk and the one di-gen would write now, in words, for
/// `di-gen generate --check`: the generator's version, the components the automaton creates, its states, and the
/// requirements its getters provide. Read from the two texts alone (each says what it holds), so a file written
/// by an older di-gen can be compared too.
public func describeChanges(from old: String, to new: String) -> [String] {
    guard old != new else { return [] }
    let before = GeneratedFileFacts(old), after = GeneratedFileFacts(new)
    var lines: [String] = []
    if before.version != after.version {
        lines.append("written by di-gen \(before.version ?? "?"), now \(after.version ?? "?")")
    }
    let added = after.components.subtracting(before.components).sorted()
    let removed = before.components.subtracting(after.components).sorted()
    if !added.isEmpty || !removed.isEmpty {
        lines.append("components created: \(before.components.count) -> \(after.components.count)"
            + (added.isEmpty ? "" : "; added \(listed(added))") + (removed.isEmpty ? "" : "; removed \(listed(removed))"))
    }
    if before.stateCount != after.stateCount {
        lines.append("states: \(before.stateCount.map(String.init) ?? "?") -> \(after.stateCount.map(String.init) ?? "?")")
    }
    let addedRequirements = after.requirements.subtracting(before.requirements).sorted()
    let removedRequirements = before.requirements.subtracting(after.requirements).sorted()
    if !addedRequirements.isEmpty { lines.append("requirements provided now: \(listed(addedRequirements.map { "`\($0)`" }))") }
    if !removedRequirements.isEmpty { lines.append("requirements no longer provided: \(listed(removedRequirements.map { "`\($0)`" }))") }
    if lines.isEmpty { lines.append("the same components and requirements, written differently (how they are reached, or the order)") }
    return lines
}

private func listed(_ names: [String], limit: Int = 8) -> String {
    names.prefix(limit).joined(separator: ", ") + (names.count > limit ? " and \(names.count - limit) more" : "")
}

/// The facts a generated file states about itself.
private struct GeneratedFileFacts {
    var version: String?
    var stateCount: Int?
    /// Components the automaton creates (`to.child(Feed.self, 3)`).
    var components = Set<String>()
    /// `name: Type` of every getter (`public var session: Session { ... }`).
    var requirements = Set<String>()

    init(_ text: String) {
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix(generatedFileMarker + " ") {
                version = trimmed.dropFirst(generatedFileMarker.count + 1).split(separator: " ").first.map { String($0.dropLast($0.hasSuffix(".") ? 1 : 0)) }
            } else if trimmed.hasPrefix("// "), trimmed.contains(" components, "), trimmed.contains(" states (") {
                let words = trimmed.split(separator: " ")
                stateCount = words.count > 3 ? Int(words[3]) : nil
            } else if trimmed.hasPrefix("to.child("), let end = trimmed.firstRange(of: ".self") {
                components.insert(String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 9)..<end.lowerBound]))
            } else if trimmed.hasPrefix("public var "), let brace = trimmed.firstRange(of: " {") {
                requirements.insert(String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 11)..<brace.lowerBound]))
            }
        }
    }
}
