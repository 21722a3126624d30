/// `window/workDoneProgress/create` (server to client): ask the client to show progress under `token`.
/// Send only if the client declared `window.workDoneProgress`, and report on the token only after the reply.
public struct CreateWorkDoneProgressRequest: LSPRequest {
    public static let method = "window/workDoneProgress/create"
    public typealias Response = VoidResponse

    public var token: ProgressToken

    public init(token: ProgressToken) { self.token = token }
}
