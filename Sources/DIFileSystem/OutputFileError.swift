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
    /// `OutputGuard`'s refusals: outside the repository, in a version-control folder, a nested repository or
    /// another tool's folder, or over a file no generator wrote.
    case outsideBoundary(path: String, boundary: String)
    case inVersionControlFolder(path: String, folder: String)
    case inNestedRepository(path: String, repository: String)
    case inToolFolder(path: String, folder: String)
    case notGenerated(path: String)

    public var description: String {
        switch self {
        case .notRegularFile(let path, let kind): "\(path) is a \(kind), not a regular file; not replacing it"
        case .linkLoop(let path): "\(path) is a loop of symbolic links"
        case .cannotWrite(let path, let reason): "\(path): \(reason)"
        case .systemError(let path, let operation, let code): "cannot \(operation) \(path): \(String(cString: strerror(code)))"
        case .outsideBoundary(let path, let boundary):
            "\(path) is outside \(boundary), the repository being read; pass --force to write there anyway"
        case .inVersionControlFolder(let path, let folder): "\(path) is inside \(folder); nothing is ever written there"
        case .inNestedRepository(let path, let repository):
            "\(path) is inside \(repository), another repository (a submodule or vendored checkout); nothing is ever written there"
        case .inToolFolder(let path, let folder):
            "\(path) is inside \(folder), another tool's folder; pass --force to write there anyway"
        case .notGenerated(let path):
            "\(path) exists and no generator wrote it (it does not start with di-gen's header); name another file, or pass --force to replace it"
        }
    }
}
