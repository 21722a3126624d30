import DIAnalysis
import DIIndex
import DIProtocol
import DIResolver
import DIScanner

typealias CoreDiagnostic = DIAnalysis.Diagnostic
typealias LSPDiagnostic = DIProtocol.Diagnostic
typealias CoreDiagnosticCode = DIResolver.DiagnosticCode

/// The one place where the core's values (file ids, UTF-8 byte offsets) become LSP values (URIs, positions in
/// the negotiated encoding) and back. UTF-16 exists only here and in `PositionConverter`.
struct ProtocolConversions {
    let workspace: Workspace
    let encoding: PositionEncoding

    // MARK: - From the protocol

    /// The file and byte offset a client position denotes, clamped into the document; nil for unknown documents.
    func offset(of position: Position, in uri: DocumentURI) -> (file: FileID, offset: Int)? {
        guard let path = workspace.path(of: uri), let file = workspace.snapshot.id(forPath: path),
            let converter = workspace.converter(forPath: path)
        else { return nil }
        return (file, converter.offset(of: position, encoding: encoding))
    }

    func byteRange(of range: LSPRange, in uri: DocumentURI) -> (file: FileID, range: ByteRange)? {
        guard let path = workspace.path(of: uri), let file = workspace.snapshot.id(forPath: path),
            let converter = workspace.converter(forPath: path)
        else { return nil }
        return (file, converter.byteRange(of: range, encoding: encoding))
    }

    // MARK: - Ranges of the protocol's own

    /// An empty range at the start of a document: where a new file's text is inserted.
    static let startOfDocument = LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))

    /// The lines `range` touches, whole. An end past a line's last character is clamped to it when converted, so
    /// the next line is never included.
    static func wholeLines(of range: LSPRange) -> LSPRange {
        LSPRange(start: Position(line: range.start.line, character: 0), end: Position(line: range.end.line, character: Int(Int32.max)))
    }

    // MARK: - To the protocol

    func location(_ location: SourceLocation) -> Location? {
        guard let file = workspace.snapshot.file(location.file), let converter = workspace.converter(forPath: file.path)
        else { return nil }
        return Location(uri: workspace.uri(ofPath: file.path), range: converter.range(of: location.range, encoding: encoding))
    }

    func range(_ location: SourceLocation) -> LSPRange? {
        workspace.converter(for: location.file)?.range(of: location.range, encoding: encoding)
    }

    /// A published diagnostic: the `--check` code and message, `source: "di"`, and related locations only for
    /// clients that declare support (the message explains the problem without them).
    func diagnostic(_ diagnostic: CoreDiagnostic, includeRelated: Bool) -> LSPDiagnostic? {
        guard let range = range(diagnostic.location) else { return nil }
        let related = includeRelated
            ? diagnostic.related.compactMap { related in
                location(related.location).map { DiagnosticRelatedInformation(location: $0, message: related.message) }
            }
            : []
        return LSPDiagnostic(
            range: range, severity: severity(diagnostic.severity), code: DIProtocol.DiagnosticCode(diagnostic.code.rawValue), source: "di",
            message: diagnostic.message, tags: Self.unnecessaryCodes.contains(diagnostic.code) ? [.unnecessary] : nil,
            relatedInformation: related.isEmpty ? nil : related)
    }

    /// Codes of declarations nothing uses: clients fade them (`DiagnosticTag.unnecessary`).
    static let unnecessaryCodes: Set<CoreDiagnosticCode> = [.unusedRequirement, .unusedProvider, .unusedRegistration]

    func severity(_ severity: CoreDiagnostic.Severity) -> DiagnosticSeverity {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .note: .information
        }
    }

    func documentSymbol(_ symbol: OutlineSymbol) -> DocumentSymbol? {
        guard let range = range(symbol.range), let selection = self.range(symbol.selection) else { return nil }
        return DocumentSymbol(
            name: symbol.name, detail: symbol.detail, kind: symbolKind(symbol.kind), range: range, selectionRange: selection,
            children: symbol.children.isEmpty ? nil : symbol.children.compactMap(documentSymbol))
    }

    /// The flat form, for clients without hierarchical outlines: children follow their container.
    func symbolInformation(_ symbol: OutlineSymbol, container: String? = nil) -> [SymbolInformation] {
        guard let location = location(symbol.selection) else { return [] }
        let own = SymbolInformation(name: symbol.name, kind: symbolKind(symbol.kind), location: location, containerName: container)
        return [own] + symbol.children.flatMap { symbolInformation($0, container: symbol.name) }
    }

    func workspaceSymbol(_ symbol: OutlineSymbol) -> WorkspaceSymbol? {
        location(symbol.selection).map { WorkspaceSymbol(name: symbol.name, kind: symbolKind(symbol.kind), location: $0) }
    }

    func symbolKind(_ kind: OutlineSymbol.Kind) -> SymbolKind {
        switch kind {
        case .component: .class
        case .dependencyProtocol: .interface
        case .provider, .requirement: .property
        case .child: .constructor
        }
    }

    /// Edits across files: `changes` keyed by URI, or `documentChanges` (with open documents' versions) when the
    /// client supports them.
    func workspaceEdit(_ replacements: [TextReplacement], useDocumentChanges: Bool) -> WorkspaceEdit {
        var editsByPath: [String: [TextEdit]] = [:]
        for replacement in replacements {
            guard let file = workspace.snapshot.file(replacement.location.file), let range = range(replacement.location) else { continue }
            editsByPath[file.path, default: []].append(TextEdit(range: range, newText: replacement.newText))
        }
        guard useDocumentChanges else {
            return WorkspaceEdit(changes: Dictionary(uniqueKeysWithValues: editsByPath.map { (workspace.uri(ofPath: $0.key), $0.value) }))
        }
        let documentChanges = editsByPath.sorted { $0.key < $1.key }.map { path, edits in
            let uri = workspace.uri(ofPath: path)
            return TextDocumentEdit(
                textDocument: OptionalVersionedTextDocumentIdentifier(uri: uri, version: workspace.documents[uri]?.version),
                edits: edits)
        }
        return WorkspaceEdit(documentChanges: documentChanges)
    }
}
