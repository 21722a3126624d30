import DIFileSystem
import DIIndex
import DIProtocol

/// What every file says now: the open documents (their text wins over the disk's) and the other files as last read
/// from disk, with the URIs replies name them by and the position converters made from their text. One owner, so
/// a converter is dropped whenever the text it was made from changes.
struct FileTexts {
    private(set) var documents = DocumentStore()
    /// The URI the client uses for each open path, so replies echo its spelling.
    private var openURIs: [String: DocumentURI] = [:]
    private var diskBytes: [String: [UInt8]] = [:]
    /// Each disk file's stamp as last read; a refresh reads again only what moved.
    private(set) var stamps: [String: FileStamp] = [:]
    /// Converters of disk text; an open document keeps its own.
    private var diskConverters: [String: PositionConverter] = [:]
    private var encodedURIs: [String: DocumentURI] = [:]

    /// The paths of the documents open in the editor.
    var openPaths: Dictionary<String, DocumentURI>.Keys { openURIs.keys }

    func isOpen(_ path: String) -> Bool { openURIs[path] != nil }

    /// The open document's text, else the disk's.
    func bytes(ofPath path: String) -> [UInt8]? {
        if let uri = openURIs[path], let document = documents[uri] { return document.bytes }
        return diskBytes[path]
    }

    /// Position conversions for the current text of `path` (a disk file's cached until its text changes).
    mutating func converter(forPath path: String) -> PositionConverter? {
        if let uri = openURIs[path], let document = documents[uri] { return document.converter }
        if let cached = diskConverters[path] { return cached }
        guard let bytes = diskBytes[path] else { return nil }
        let converter = PositionConverter(bytes)
        diskConverters[path] = converter
        return converter
    }

    /// Builds the converters of `paths` not yet cached, on all cores: publishing the first diagnostics of a
    /// large workspace needs thousands of them at once.
    mutating func prepareConverters(forPaths paths: [String]) {
        let missing = paths.filter { openURIs[$0] == nil && diskConverters[$0] == nil }.compactMap { path in
            diskBytes[path].map { (path, $0) }
        }
        for (path, converter) in parallelMap(missing, { (path, bytes) in (path, PositionConverter(bytes)) }) {
            diskConverters[path] = converter
        }
    }

    /// The URI to report for `path`: the client's own spelling for open documents, else the encoded path
    /// (cached: a large publish names every file several times, and percent-encoding is not free).
    mutating func uri(ofPath path: String) -> DocumentURI {
        if let open = openURIs[path] { return open }
        if let cached = encodedURIs[path] { return cached }
        let uri = FileURI.uri(fromPath: path)
        encodedURIs[path] = uri
        return uri
    }

    /// The first index's disk text.
    mutating func adoptDisk(_ bytes: [String: [UInt8]], stamps: [String: FileStamp]) {
        diskBytes = bytes
        self.stamps = stamps
        diskConverters = [:]
    }

    /// Records `didOpen`; `path` is nil for a document that is not a local file (`untitled:`), kept so its edits
    /// apply. A path opened again under another URI closes the old one.
    mutating func open(_ item: TextDocumentItem, path: String?) {
        if let path, let previous = openURIs[path], previous != item.uri { documents.close(previous) }
        documents.open(item)
        guard let path else { return }
        openURIs[path] = item.uri
        diskConverters[path] = nil
    }

    mutating func change(_ notification: DidChangeTextDocumentNotification, encoding: PositionEncoding) throws(DocumentStore.ChangeError) {
        _ = try documents.change(notification, encoding: encoding)
    }

    /// Records `didClose`; true when `path` was open under this URI, so its truth is the disk's again.
    mutating func close(_ uri: DocumentURI, path: String?) -> Bool {
        documents.close(uri)
        guard let path, openURIs[path] == uri else { return false }
        openURIs[path] = nil
        diskConverters[path] = nil
        return true
    }

    /// Takes a file a refresh read (nil: gone). True when what the analysis sees at `path` changed: its disk text
    /// did, and no open document hides it.
    mutating func takeFromDisk(_ path: String, _ file: DiskRefreshResult.File?) -> Bool {
        if let file {
            stamps[path] = file.stamp
            guard diskBytes[path] != file.bytes else { return false }
            diskBytes[path] = file.bytes
        } else {
            guard diskBytes[path] != nil || stamps[path] != nil else { return false }
            diskBytes[path] = nil
            stamps[path] = nil
        }
        diskConverters[path] = nil
        return openURIs[path] == nil
    }
}
