/// `workspace/codeLens/refresh` (server to client): ask the client for every visible document's lenses again. Sent
/// only to clients with `refreshSupport`. No params.
public struct CodeLensRefreshRequest: LSPRequest {
    public static let method = "workspace/codeLens/refresh"
    public static var hasNoParams: Bool { true }
    public typealias Response = VoidResponse

    public init() {}
}
