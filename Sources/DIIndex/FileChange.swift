/// A change to one file of the workspace: new contents, or removal.
public struct FileChange: Sendable {
    public enum Content: Sendable {
        case bytes([UInt8])
        case removed
    }

    public var path: String
    public var module: String?
    public var content: Content

    public init(path: String, module: String?, content: Content) {
        self.path = path
        self.module = module
        self.content = content
    }

    public static func set(_ path: String, module: String? = nil, bytes: [UInt8]) -> FileChange {
        FileChange(path: path, module: module, content: .bytes(bytes))
    }

    public static func set(_ path: String, module: String? = nil, text: String) -> FileChange {
        FileChange(path: path, module: module, content: .bytes(Array(text.utf8)))
    }

    public static func remove(_ path: String) -> FileChange {
        FileChange(path: path, module: nil, content: .removed)
    }
}
