#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The name of a `readdir` entry, lossless even when it is not UTF-8 (`FileNameBytes`).
func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
    withUnsafeBytes(of: entry.pointee.d_name) { FileNameBytes.string(fromBytes: $0.prefix { $0 != 0 }) }
}

/// Whether `path` is a directory, following symbolic links.
func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return FileNameBytes.withCString(path, { stat($0, &status) }) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
}
