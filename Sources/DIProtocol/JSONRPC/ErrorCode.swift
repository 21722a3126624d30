/// A JSON-RPC or LSP error code.
///
/// A struct rather than an enum so that codes sent by a client that we do not know still decode.
public struct ErrorCode: RawRepresentable, Hashable, Sendable, Codable {
    public var rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }


    // JSON-RPC 2.0.
    /// The body is not valid JSON.
    public static let parseError = ErrorCode(rawValue: -32700)
    /// Valid JSON that is not a request, notification or response.
    public static let invalidRequest = ErrorCode(rawValue: -32600)
    public static let methodNotFound = ErrorCode(rawValue: -32601)
    /// The params do not have the shape the method needs.
    public static let invalidParams = ErrorCode(rawValue: -32602)
    public static let internalError = ErrorCode(rawValue: -32603)

    // LSP.
    /// A request other than `initialize` arrived before `initialize`.
    public static let serverNotInitialized = ErrorCode(rawValue: -32002)
    public static let unknownErrorCode = ErrorCode(rawValue: -32001)
    public static let requestFailed = ErrorCode(rawValue: -32803)
    /// The server cancelled the request, or the client did with `$/cancelRequest`.
    public static let requestCancelled = ErrorCode(rawValue: -32800)
    /// The document changed under the request, so its answer would be stale.
    public static let contentModified = ErrorCode(rawValue: -32801)
}
