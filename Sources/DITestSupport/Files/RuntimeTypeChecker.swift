import Foundation

/// Type-checks Swift sources against DIRuntime built once from this repository's sources: how a test proves
/// that generated or edited code compiles, without a package build (a module of DIRuntime takes about a
/// second; each check of a few files, a fraction of one).
public final class RuntimeTypeChecker {
    private let folder: URL

    public init() throws {
        folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("di-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let runtime = try FileManager.default.subpathsOfDirectory(atPath: FileTree.packageRoot + "/Sources/DIRuntime")
            .filter { $0.hasSuffix(".swift") }.sorted().map { FileTree.packageRoot + "/Sources/DIRuntime/" + $0 }
        let built = try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "DIRuntime",
             "-emit-module-path", folder.appendingPathComponent("DIRuntime.swiftmodule").path] + runtime)
        guard built.status == 0 else { throw ToolRunFailure(description: "DIRuntime did not build: \(built.errors)") }
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The compiler's error lines for `files` (name -> text) type-checked as one module that can import DIRuntime.
    public func errors(in files: [(name: String, text: String)]) throws -> [String] {
        try diagnostics(in: files, swiftVersion: "6").filter { $0.contains(": error: ") }
    }

    /// The compiler's error and warning lines for `files` type-checked in Swift `swiftVersion` language mode (an app
    /// of an older mode links the same DIRuntime).
    public func diagnostics(in files: [(name: String, text: String)], swiftVersion: String) throws -> [String] {
        let sources = folder.appendingPathComponent("sources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: sources) }
        var paths: [String] = []
        for file in files {
            let path = sources.appendingPathComponent(file.name).path
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let run = try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", swiftVersion, "-I", folder.path] + paths)
        return run.errors.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }.map(String.init)
    }
}

/// A tool run that could not do what the test needs.
public struct ToolRunFailure: Error, CustomStringConvertible {
    public let description: String
}
