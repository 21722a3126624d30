import Foundation

/// A fixture's files (`//- path` headers, any file type) written to a fresh temporary folder, removed on deinit,
/// plus the links and folders a file-system test needs.
public final class FileTree {
    /// Canonical (links resolved), so tests can compare it with what discovery reports.
    public let root: String

    public init(_ source: String = "") throws {
        let folder = NSTemporaryDirectory() + "di-lsp-tree-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        root = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        for file in Fixture(source).files { try write(file.text, to: file.path) }
    }

    deinit {
        // Folders a test made unreadable must be readable again to be removed.
        if let enumerator = FileManager.default.enumerator(atPath: root) {
            for case let path as String in enumerator { chmod(self.path(path), 0o755) }
        }
        try? FileManager.default.removeItem(atPath: root)
    }

    public func path(_ relative: String) -> String { relative.isEmpty ? root : root + "/" + relative }

    public func write(_ text: String, to relative: String) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    public func makeFolder(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    /// A symbolic link at `relative` whose content is `destination` (relative links stay relative).
    public func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    /// Copies a checked-in fixture tree (`Tests/Fixtures/<name>`) into the tree.
    public func copyFixture(_ name: String, to relative: String) throws {
        try FileManager.default.copyItem(atPath: Self.fixturesFolder + "/" + name, toPath: path(relative))
    }

    /// This package's root folder.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// `Tests/Fixtures`.
    public static let fixturesFolder = packageRoot + "/Tests/Fixtures"

    /// Root can read anything, so tests of unreadable folders cannot fail as root and are skipped there.
    public static var runsAsRoot: Bool { geteuid() == 0 }
}
