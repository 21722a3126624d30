import Foundation

/// Runs `swiftc -frontend -dump-parse -dump-ast-format json` on a batch of files.
///
/// Each file is passed as `-primary-file`, which makes the frontend dump every one of them (without it,
/// only the first is dumped) and attribute each diagnostic to its file. Standard output carries one JSON
/// object per file, back to back; standard error goes to a temporary file so neither pipe can fill up.
struct CompilerInvocation: Sendable {
    let swiftc: URL

    struct Output {
        /// The `source_file` JSON objects, keyed by the path they were given as.
        var dumps: [String: Data]
        /// `path:line:column: error: message` lines, keyed by path.
        var errors: [String: [String]]
        /// Errors not tied to a file, or the crash report, when the run failed as a whole.
        var failure: String?
    }

    func dumpParse(_ paths: [String], scratch: URL) throws -> Output {
        let process = Process()
        process.executableURL = swiftc
        process.arguments = ["-frontend", "-dump-parse", "-dump-ast-format", "json", "-diagnostic-style", "llvm"]
            + paths.flatMap { ["-primary-file", $0] }
        let errorURL = scratch.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        defer {
            try? errorHandle.close()
            try? FileManager.default.removeItem(at: errorURL)
        }
        let outputPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = outputPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
        var output = Output(dumps: [:], errors: [:], failure: nil)
        for object in JSONObjectSplitter.objects(in: stdout) {
            guard let path = JSONObjectSplitter.filename(in: object) else { continue }
            output.dumps[path] = object
        }
        let known = Set(paths)
        var unattributed: [String] = []
        for line in stderr.split(separator: "\n") where line.contains(": error: ") && !Self.isTopLevelCodeError(line) {
            if let path = known.first(where: { line.hasPrefix($0 + ":") }) {
                output.errors[path, default: []].append(String(line))
            } else {
                unattributed.append(String(line))
            }
        }
        if process.terminationReason == .uncaughtSignal || !unattributed.isEmpty {
            output.failure = (unattributed + [stderr.split(separator: "\n").prefix(3).joined(separator: " ")])
                .joined(separator: " | ")
        }
        return output
    }

    /// With several primary files, none is `main.swift`, so the parser rejects top-level statements and
    /// `#!` lines (scripts, playgrounds, `Package.swift`). That is a judgement on the file's role in a module, not on
    /// its syntax, and the tree is still complete, so these errors do not exclude a file.
    static func isTopLevelCodeError<Line: StringProtocol>(_ line: Line) -> Bool {
        line.hasSuffix("error: expressions are not allowed at the top level")
            || line.hasSuffix("error: statements are not allowed at the top level")
            || line.hasSuffix("error: hashbang line is allowed only in the main file")
    }

    /// `swiftc` from `SCANNER_ORACLE_SWIFTC`, else the first on `PATH`.
    static func locateSwiftc(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let explicit = environment["SCANNER_ORACLE_SWIFTC"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
