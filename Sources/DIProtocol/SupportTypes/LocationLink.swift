/// A definition target with the span the user clicked (`originSelectionRange`) and the declaration's full extent.
///
/// Sent instead of `Location` only to clients that declare `textDocument.definition.linkSupport`.
public struct LocationLink: Hashable, Sendable, Codable {
    public var originSelectionRange: LSPRange?
    public var targetUri: DocumentURI
    /// The whole declaration, for peeking.
    public var targetRange: LSPRange
    /// The name inside `targetRange`, where the cursor lands.
    public var targetSelectionRange: LSPRange

    public init(
        originSelectionRange: LSPRange? = nil, targetUri: DocumentURI, targetRange: LSPRange,
        targetSelectionRange: LSPRange
    ) {
        self.originSelectionRange = originSelectionRange
        self.targetUri = targetUri
        self.targetRange = targetRange
        self.targetSelectionRange = targetSelectionRange
    }
}
