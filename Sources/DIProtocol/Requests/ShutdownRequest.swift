/// `shutdown`: stop work and answer; the process exits on the `exit` notification that follows. No params.
public struct ShutdownRequest: LSPRequest {
    public static let method = "shutdown"
    public static var hasNoParams: Bool { true }
    public typealias Response = VoidResponse

    public init() {}
}
