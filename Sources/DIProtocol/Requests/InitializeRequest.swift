/// `initialize`: the first request, carrying the workspace roots and the client's capabilities.
///
/// Response: `InitializeResult`, with the capabilities this server offers and the position encoding it picked.
public struct InitializeRequest: LSPRequest {
    public static let method = "initialize"
    public typealias Response = InitializeResult

    /// The client's process, so the server can exit if it dies; null when the client has none to give.
    public var processId: Int?
    public var clientInfo: ServerInfo?
    /// Deprecated in favour of `rootUri`, still sent by some clients.
    public var rootPath: String?
    /// Deprecated in favour of `workspaceFolders`; null when no folder is open.
    public var rootUri: DocumentURI?
    public var initializationOptions: JSONValue?
    public var capabilities: ClientCapabilities
    public var workspaceFolders: [WorkspaceFolder]?

    public init(
        processId: Int? = nil, clientInfo: ServerInfo? = nil, rootPath: String? = nil, rootUri: DocumentURI?,
        initializationOptions: JSONValue? = nil, capabilities: ClientCapabilities,
        workspaceFolders: [WorkspaceFolder]? = nil
    ) {
        self.processId = processId
        self.clientInfo = clientInfo
        self.rootPath = rootPath
        self.rootUri = rootUri
        self.initializationOptions = initializationOptions
        self.capabilities = capabilities
        self.workspaceFolders = workspaceFolders
    }

    private enum CodingKeys: String, CodingKey {
        case processId, clientInfo, rootPath, rootUri, initializationOptions, capabilities, workspaceFolders
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        processId = try container.decodeIfPresent(Int.self, forKey: .processId)
        clientInfo = try container.decodeIfPresent(ServerInfo.self, forKey: .clientInfo)
        rootPath = try container.decodeIfPresent(String.self, forKey: .rootPath)
        rootUri = try container.decodeIfPresent(DocumentURI.self, forKey: .rootUri)
        initializationOptions = try container.decodeIfPresent(JSONValue.self, forKey: .initializationOptions)
        // Tolerate a missing `capabilities`: the server can still work with none.
        capabilities = try container.decodeIfPresent(ClientCapabilities.self, forKey: .capabilities) ?? .init()
        workspaceFolders = try container.decodeIfPresent([WorkspaceFolder].self, forKey: .workspaceFolders)
    }

    /// `processId` and `rootUri` are required but nullable, so they are written even when nil.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(processId, forKey: .processId)
        try container.encodeIfPresent(clientInfo, forKey: .clientInfo)
        try container.encodeIfPresent(rootPath, forKey: .rootPath)
        try container.encode(rootUri, forKey: .rootUri)
        try container.encodeIfPresent(initializationOptions, forKey: .initializationOptions)
        try container.encode(capabilities, forKey: .capabilities)
        try container.encodeIfPresent(workspaceFolders, forKey: .workspaceFolders)
    }
}
