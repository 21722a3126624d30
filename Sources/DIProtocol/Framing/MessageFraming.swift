import Foundation

/// Splits the LSP byte stream into message bodies: `Content-Length: N\r\n` (other headers allowed) `\r\n` body.
///
/// Feed it chunks of any size with `append(_:)` and take frames with `nextFrame()` until it returns nil. It never
/// crashes on input, never keeps more than one frame's bytes, and never goes deaf: a broken header block yields
/// one `.failure` and the parser resynchronises at the next `Content-Length:`; a body ends at its announced length
/// or at the next `Content-Length: N` header line, whichever comes first (a JSON text cannot hold that line, whose
/// raw CR LF would have to be inside a string), so a length that lies costs one frame, not the rest of the stream.
/// A body over `maximumBodyLength` yields one failure and its bytes are dropped as they arrive.
public struct MessageFraming: Sendable {
    public typealias Frame = Result<Data, FramingError>

    public static let defaultMaximumBodyLength = 64 << 20
    public static let defaultMaximumHeaderLength = 16 << 10

    public let maximumBodyLength: Int
    public let maximumHeaderLength: Int

    /// How many bytes are held, waiting for the rest of a frame; never much more than one frame's worth.
    public var bufferedByteCount: Int { buffer.count - readOffset }

    /// Unconsumed bytes start at `readOffset`; the prefix before it is dropped lazily.
    var buffer: [UInt8] = []
    private var readOffset = 0
    /// How far the search for the header terminator has already looked, so a trickle of chunks costs linear time.
    private var terminatorSearchOffset = 0
    /// The length of the body being read once its header block has been accepted.
    private var pendingBodyLength: Int?
    /// How far the pending body has been searched for a header line, for the same reason.
    private var bodySearchOffset = 0
    /// Bytes of an oversized body still to be dropped (unless a header line comes first).
    private var bytesToDrop = 0
    /// After a broken header block, bytes are dropped until the next `Content-Length:`, however the stream is
    /// chunked, so one bad frame yields exactly one failure.
    private var isSkippingToNextHeader = false
    /// The body that came before a header line that cut it short, returned after the failure that reports it.
    private var cutBody: Data?

    public init(
        maximumBodyLength: Int = MessageFraming.defaultMaximumBodyLength,
        maximumHeaderLength: Int = MessageFraming.defaultMaximumHeaderLength
    ) {
        self.maximumBodyLength = maximumBodyLength
        self.maximumHeaderLength = maximumHeaderLength
    }

    /// Wraps a body in the header LSP requires.
    public static func frame(_ body: Data) -> Data {
        var framed = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        framed.append(body)
        return framed
    }

    public mutating func append(_ chunk: some Collection<UInt8>) {
        buffer.append(contentsOf: chunk)
    }

    /// Appends `chunk` and returns every frame it completes.
    public mutating func frames(appending chunk: some Collection<UInt8>) -> [Frame] {
        append(chunk)
        var frames: [Frame] = []
        while let frame = nextFrame() { frames.append(frame) }
        return frames
    }

    /// The next complete frame, or nil when more bytes are needed.
    public mutating func nextFrame() -> Frame? {
        defer { compact() }
        if let body = cutBody {
            cutBody = nil
            return .success(body)
        }
        if isSkippingToNextHeader, !skipToNextHeader(searchingFrom: readOffset) { return nil }
        if bytesToDrop > 0, !dropOversizedBody() { return nil }
        if let length = pendingBodyLength { return pendingBody(length: length) }
        guard let terminator = findHeaderTerminator() else {
            guard buffer.count - readOffset > maximumHeaderLength else { return nil }
            resynchronise()
            return .failure(.headerTooLong(limit: maximumHeaderLength))
        }
        let header = buffer[readOffset..<terminator]
        switch Self.contentLength(in: header) {
        case .failure(let error):
            resynchronise()
            return .failure(error)
        case .success(let length) where length > maximumBodyLength:
            readOffset = terminator + 4
            bytesToDrop = length
            _ = dropOversizedBody()
            return .failure(.bodyTooLarge(length: length, limit: maximumBodyLength))
        case .success(let length):
            readOffset = terminator + 4
            pendingBodyLength = length
            bodySearchOffset = readOffset
            return nextFrame()
        }
    }

    // MARK: - Internals

    /// The pending body once it is complete; or, when a header line shows up inside it first, a failure that
    /// says so (the bytes before the line follow as the next frame).
    private mutating func pendingBody(length: Int) -> Frame? {
        let end = readOffset + length
        let available = min(end, buffer.count)
        if let header = headerLineStart(searchingFrom: bodySearchOffset, to: available, notBefore: readOffset) {
            let body = Data(buffer[readOffset..<header])
            readOffset = header
            pendingBodyLength = nil
            if !body.isEmpty { cutBody = body }
            return .failure(.bodyCutShort(announced: length, received: body.count))
        }
        guard available == end else {
            // A CR in the last byte may yet be followed by its LF.
            bodySearchOffset = max(readOffset, available - 1)
            return nil
        }
        let body = Data(buffer[readOffset..<end])
        readOffset = end
        pendingBodyLength = nil
        return .success(body)
    }

    /// Drops the oversized body's bytes as they arrive and returns true once they are all gone, or once a header
    /// line shows that the rest will never come. Keeps a short tail that may be the start of such a line.
    private mutating func dropOversizedBody() -> Bool {
        let end = min(buffer.count, readOffset + min(bytesToDrop, Int.max - readOffset))
        if let header = headerLineStart(searchingFrom: readOffset, to: end, notBefore: readOffset) {
            readOffset = header
            bytesToDrop = 0
            return true
        }
        let dropped = max(0, end - readOffset - (end - readOffset == bytesToDrop ? 0 : Self.longestHeaderLine))
        readOffset += dropped
        bytesToDrop -= dropped
        return bytesToDrop == 0
    }

    /// The index of the `\r\n\r\n` that ends the header block starting at `readOffset`.
    private mutating func findHeaderTerminator() -> Int? {
        var index = max(terminatorSearchOffset, readOffset)
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                terminatorSearchOffset = 0
                return index
            }
            index += 1
        }
        terminatorSearchOffset = max(readOffset, index)
        return nil
    }

    /// Drops bytes up to the next `Content-Length:` after the current position; if none is buffered yet, keeps
    /// dropping as bytes arrive until one is.
    private mutating func resynchronise() {
        isSkippingToNextHeader = true
        _ = skipToNextHeader(searchingFrom: readOffset + 1)
    }

    /// Moves to the first `Content-Length:` at or after `start` and returns true; or drops all but a possible
    /// partial marker and returns false.
    private mutating func skipToNextHeader(searchingFrom start: Int) -> Bool {
        terminatorSearchOffset = 0
        var index = start
        while index + Self.marker.count <= buffer.count {
            if matchesMarker(at: index) {
                readOffset = index
                isSkippingToNextHeader = false
                return true
            }
            index += 1
        }
        readOffset = min(max(start, buffer.count - (Self.marker.count - 1)), buffer.count)
        return false
    }

    private mutating func compact() {
        // Drop the consumed prefix once it is at least half the buffer, so copying stays linear overall.
        guard readOffset > 0, readOffset * 2 >= buffer.count else { return }
        buffer.removeSubrange(0..<readOffset)
        if terminatorSearchOffset > 0 { terminatorSearchOffset = max(0, terminatorSearchOffset - readOffset) }
        bodySearchOffset = max(0, bodySearchOffset - readOffset)
        readOffset = 0
    }
}
