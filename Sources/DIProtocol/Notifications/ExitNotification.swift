/// `exit`: end the process, with status 0 only if `shutdown` came first. No params.
public struct ExitNotification: LSPNotification {
    public static let method = "exit"
    public static var hasNoParams: Bool { true }

    public init() {}
}
