/// Extra rendering for a diagnostic: `unnecessary` greys code out (an unused provider), `deprecated` strikes it.
public struct DiagnosticTag: RawRepresentable, Hashable, Sendable, Codable {
    public var rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }


    public static let unnecessary = DiagnosticTag(rawValue: 1)
    public static let deprecated = DiagnosticTag(rawValue: 2)
}
