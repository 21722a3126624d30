import Foundation

/// A file's size and modification date: equal stamps mean "not worth reading again".
struct FileStamp: Hashable, Sendable {
    let size: Int
    let modified: Date

    /// The stamp of the file at `path`, or nil when it does not exist or is not a regular file.
    init?(path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = attributes[.size] as? Int, let modified = attributes[.modificationDate] as? Date
        else { return nil }
        self.size = size
        self.modified = modified
    }
}
