/// Options of `textDocument/references`.
public struct ReferenceContext: Hashable, Sendable, Codable {
    /// Whether the declaration itself belongs in the result.
    public var includeDeclaration: Bool

    public init(includeDeclaration: Bool) { self.includeDeclaration = includeDeclaration }
}
