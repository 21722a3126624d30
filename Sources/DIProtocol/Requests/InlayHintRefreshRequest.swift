/// `workspace/inlayHint/refresh` (server to client): ask the client for every visible document's hints again,
/// after a change elsewhere in the workspace altered them. Sent only to clients with `refreshSupport`. No params.
public struct InlayHintRefreshRequest: LSPRequest {
    public static let method = "workspace/inlayHint/refresh"
    public static var hasNoParams: Bool { true }
    public typealias Response = VoidResponse

    public init() {}
}
