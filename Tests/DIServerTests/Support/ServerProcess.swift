import Foundation

/// The real `di-lsp` binary, spawned with pipes: what an editor talks to.
final class ServerProcess: @unchecked Sendable {
    let inbox = MessageInbox()
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    init(executable: URL, arguments: [String] = []) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let inbox = inbox
        output.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty {
                handle.readabilityHandler = nil
                inbox.close()
            } else {
                inbox.receive(data)
            }
        }
        try process.run()
    }

    func send(_ bytes: [UInt8]) {
        try? input.fileHandleForWriting.write(contentsOf: Data(bytes))
    }

    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    /// Waits for the process to end; nil if it is still running after `timeout` (it is then killed).
    func waitForExit(timeout: TimeInterval = patientTimeout) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// The `di-lsp` built next to the test bundle (`swift test` builds every product of the package).
    static func builtServer(file: StaticString = #filePath) throws -> URL {
        var candidates: [URL] = []
        for bundle in Bundle.allBundles {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("di-lsp"))
        }
        let packageRoot = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug/di-lsp"))
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw NotBuilt(description: "di-lsp is not built; run `swift build` first (looked in \(candidates.map(\.path)))")
        }
        return found
    }

    struct NotBuilt: Error, CustomStringConvertible {
        let description: String
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }
}
