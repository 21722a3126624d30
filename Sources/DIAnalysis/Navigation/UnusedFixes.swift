import DIIndex
import DIResolver
import DIScanner

extension Analysis {
    /// For `unused-requirement` and `unused-provider`: remove the declaration, with its whole line when nothing
    /// else is written there (nil for other diagnostics). Found from the diagnostic's place alone, so it works
    /// whatever severity the configuration gives the code.
    func removalFix(for diagnostic: Diagnostic) -> Fix? {
        let kind: String
        switch diagnostic.code {
        case .unusedRequirement: kind = "requirement"
        case .unusedProvider: kind = "provider"
        default: return nil
        }
        guard let file = snapshot.file(diagnostic.location.file) else { return nil }
        for declaration in file.summary.declarations {
            guard let property = declaration.properties.first(where: { $0.nameRange == diagnostic.location.range }) else { continue }
            let range = removalRange(of: property, in: declaration, lines: file.lines)
            return Fix(
                title: "Remove the unused \(kind) `\(property.name)`", diagnostic: diagnostic,
                edits: [TextReplacement(location: SourceLocation(file: file.id, range: range), newText: "")], isPreferred: true)
        }
        return nil
    }

    /// The lines of the declaration when they hold nothing else the summary knows of (the type's braces, another
    /// member), else the declaration alone.
    private func removalRange(of property: PropertyDeclaration, in declaration: TypeDeclaration, lines: LineIndex) -> ByteRange {
        let first = lines.lineIndex(containing: property.range.start)
        let last = lines.lineIndex(containing: max(property.range.end - 1, property.range.start))
        var busy = Set([lines.lineIndex(containing: max(declaration.bodyRange.start - 1, 0)), lines.lineIndex(containing: declaration.bodyRange.end)])
        for other in declaration.properties where other.range != property.range {
            busy.insert(lines.lineIndex(containing: other.range.start))
            busy.insert(lines.lineIndex(containing: max(other.range.end - 1, other.range.start)))
        }
        guard !busy.contains(first), !busy.contains(last) else { return property.range }
        let end = last + 1 < lines.lineStarts.count ? lines.lineStarts[last + 1] : lines.byteCount
        return ByteRange(start: lines.lineStarts[first], end: end)
    }
}
