import Foundation

/// Reads a whole file as bytes; nil when it cannot be read (the caller reports or skips it).
public func readBytes(atPath path: String) -> [UInt8]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return [UInt8](data)
}

/// Writes `bytes` to `path` only when the file's current content differs, atomically (a temporary file
/// in the same folder, then rename), so watchers and build systems see no needless change.
/// - Returns: true when the file was written.
@discardableResult
public func writeIfChanged(_ bytes: [UInt8], toPath path: String) throws -> Bool {
    if let existing = readBytes(atPath: path), existing == bytes { return false }
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url, options: .atomic)
    return true
}
