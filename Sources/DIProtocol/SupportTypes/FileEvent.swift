/// One entry of `workspace/didChangeWatchedFiles`.
public struct FileEvent: Hashable, Sendable, Codable {
    public var uri: DocumentURI
    public var type: FileChangeType

    public init(uri: DocumentURI, type: FileChangeType) {
        self.uri = uri
        self.type = type
    }
}
