/// Ends a progress report.
public struct WorkDoneProgressEnd: Hashable, Sendable {
    public var message: String?

    public init(message: String? = nil) { self.message = message }
}
