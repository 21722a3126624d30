import DIProtocol
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Frames and writes messages, one at a time, from any thread (the loop and the background loader).
public final class MessageWriter: @unchecked Sendable {
    private let lock = NSLock()
    private let sink: @Sendable (Data) -> Void

    /// - Parameter sink: receives each framed message whole; called under the writer's lock, so in order.
    public init(sink: @escaping @Sendable (Data) -> Void) {
        self.sink = sink
    }

    /// A writer to a file descriptor (stdout), retrying short writes; a closed pipe drops the bytes.
    public static func fileDescriptor(_ descriptor: Int32) -> MessageWriter {
        MessageWriter { data in
            data.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                    if written < 0, errno == EINTR { continue }
                    guard written > 0 else { return }
                    offset += written
                }
            }
        }
    }

    public func send(_ message: JSONRPCMessage) {
        send(body: MessageEncoder.encode(message))
    }

    /// Sends an already encoded JSON-RPC message body.
    func send(body: Data) {
        let framed = MessageFraming.frame(body)
        lock.lock()
        sink(framed)
        lock.unlock()
    }
}
