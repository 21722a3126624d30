/// `inlayHint/resolve`: complete a hint (its tooltip) when the client is about to show it. The params are the hint
/// itself, as the server sent it.
public struct InlayHintResolveRequest: LSPRequest {
    public static let method = "inlayHint/resolve"
    public typealias Response = InlayHint

    public var hint: InlayHint

    public init(hint: InlayHint) { self.hint = hint }

    public init(from decoder: any Decoder) throws {
        hint = try InlayHint(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try hint.encode(to: encoder)
    }
}
