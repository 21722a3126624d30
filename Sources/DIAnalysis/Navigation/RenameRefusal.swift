/// Why a dependency cannot be renamed to the name asked for; the editor shows `message` as it is.
public struct RenameRefusal: Error, Hashable, Sendable {
    public let message: String

    public init(_ message: String) { self.message = message }
}
