/// Why one frame of the byte stream could not be read. The parser reports it and carries on with the next frame.
public enum FramingError: Error, Hashable, Sendable {
    /// A header line had no `:` or the block was not ASCII text.
    case malformedHeader(String)
    /// The header block ended without a `Content-Length` header.
    case missingContentLength
    /// `Content-Length` was not a non-negative decimal integer.
    case invalidContentLength(String)
    /// The header block grew past the limit without its terminating blank line.
    case headerTooLong(limit: Int)
    /// The body announced more bytes than the limit; the parser drops them as they arrive, up to the next header.
    case bodyTooLarge(length: Int, limit: Int)
    /// A `Content-Length` header line arrived before the body had its announced length: the length lied. The
    /// bytes before that line are passed on as the body (they are often the whole message).
    case bodyCutShort(announced: Int, received: Int)

    /// The problem in words, for the server's log.
    public var message: String {
        switch self {
        case .malformedHeader(let detail): "a malformed header (\(detail))"
        case .missingContentLength: "a header block without Content-Length"
        case .invalidContentLength(let value): "an invalid Content-Length \"\(value)\""
        case .headerTooLong(let limit): "a header block longer than \(limit) bytes"
        case .bodyTooLarge(let length, let limit):
            "a body of \(length) bytes, over the \(limit)-byte limit; dropped up to the next Content-Length header"
        case .bodyCutShort(let announced, let received):
            "a body announced as \(announced) bytes was cut short by the next Content-Length header after \(received)"
        }
    }
}
