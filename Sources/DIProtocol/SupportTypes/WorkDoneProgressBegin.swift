/// Starts a progress report: the client shows `title` until an `end` with the same token.
public struct WorkDoneProgressBegin: Hashable, Sendable {
    public var title: String
    public var cancellable: Bool?
    public var message: String?
    /// 0...100; omit for an indeterminate bar.
    public var percentage: Int?

    public init(title: String, cancellable: Bool? = nil, message: String? = nil, percentage: Int? = nil) {
        self.title = title
        self.cancellable = cancellable
        self.message = message
        self.percentage = percentage
    }
}
