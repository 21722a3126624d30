/// The `codeLensProvider` capability; lenses come with their command, so this server never needs `codeLens/resolve`.
public struct CodeLensOptions: Hashable, Sendable, Codable {
    public var resolveProvider: Bool?

    public init(resolveProvider: Bool? = nil) { self.resolveProvider = resolveProvider }
}
