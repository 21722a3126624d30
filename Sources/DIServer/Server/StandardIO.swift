#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serves LSP over stdin and stdout until `exit`; returns the exit status. Nothing else may write to stdout.
public func serveStandardIO(version: String?) -> Int32 {
    // A client that dies mid-write must not kill the server with SIGPIPE; the write fails and input ends.
    signal(SIGPIPE, SIG_IGN)
    let queue = EventQueue()
    InputReader.start(fileDescriptor: STDIN_FILENO, posting: queue)
    return LanguageServer(queue: queue, writer: .fileDescriptor(STDOUT_FILENO), version: version).run()
}
