/// The `inlayHintProvider` capability: hints are given, and completed by `inlayHint/resolve` when `resolveProvider`.
public struct InlayHintOptions: Hashable, Sendable, Codable {
    public var resolveProvider: Bool?

    public init(resolveProvider: Bool? = nil) { self.resolveProvider = resolveProvider }
}
