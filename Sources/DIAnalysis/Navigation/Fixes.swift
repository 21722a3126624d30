import DIIndex
import DIResolver
import DIScanner

/// A text replacement in one file, in byte offsets.
public struct TextReplacement: Hashable, Sendable {
    public let location: SourceLocation
    public let newText: String

    public init(location: SourceLocation, newText: String) {
        self.location = location
        self.newText = newText
    }
}

/// A quick fix: a title and the edits, possibly across files, that remove one diagnostic.
public struct Fix: Hashable, Sendable {
    public let title: String
    public let diagnostic: Diagnostic
    public let edits: [TextReplacement]
    public let isPreferred: Bool
}

extension Analysis {
    /// Quick fixes for the diagnostics that overlap `range` in `file`.
    ///
    /// - missing: provide the dependency in an ancestor common to every failing branch (the nearest is
    ///   preferred); the stub is `var name: Type { shared { Type() } }`, to be adjusted by the user.
    /// - mistyped: change the requirement's type to the provider's.
    /// - inaccessible: widen the provider's access (and its component's) as far as generated code needs.
    /// - unknown dependency protocol: declare the protocol above the component.
    ///
    /// `source` gives a file's current text, for fixes that rewrite modifiers or add declarations (the
    /// snapshot keeps no text); without it those are not offered.
    public func fixes(in file: FileID, overlapping range: ByteRange, source: (FileID) -> [UInt8]? = { _ in nil }) -> [Fix] {
        var fixes: [Fix] = []
        for diagnostic in diagnostics(in: file) where diagnostic.location.range.touches(range.start) || range.touches(diagnostic.location.range.start) {
            // unused-requirement, unused-provider: remove the declaration (UnusedFixes.swift).
            if let removal = removalFix(for: diagnostic) {
                fixes.append(removal)
                continue
            }
            guard let problem = problem(matching: diagnostic) else { continue }
            switch problem {
            case .missingDependency(let requirement, _, let failing):
                fixes += provideFixes(for: requirement, failing: failing, diagnostic: diagnostic)
            case .mistypedDependency(let requirement, _, let provider, _):
                fixes.append(Fix(
                    title: "Change `\(requirement.name)` to `\(provider.type)` in \(requirement.declaringProtocol)",
                    diagnostic: diagnostic,
                    edits: [TextReplacement(location: requirement.typeLocation, newText: provider.type.written)],
                    isPreferred: true))
            case .inaccessibleDependency(_, _, let provider, let reason, _):
                if let fix = accessFix(provider: provider, reason: reason, diagnostic: diagnostic, source: source) { fixes.append(fix) }
            case .unknownDependencyProtocol(let component, let type, false):
                if let fix = createProtocolFix(component: component, type: type, diagnostic: diagnostic, source: source) { fixes.append(fix) }
            default:
                continue
            }
        }
        return fixes
    }

    private func provideFixes(for requirement: Requirement, failing: FailingBranches, diagnostic: Diagnostic) -> [Fix] {
        let common = resolution.componentsOnEveryPath(to: failing.contexts)
        return common.enumerated().compactMap { rank, ancestor in
            let component = graph[ancestor]
            guard let indexed = snapshot.file(component.body.file) else { return nil }
            let type = requirement.type.written
            let stub = "var \(requirement.name): \(type) { shared { \(Self.constructorName(of: type))() } }"
            let insertion = insertionPoint(atEndOf: component.body, in: indexed)
            return Fix(
                title: "Provide `\(requirement.name): \(type)` in \(component.name)",
                diagnostic: diagnostic,
                edits: [TextReplacement(location: insertion.location, newText: insertion.prefix + stub + "\n")],
                isPreferred: rank == 0)
        }
    }

    /// Just before the closing brace, on a line of its own, indented one level inside the body.
    private func insertionPoint(atEndOf body: SourceLocation, in file: IndexedFile) -> (location: SourceLocation, prefix: String) {
        let end = body.range.end
        let lineIndex = file.lines.lineIndex(containing: end)
        let lineStart = file.lines.lineStarts[lineIndex]
        let braceColumn = end - lineStart
        if braceColumn > 0, file.lines.lineIndex(containing: body.range.start) == lineIndex {
            // `class A: B {}` on one line: open the body.
            return (SourceLocation(file: file.id, range: ByteRange(start: end, end: end)), "\n    ")
        }
        return (SourceLocation(file: file.id, range: ByteRange(start: lineStart, end: lineStart)), "    ")
    }

    /// `Session?` -> `Session`, `[Item]` -> `[Item]`: what the stub calls to make a value.
    static func constructorName(of type: String) -> String {
        var name = type
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        return name
    }

    /// The problem a diagnostic was worded from: the one whose wording gives the same place and message
    /// (severity may have been overridden by configuration).
    private func problem(matching diagnostic: Diagnostic) -> Problem? {
        let words = ProblemWording(resolution: resolution)
        return resolution.problems.first { problem in
            guard problem.diagnosticCode == diagnostic.code else { return false }
            let worded = words.diagnostic(for: problem)
            return worded.location == diagnostic.location && worded.message == diagnostic.message
        }
    }
}
