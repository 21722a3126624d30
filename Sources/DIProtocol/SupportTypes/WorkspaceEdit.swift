/// Edits across documents. Use `documentChanges` when the client supports it
/// (`workspace.workspaceEdit.documentChanges`), otherwise `changes`.
///
/// Only `TextDocumentEdit` entries of `documentChanges` are modelled; this server never creates, renames or
/// deletes files.
public struct WorkspaceEdit: Hashable, Sendable, Codable {
    public var changes: [DocumentURI: [TextEdit]]?
    public var documentChanges: [TextDocumentEdit]?

    public init(changes: [DocumentURI: [TextEdit]]? = nil, documentChanges: [TextDocumentEdit]? = nil) {
        self.changes = changes
        self.documentChanges = documentChanges
    }

    private enum CodingKeys: String, CodingKey { case changes, documentChanges }

    // A dictionary keyed by a non-String type would encode as an array of pairs, so go through String keys.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let stringKeyed = try container.decodeIfPresent([String: [TextEdit]].self, forKey: .changes)
        changes = stringKeyed.map { Dictionary(uniqueKeysWithValues: $0.map { (DocumentURI($0.key), $0.value) }) }
        documentChanges = try container.decodeIfPresent([TextDocumentEdit].self, forKey: .documentChanges)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let stringKeyed = changes.map { Dictionary(uniqueKeysWithValues: $0.map { ($0.key.stringValue, $0.value) }) }
        try container.encodeIfPresent(stringKeyed, forKey: .changes)
        try container.encodeIfPresent(documentChanges, forKey: .documentChanges)
    }
}
