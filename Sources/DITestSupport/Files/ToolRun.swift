import Foundation

/// What a run of a built tool printed and returned.
public struct ToolRun: Sendable {
    public let status: Int32
    public let output: String
    public let errors: String
}

/// Runs a built tool (`builtTool`) away from this repository, whose own `.di-lsp.json` would otherwise apply to
/// paths given as files; `mergeStreams` sends stderr into the stdout pipe, as `2>&1` in a CI log does.
public func runTool(
    _ tool: String, _ arguments: [String], environment: [String: String] = [:], mergeStreams: Bool = false,
    in folder: String = NSTemporaryDirectory()
) throws -> ToolRun {
    try runProcess(
        try builtTool(tool), arguments, environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
        mergeStreams: mergeStreams, in: folder)
}

/// Runs `executable` with exactly `environment` (this process's when nil), in `folder` (the current one when nil).
public func runProcess(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, mergeStreams: Bool = false,
    in folder: String? = nil
) throws -> ToolRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = mergeStreams ? output : errors
    try process.run()
    // Both pipes drained at once, so a tool that fills one while the test waits on the other cannot stall.
    let errorData = LockedData()
    let drained = DispatchGroup()
    if !mergeStreams {
        DispatchQueue.global().async(group: drained) { errorData.set(errors.fileHandleForReading.readDataToEndOfFile()) }
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    drained.wait()
    process.waitUntilExit()
    return ToolRun(
        status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
        errors: String(decoding: errorData.get(), as: UTF8.self))
}

private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ value: Data) { lock.withLock { data = value } }
    func get() -> Data { lock.withLock { data } }
}
