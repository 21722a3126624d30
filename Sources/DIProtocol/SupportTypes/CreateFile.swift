/// A `WorkspaceEdit` resource operation that creates a file (`{"kind": "create", "uri": ...}`); clients that list
/// `create` in `workspace.workspaceEdit.resourceOperations` apply it before the text edits that follow it.
public struct CreateFile: Hashable, Sendable, Codable {
    public var kind = "create"
    public var uri: DocumentURI
    public var options: Options?

    public struct Options: Hashable, Sendable, Codable {
        public var overwrite: Bool?
        public var ignoreIfExists: Bool?

        public init(overwrite: Bool? = nil, ignoreIfExists: Bool? = nil) {
            self.overwrite = overwrite
            self.ignoreIfExists = ignoreIfExists
        }
    }

    public init(uri: DocumentURI, options: Options? = nil) {
        self.uri = uri
        self.options = options
    }
}
