/// The `codeActionProvider` capability with the kinds of action the server offers.
public struct CodeActionOptions: Hashable, Sendable, Codable {
    public var codeActionKinds: [CodeActionKind]?

    public init(codeActionKinds: [CodeActionKind]? = nil) { self.codeActionKinds = codeActionKinds }
}
