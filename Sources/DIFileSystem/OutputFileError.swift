#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `writeIfChanged` did not write; `di-gen` prints it and exits with status 2.
public enum OutputFileError: Error, Equatable, CustomStringConvertible {
    /// The output (or the end of its links) is a device, FIFO, socket or folder: replacing it with a regular file
    /// would break whatever it is.
    case notRegularFile(path: String, kind: String)
    /// The output is a chain of symbolic links that does not end.
    case linkLoop(path: String)
    case cannotWrite(path: String, reason: String)
    /// A system call failed; `code` is its `errno`.
    case systemError(path: String, operation: String, code: Int32)

    public var description: String {
        switch self {
        case .notRegularFile(let path, let kind): "\(path) is a \(kind), not a regular file; not replacing it"
        case .linkLoop(let path): "\(path) is a loop of symbolic links"
        case .cannotWrite(let path, let reason): "\(path): \(reason)"
        case .systemError(let path, let operation, let code): "cannot \(operation) \(path): \(String(cString: strerror(code)))"
        }
    }
}
