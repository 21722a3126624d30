import DIIndex
import DIScanner

/// Where the editor's "Generate test double" writes: the workspace's mocks file when it has one, else a new one
/// in the tests of the protocol's module. Decided from the workspace's files, never by listing folders.

/// The workspace's mocks file: the first generated file (by path) whose first line is a mocks file's
/// (`isReplaceableMocksFile`); `bytes` gives a file's current text.
public func mocksFile(in snapshot: Snapshot, bytes: (String) -> [UInt8]?) -> IndexedFile? {
    snapshot.files.filter(\.summary.isGenerated).sorted { $0.path < $1.path }.first { file in
        bytes(file.path).map { isReplaceableMocksFile(head: Array($0.prefix(ReadLimitsForHead.bytes))) } ?? false
    }
}

/// `Tests/<Module>Tests/GeneratedMocks.swift` under `root` when the workspace has files in that folder, else in
/// the first `Tests/*Tests` folder it has files in, else in `Tests/<Module>Tests`.
public func newMocksFilePath(root: String, module: String?, workspacePaths: some Sequence<String>) -> String {
    let tests = (root.hasSuffix("/") ? root : root + "/") + "Tests/"
    let preferred = "\(module ?? "App")Tests"
    var folders = Set<Substring>()
    for path in workspacePaths where path.hasPrefix(tests) {
        let rest = path.dropFirst(tests.count)
        if let slash = rest.firstIndex(of: "/"), rest[..<slash].hasSuffix("Tests") { folders.insert(rest[..<slash]) }
    }
    let folder = folders.contains(Substring(preferred)) ? preferred : folders.min().map(String.init) ?? preferred
    return tests + folder + "/GeneratedMocks.swift"
}

/// Enough of a file to read its first line.
private enum ReadLimitsForHead {
    static let bytes = 4096
}
