#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The name of a `readdir` entry, lossless even when it is not UTF-8 (`FileNameBytes`). Read in place up to its
/// NUL: a record is only as long as its name, so copying the whole `dirent` (`entry.pointee`, 280 bytes) read
/// past the end of the directory buffer when a short record ended it, and crashed at a page boundary.
func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
    let name = UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    let length = strlen(name.assumingMemoryBound(to: CChar.self))
    return FileNameBytes.string(fromBytes: UnsafeRawBufferPointer(start: name, count: length))
}

/// Whether `path` is a directory, following symbolic links.
func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return FileNameBytes.withCString(path, { stat($0, &status) }) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
}

/// What is at a path, following symbolic links.
public enum PathKind: Sendable {
    case file, folder, other
}

/// What is at `path`, or nil when nothing is (or it cannot be looked at).
public func pathKind(_ path: String) -> PathKind? {
    var status = stat()
    guard FileNameBytes.withCString(path, { stat($0, &status) }) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .folder
    default: return .other
    }
}

/// The process's current directory, absolute ("/" when it cannot be read).
public func currentDirectoryPath() -> String {
    CanonicalPath.currentDirectory()
}

/// `path` absolute and normalised, links of its existing part resolved (it need not exist): how two spellings of
/// one file compare equal.
public func canonicalLocation(of path: String) -> String { CanonicalPath.location(of: path) }

/// `path` absolute (against the current directory) and normalised, links not resolved.
public func absolutePath(_ path: String) -> String { CanonicalPath.normalized(CanonicalPath.absolute(path)) }

/// The folder of `path` as spelled (`.` for a bare file name).
public func folderPath(of path: String) -> String { CanonicalPath.parent(of: path) ?? "." }

/// The paths listed in the file at `path`, one a line or NUL-separated (`find -print0`), empty entries skipped: a
/// build system's exact list of inputs (`--files-from`). Read up to `ReadLimits.pathList`.
public func readPathList(atPath path: String) throws(PathListError) -> [String] {
    switch readFile(atPath: path, limit: ReadLimits.pathList) {
    case .bytes(let bytes):
        let separator: UInt8 = bytes.contains(0) ? 0 : UInt8(ascii: "\n")
        return bytes.split(separator: separator).compactMap { entry in
            let trimmed = entry.last == UInt8(ascii: "\r") ? entry.dropLast() : entry
            return trimmed.isEmpty ? nil : FileNameBytes.string(fromBytes: Array(trimmed))
        }
    case .tooLarge(let size):
        throw PathListError(description: "\(path) is \(size) bytes, over the \(byteCountText(ReadLimits.pathList)) limit of a path list")
    case .unreadable:
        throw PathListError(description: "\(path) cannot be read as a file")
    }
}

/// Why a path list could not be read.
public struct PathListError: Error, CustomStringConvertible {
    public let description: String
}
