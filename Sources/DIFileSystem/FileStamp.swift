#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's size and modification time: equal stamps mean "not worth reading again".
///
/// Read with one `stat` call: Foundation's attribute dictionaries cost more than the read itself when ten
/// thousand files are stamped at start-up.
public struct FileStamp: Hashable, Sendable {
    public let size: Int
    /// Nanoseconds since 1970.
    public let modified: Int

    /// The stamp of the file at `path`, or nil when it does not exist or is not a regular file.
    public init?(path: String) {
        var info = stat()
        guard FileNameBytes.withCString(path, { stat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        size = Int(info.st_size)
        #if canImport(Darwin)
        modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
        #else
        modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
        #endif
    }
}
