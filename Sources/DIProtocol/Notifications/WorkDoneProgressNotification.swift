/// `$/progress` (server to client) carrying work-done progress for a token created with
/// `window/workDoneProgress/create`.
public struct WorkDoneProgressNotification: LSPNotification {
    public static let method = "$/progress"

    public var token: ProgressToken
    public var value: WorkDoneProgress

    public init(token: ProgressToken, value: WorkDoneProgress) {
        self.token = token
        self.value = value
    }
}
