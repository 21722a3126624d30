import DIIndex
import DIScanner

/// Which files read each name as a member (`component.clock`, `self.clock`, `x.dependency.clock`), by
/// `NameHash`. Needle's components look their dependency up dynamically, so such a read in a file that mentions a
/// component's type (declares or extends it, stores one, creates one, takes one as a parameter) may be a read of
/// that component's requirement of the name: it counts as read (when unsure, stay silent). `dependency.name` of the
/// code's own type is not among these (it is a dependency reference), nor are generated files (they read every
/// provider).
///
/// Built only when some requirement is a candidate for `unused-requirement` (most workspaces have none), then kept
/// up to date file by file.
struct MemberReadTable: Sendable {
    private var files: [UInt32: [FileID]] = [:]

    init(_ snapshot: Snapshot) {
        for file in snapshot.files {
            for name in Self.names(file.summary) { files[name, default: []].append(file.id) }
        }
    }

    /// Whether a file that mentions one of `typeNames` reads `name` as a member.
    func reads(_ name: String, mentioning typeNames: [String], in snapshot: Snapshot) -> Bool {
        guard let readers = files[NameHash.member(name)], !typeNames.isEmpty else { return false }
        return readers.contains { id in
            guard let summary = snapshot.file(id)?.summary else { return false }
            return typeNames.contains { mentions(summary, $0) }
        }
    }

    /// Replaces one file's reads; returns every name it reads before or after (what it mentions may have changed
    /// too, so each of them may be read through another component now).
    mutating func replace(_ file: FileID, _ old: FileSummary?, with new: FileSummary?) -> Set<UInt32> {
        let before = Self.names(old), after = Self.names(new)
        guard before != after else { return before }
        for name in before.subtracting(after) {
            files[name]?.removeAll { $0 == file }
            if files[name]?.isEmpty == true { files[name] = nil }
        }
        for name in after.subtracting(before) { files[name, default: []].append(file) }
        return before.union(after)
    }

    /// A file's member reads, each once; none for generated files.
    private static func names(_ summary: FileSummary?) -> Set<UInt32> {
        guard let summary, !summary.isGenerated, !summary.isNeedleGenerated else { return [] }
        var names = Set(summary.topLevelMemberNames)
        for declaration in summary.declarations { names.formUnion(declaration.memberNames) }
        return names
    }
}

/// Whether the file names the type `name`: declares or extends it, inherits it, stores one, creates one, or takes one
/// as a parameter.
private func mentions(_ summary: FileSummary, _ name: String) -> Bool {
    // Written types hold the name anywhere (`Feed.FeedComponent?`, `[FeedComponent]`); a longer name holding it only
    // makes the read count, which silences a warning, never raises one.
    func isNamed(_ text: String) -> Bool { text.contains(name) }
    if summary.signatureTypeNames.contains(NameHash.type(name)) { return true }
    if summary.topLevelChildCreations.contains(where: { $0.typeName.map(isNamed) ?? false }) { return true }
    return summary.declarations.contains { declaration in
        isNamed(declaration.name) || declaration.inheritedTypes.contains { isNamed($0.text) }
            || declaration.properties.contains { $0.type.map { isNamed($0.text) } ?? false }
            || declaration.childCreations.contains { $0.typeName.map(isNamed) ?? false }
    }
}
