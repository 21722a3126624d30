public final class Session: Sendable {
    public let user: String
    public init(user: String) { self.user = user }
}

public struct Query: Sendable {
    public let text: String
    public init(text: String) { self.text = text }
}
