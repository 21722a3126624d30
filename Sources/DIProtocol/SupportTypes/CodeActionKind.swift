/// A code action's kind, a dotted string (`quickfix`, `refactor.extract`); clients filter and group by prefix.
public struct CodeActionKind: RawRepresentable, Hashable, Sendable, Codable {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }


    /// A fix for a diagnostic.
    public static let quickFix = CodeActionKind(rawValue: "quickfix")
    public static let refactor = CodeActionKind(rawValue: "refactor")
    public static let source = CodeActionKind(rawValue: "source")
}
