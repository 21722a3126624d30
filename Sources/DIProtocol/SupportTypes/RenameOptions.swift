/// The options form of the `renameProvider` capability, only for clients with `textDocument.rename.prepareSupport`.
public struct RenameOptions: Hashable, Sendable, Codable {
    public var prepareProvider: Bool?

    public init(prepareProvider: Bool? = nil) { self.prepareProvider = prepareProvider }
}
