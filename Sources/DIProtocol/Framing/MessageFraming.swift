import Foundation

/// Splits the LSP byte stream into message bodies: `Content-Length: N\r\n` (other headers allowed) `\r\n` body.
///
/// Feed it chunks of any size with `append(_:)` and take frames with `nextFrame()` until it returns nil. It never
/// crashes on input and never keeps more than one frame's bytes: a broken header block yields one `.failure` and
/// the parser resynchronises at the next `Content-Length:`; a body over `maximumBodyLength` yields one failure and
/// its bytes are dropped as they arrive.
public struct MessageFraming: Sendable {
    public typealias Frame = Result<Data, FramingError>

    public static let defaultMaximumBodyLength = 64 << 20
    public static let defaultMaximumHeaderLength = 16 << 10

    public let maximumBodyLength: Int
    public let maximumHeaderLength: Int

    /// How many bytes are held, waiting for the rest of a frame; never much more than one frame's worth.
    public var bufferedByteCount: Int { buffer.count - readOffset }

    /// Unconsumed bytes start at `readOffset`; the prefix before it is dropped lazily.
    private var buffer: [UInt8] = []
    private var readOffset = 0
    /// How far the search for the header terminator has already looked, so a trickle of chunks costs linear time.
    private var terminatorSearchOffset = 0
    /// The length of the body being read once its header block has been accepted.
    private var pendingBodyLength: Int?
    /// Bytes of an oversized body still to be dropped.
    private var bytesToSkip = 0
    /// After a broken header block, bytes are dropped until the next `Content-Length:`, however the stream is
    /// chunked, so one bad frame yields exactly one failure.
    private var isSkippingToNextHeader = false

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
        let skipped = min(bytesToSkip, chunk.count)
        bytesToSkip -= skipped
        buffer.append(contentsOf: chunk.dropFirst(skipped))
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
        if isSkippingToNextHeader, !skipToNextHeader(searchingFrom: readOffset) { return nil }
        if let length = pendingBodyLength {
            guard buffer.count - readOffset >= length else { return nil }
            let body = Data(buffer[readOffset..<readOffset + length])
            readOffset += length
            pendingBodyLength = nil
            return .success(body)
        }
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
            let available = min(length, buffer.count - readOffset)
            readOffset += available
            bytesToSkip = length - available
            return .failure(.bodyTooLarge(length: length, limit: maximumBodyLength))
        case .success(let length):
            readOffset = terminator + 4
            pendingBodyLength = length
            return nextFrame()
        }
    }

    // MARK: - Internals

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
        let marker = Array("content-length:".utf8)
        var index = start
        while index + marker.count <= buffer.count {
            if Self.matchesIgnoringCase(marker, at: index, in: buffer) {
                readOffset = index
                isSkippingToNextHeader = false
                return true
            }
            index += 1
        }
        readOffset = min(max(start, buffer.count - (marker.count - 1)), buffer.count)
        return false
    }

    private mutating func compact() {
        // Drop the consumed prefix once it is at least half the buffer, so copying stays linear overall.
        guard readOffset > 0, readOffset * 2 >= buffer.count else { return }
        buffer.removeSubrange(0..<readOffset)
        if terminatorSearchOffset > 0 { terminatorSearchOffset = max(0, terminatorSearchOffset - readOffset) }
        readOffset = 0
    }

    private static func matchesIgnoringCase(_ lowercased: [UInt8], at index: Int, in bytes: [UInt8]) -> Bool {
        for offset in lowercased.indices {
            var byte = bytes[index + offset]
            if byte >= 65, byte <= 90 { byte += 32 }
            if byte != lowercased[offset] { return false }
        }
        return true
    }
}
