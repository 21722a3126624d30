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
    /// The body announced more bytes than the limit; the parser skips them as they arrive without keeping them.
    case bodyTooLarge(length: Int, limit: Int)
}
