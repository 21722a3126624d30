import DIProtocol

/// The documents the client has open, keyed by the URI exactly as the client spelled it.
///
/// A plain value: the server keeps one and replaces it on each notification, so a request that captured an earlier
/// store keeps seeing the documents as they were when it started.
public struct DocumentStore: Sendable {
    public enum ChangeError: Error, Hashable, Sendable {
        /// `didChange` for a document that was never opened (or already closed); the client and server disagree.
        case documentNotOpen(DocumentURI)
        /// `didChange` whose version is not above the document's: the spec makes versions strictly increase, so
        /// it is a late or repeated edit, and applying it would corrupt the text.
        case staleVersion(DocumentURI, received: Int, current: Int)
    }

    public private(set) var documents: [DocumentURI: OpenDocument] = [:]

    public init() {}

    public subscript(uri: DocumentURI) -> OpenDocument? { documents[uri] }

    public var isEmpty: Bool { documents.isEmpty }

    /// Records `didOpen`. Opening an already open document replaces it, which is what the client's text means.
    @discardableResult
    public mutating func open(_ item: TextDocumentItem) -> OpenDocument {
        let document = OpenDocument(item)
        documents[item.uri] = document
        return document
    }

    /// Applies a `didChange` and returns the new document; one whose version does not go up changes nothing.
    public mutating func change(
        _ notification: DidChangeTextDocumentNotification, encoding: PositionEncoding
    ) throws(ChangeError) -> OpenDocument {
        let uri = notification.textDocument.uri
        guard var document = documents[uri] else { throw .documentNotOpen(uri) }
        let version = notification.textDocument.version
        guard version > document.version else { throw .staleVersion(uri, received: version, current: document.version) }
        document.apply(notification.contentChanges, version: notification.textDocument.version, encoding: encoding)
        documents[uri] = document
        return document
    }

    /// Records `didClose` and returns the document that was open, if any; its truth is on disk again.
    @discardableResult
    public mutating func close(_ uri: DocumentURI) -> OpenDocument? {
        documents.removeValue(forKey: uri)
    }
}
