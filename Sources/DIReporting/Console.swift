#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The version `--version` prints and generated headers carry.
public let toolVersion = "0.1.0"

/// Writes a line to standard error (file descriptor 2: the C `stderr` global is not concurrency-safe).
public func printError(_ message: String, terminator: String = "\n") {
    writeAll(message + terminator, to: 2)
}

/// Writes to standard output unbuffered, so that reports and the summary on stderr keep their order when
/// both go to one pipe (`2>&1`), as they do in CI logs.
public func writeOutput(_ text: String) {
    writeAll(text, to: 1)
}

private func writeAll(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return  // a closed pipe: nothing more can be said
            }
            offset += written
        }
    }
}

/// Whether the text report is coloured: `--color always|never|auto`; `auto` colours only a terminal, and
/// not when `NO_COLOR` is set to anything non-empty (no-color.org), as swiftc does.
public enum ColorChoice: String, Sendable {
    case always, never, auto

    public func usesColor(environment: [String: String], outputIsTerminal: Bool) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }

    /// For this process: its environment and whether its standard output is a terminal.
    public var usesColorHere: Bool {
        var environment: [String: String] = [:]
        if let value = getenv("NO_COLOR") { environment["NO_COLOR"] = String(cString: value) }
        return usesColor(environment: environment, outputIsTerminal: isatty(1) == 1)
    }
}
