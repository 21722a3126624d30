/// Edits across documents. Use `documentChanges` when the client supports it
/// (`workspace.workspaceEdit.documentChanges`), otherwise `changes`.
///
/// Of the resource operations in `documentChanges`, only file creation is modelled (`createFiles`, written before
/// the text edits, so a new file exists when its text is inserted); this server never renames or deletes files.
public struct WorkspaceEdit: Hashable, Sendable, Codable {
    public var changes: [DocumentURI: [TextEdit]]?
    public var documentChanges: [TextDocumentEdit]?
    /// Files to create first; sent inside `documentChanges`, so only to clients that support both.
    public var createFiles: [CreateFile]?

    public init(changes: [DocumentURI: [TextEdit]]? = nil, documentChanges: [TextDocumentEdit]? = nil, createFiles: [CreateFile]? = nil) {
        self.changes = changes
        self.documentChanges = documentChanges
        self.createFiles = createFiles
    }

    private enum CodingKeys: String, CodingKey { case changes, documentChanges }

    // A dictionary keyed by a non-String type would encode as an array of pairs, so go through String keys.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let stringKeyed = try container.decodeIfPresent([String: [TextEdit]].self, forKey: .changes)
        changes = stringKeyed.map { Dictionary(uniqueKeysWithValues: $0.map { (DocumentURI($0.key), $0.value) }) }
        let entries = try container.decodeIfPresent([DocumentChange].self, forKey: .documentChanges)
        documentChanges = entries.map { $0.compactMap(\.edit) }
        let creations = entries?.compactMap(\.creation) ?? []
        createFiles = creations.isEmpty ? nil : creations
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let stringKeyed = changes.map { Dictionary(uniqueKeysWithValues: $0.map { ($0.key.stringValue, $0.value) }) }
        try container.encodeIfPresent(stringKeyed, forKey: .changes)
        if createFiles != nil || documentChanges != nil {
            let entries = (createFiles ?? []).map(DocumentChange.creation) + (documentChanges ?? []).map(DocumentChange.edit)
            try container.encode(entries, forKey: .documentChanges)
        }
    }
}

/// One entry of `documentChanges`: a text edit, or (with a `kind`) a file creation.
private enum DocumentChange: Codable {
    case edit(TextDocumentEdit)
    case creation(CreateFile)

    var edit: TextDocumentEdit? {
        if case .edit(let edit) = self { return edit }
        return nil
    }

    var creation: CreateFile? {
        if case .creation(let creation) = self { return creation }
        return nil
    }

    private enum Keys: String, CodingKey { case kind }

    init(from decoder: any Decoder) throws {
        let kind = try decoder.container(keyedBy: Keys.self).decodeIfPresent(String.self, forKey: .kind)
        self = kind == "create" ? .creation(try CreateFile(from: decoder)) : .edit(try TextDocumentEdit(from: decoder))
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .edit(let edit): try edit.encode(to: encoder)
        case .creation(let creation): try creation.encode(to: encoder)
        }
    }
}
