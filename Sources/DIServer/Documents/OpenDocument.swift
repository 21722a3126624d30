import DIProtocol
import DIScanner

/// A document the client has open: its bytes are the truth until `didClose`, whatever the disk says.
public struct OpenDocument: Sendable {
    public let uri: DocumentURI
    public private(set) var version: Int
    public let languageId: String
    /// Position conversions for the current bytes; rebuilt after every edit.
    public private(set) var converter: PositionConverter

    public var bytes: [UInt8] { converter.bytes }

    public init(uri: DocumentURI, version: Int, languageId: String = "swift", bytes: [UInt8]) {
        self.uri = uri
        self.version = version
        self.languageId = languageId
        self.converter = PositionConverter(bytes)
    }

    public init(_ item: TextDocumentItem) {
        self.init(uri: item.uri, version: item.version, languageId: item.languageId, bytes: Array(item.text.utf8))
    }

    /// Applies `changes` in order, each to the result of the one before, then takes on `version`.
    ///
    /// A change without a range replaces everything. Ranges are converted with `encoding` and clamped into the
    /// document, and a reversed range is read as its mirror image, so a confused client cannot make this fail;
    /// at worst the text diverges until its next full sync.
    public mutating func apply(
        _ changes: [TextDocumentContentChangeEvent], version: Int, encoding: PositionEncoding
    ) {
        var bytes = converter.bytes
        for (index, change) in changes.enumerated() {
            if let range = change.range {
                // Each later change is relative to the text this one produces, so positions need fresh lines.
                let current = index == 0 ? converter : PositionConverter(bytes)
                let byteRange = current.byteRange(of: range, encoding: encoding)
                bytes.replaceSubrange(byteRange.start..<byteRange.end, with: change.text.utf8)
            } else {
                bytes = Array(change.text.utf8)
            }
        }
        converter = PositionConverter(bytes)
        self.version = version
    }

    /// The document after `apply(_:version:encoding:)`, leaving this value unchanged.
    public func applying(
        _ changes: [TextDocumentContentChangeEvent], version: Int, encoding: PositionEncoding
    ) -> OpenDocument {
        var copy = self
        copy.apply(changes, version: version, encoding: encoding)
        return copy
    }

    /// The document's text; invalid UTF-8 (possible only for documents built from disk bytes) becomes U+FFFD.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
