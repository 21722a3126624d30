import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor (stdin) on its own thread, serially, and posts what it decodes to `queue`.
///
/// Serial reading keeps the client's order; the loop, not the reader, decides what runs when.
public enum InputReader {
    public static func start(fileDescriptor: Int32, posting queue: EventQueue) {
        let thread = Thread {
            var incoming = IncomingMessages()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                queue.post(contentsOf: incoming.events(appending: buffer[0..<count]))
            }
            queue.post(.inputClosed)
        }
        thread.name = "di-lsp reader"
        thread.start()
    }
}
