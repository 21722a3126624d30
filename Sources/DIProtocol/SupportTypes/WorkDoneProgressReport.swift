/// Updates a running progress report.
public struct WorkDoneProgressReport: Hashable, Sendable {
    public var cancellable: Bool?
    public var message: String?
    public var percentage: Int?

    public init(cancellable: Bool? = nil, message: String? = nil, percentage: Int? = nil) {
        self.cancellable = cancellable
        self.message = message
        self.percentage = percentage
    }
}
