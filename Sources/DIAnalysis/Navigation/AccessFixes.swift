import DIIndex
import DIResolver
import DIScanner

/// Fixes that edit declarations' modifiers or add a declaration, which need the files' text: the snapshot keeps
/// summaries, not bytes, so the caller (the server, from its documents or the disk) hands the text in.
extension Analysis {
    /// `inaccessible-dependency`: make the provider readable where generated code reads it: drop `private` /
    /// `fileprivate` within its module, make it (and its component, when that is narrower) `public` across
    /// modules. Nil when a modifier is not where this can rewrite it (a declaration spread over lines).
    func accessFix(provider: Provider, reason: InaccessibleReason, diagnostic: Diagnostic, source: (FileID) -> [UInt8]?) -> Fix? {
        let wanted: AccessLevel
        switch reason {
        case .access: wanted = .internal
        case .otherModule: wanted = .public
        }
        let component = graph[provider.component]
        var edits: [TextReplacement] = []
        for (location, keywords, access) in [
            (provider.location, ["var", "let"], declaredAccess(of: provider)),
            (component.nameLocation, ["class"], component.access),
        ] where access < wanted {
            guard let bytes = source(location.file),
                let edit = Self.accessEdit(in: bytes, file: location.file, beforeName: location.range.start, keywords: keywords, to: wanted)
            else { return nil }
            edits.append(edit)
        }
        guard !edits.isEmpty else { return nil }
        return Fix(
            title: "Make `\(provider.name)` \(wanted) in \(component.name)" + (edits.count > 1 ? " (and \(component.name) \(wanted))" : ""),
            diagnostic: diagnostic, edits: edits, isPreferred: true)
    }

    /// `unknown-dependency-protocol` for a name declared nowhere: declare it, empty, above the component.
    func createProtocolFix(component id: ComponentID, type: TypeText, diagnostic: Diagnostic, source: (FileID) -> [UInt8]?) -> Fix? {
        let component = graph[id]
        let name = type.text
        guard SwiftIdentifier.isValid(name), !name.hasPrefix("`"), let bytes = source(component.declaration.file) else { return nil }
        let start = Self.lineStart(in: bytes, before: component.declaration.range.start)
        var indent = ""
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            indent.append(Character(UnicodeScalar(bytes[index])))
            index += 1
        }
        let insertion = SourceLocation(file: component.declaration.file, range: ByteRange(start: start, end: start))
        return Fix(
            title: "Create protocol `\(name): Dependency`", diagnostic: diagnostic,
            edits: [TextReplacement(location: insertion, newText: "\(indent)protocol \(name): Dependency {}\n\n")],
            isPreferred: true)
    }

    /// The access the provider's own modifiers give (its `access` is already narrowed to its component's).
    private func declaredAccess(of provider: Provider) -> AccessLevel {
        guard let file = snapshot.file(provider.location.file) else { return provider.access }
        for declaration in file.summary.declarations {
            if let property = declaration.properties.first(where: { $0.nameRange == provider.location.range }) {
                return AccessLevel.explicit(in: property.modifiers) ?? (declaration.kind == .extension ? provider.access : .internal)
            }
        }
        return provider.access
    }

    /// Rewrites the access modifier on the line of a declaration whose name starts at `nameStart`: the word
    /// before the keyword (`var`, `let`, `class`) among `private`, `fileprivate`, `internal`, `package`;
    /// `private(set)` is left alone. `internal` is written by removing the modifier.
    public static func accessEdit(in bytes: [UInt8], file: FileID, beforeName nameStart: Int, keywords: [String], to access: AccessLevel) -> TextReplacement? {
        guard nameStart <= bytes.count else { return nil }
        let start = lineStart(in: bytes, before: nameStart)
        let words = wordsWithRanges(bytes[start..<nameStart])
        guard let keyword = words.lastIndex(where: { keywords.contains($0.word) }) else { return nil }
        let modifiers = ["private", "fileprivate", "internal", "package", "public", "open"]
        if let modifier = words[..<keyword].last(where: { modifiers.contains($0.word) && !$0.followedByParenthesis }) {
            let range = access == .internal
                ? ByteRange(start: modifier.range.start, end: min(modifier.range.end + 1, nameStart))  // with its space
                : modifier.range
            return TextReplacement(location: SourceLocation(file: file, range: range), newText: access == .internal ? "" : "\(access)")
        }
        guard access != .internal else { return nil }
        let at = words[..<keyword].first(where: { !$0.word.hasPrefix("@") })?.range.start ?? words[keyword].range.start
        return TextReplacement(location: SourceLocation(file: file, range: ByteRange(start: at, end: at)), newText: "\(access) ")
    }

    static func lineStart(in bytes: [UInt8], before offset: Int) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    /// The identifier-like words of a line's slice (attributes keep their `@`), each with its byte range.
    private static func wordsWithRanges(_ slice: ArraySlice<UInt8>) -> [(word: String, range: ByteRange, followedByParenthesis: Bool)] {
        var result: [(String, ByteRange, Bool)] = []
        var index = slice.startIndex
        func isWordByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@")
        }
        while index < slice.endIndex {
            guard isWordByte(slice[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < slice.endIndex, isWordByte(slice[index]) { index += 1 }
            let word = String(decoding: slice[start..<index], as: UTF8.self)
            result.append((word, ByteRange(start: start, end: index), index < slice.endIndex && slice[index] == UInt8(ascii: "(")))
        }
        return result
    }
}
