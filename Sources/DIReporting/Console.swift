#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The version `--version` prints and generated headers carry.
public let toolVersion = "0.1.0"

/// Writes a line to standard error (file descriptor 2: the C `stderr` global is not concurrency-safe).
public func printError(_ message: String) {
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
