/// Options of `didSave` notifications; the server reads saved files itself, so it asks for no text.
public struct SaveOptions: Hashable, Sendable, Codable {
    public var includeText: Bool?

    public init(includeText: Bool? = nil) { self.includeText = includeText }
}
