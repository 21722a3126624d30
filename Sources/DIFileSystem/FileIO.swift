import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What reading a file gave: its bytes, or why there are none.
public enum FileContents: Sendable, Equatable {
    case bytes([UInt8])
    /// Larger than the caller's limit: `size` is how much there was when reading stopped (at least the limit
    /// plus one byte). Nothing past the limit is read, so a sparse 64 GiB file costs nothing.
    case tooLarge(size: Int)
    /// Missing, not a regular file, or a read failed.
    case unreadable

    /// The bytes, or nil.
    public var bytes: [UInt8]? {
        if case .bytes(let bytes) = self { return bytes }
        return nil
    }
}

/// Reads a whole regular file, but never more than `limit` bytes: every file whose size the user controls is
/// read through this (Swift sources, `.di-lsp.json`, `Package.swift`, `project.pbxproj`), each with its
/// documented limit (`ReadLimits`). Opened without blocking, so a FIFO or device named like a source file never
/// stalls the reader. A file that grows while it is read is cut at `limit + 1` bytes and reported too large.
public func readFile(atPath path: String, limit: Int) -> FileContents {
    let descriptor = FileNameBytes.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    guard descriptor >= 0 else { return .unreadable }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .unreadable }
    let size = Int(status.st_size)
    guard size <= limit else { return .tooLarge(size: size) }
    // One byte more than the size, so a file that has not grown is read in one call: a regular file's read
    // returns less than asked only at its end, so that call also finds the end (one system call fewer per file).
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var count = 0
    while true {
        if count == bytes.count {
            guard count <= limit else { return .tooLarge(size: count) }
            bytes += [UInt8](repeating: 0, count: min(max(bytes.count, 1 << 16), limit + 1 - count))
        }
        let asked = bytes.count - count
        let received = bytes.withUnsafeMutableBytes { buffer in read(descriptor, buffer.baseAddress! + count, asked) }
        if received < 0, errno == EINTR { continue }
        guard received >= 0 else { return .unreadable }
        count += received
        if received < asked { break }
    }
    guard count <= limit else { return .tooLarge(size: count) }
    bytes.removeSubrange(count...)
    return .bytes(bytes)
}

/// The most each kind of file is read up to; larger files are refused with a message naming the limit.
public enum ReadLimits {
    /// A Swift source: no hand-written file is this big, and scanning one would stall every keystroke in the
    /// server. Larger files are skipped with a note; `--check` and `di-gen` then report the run incomplete.
    public static let swiftFile = 8 << 20
    /// `.di-lsp.json`: a few hundred bytes by hand; a migrated repository's units take about 140 bytes each.
    public static let configuration = 16 << 20
    /// `Package.swift`: the largest seen in public packages are a few hundred KB.
    public static let packageManifest = 4 << 20
    /// `project.pbxproj`: large apps' projects reach tens of MB.
    public static let xcodeProject = 64 << 20
    /// A list of input paths (`--files-from`): 200,000 paths of a large monorepo are about 20 MB.
    public static let pathList = 64 << 20
    /// The JSON of `tuist graph`: a few MB for a hundred modules; the limit leaves room for the largest apps.
    public static let tuistGraph = 256 << 20
    /// The head of an existing output file, to tell whether a generator wrote it (`OutputGuard`, and the
    /// migration's search for Needle's files): Needle's custom header and its list of imports come first, and
    /// the largest seen put its markers 3 KB in.
    public static let outputHeader = 256 << 10
}

/// `1048576` -> `1 MiB`, for messages about limits.
public func byteCountText(_ count: Int) -> String {
    if count >= 1 << 20, count % (1 << 20) == 0 { return "\(count >> 20) MiB" }
    if count >= 1 << 10, count % (1 << 10) == 0 { return "\(count >> 10) KiB" }
    return "\(count) bytes"
}

extension [UInt8] {
    /// Whether these are exactly the UTF-8 of `text`, compared as memory: an up-to-date generated file of several MB
    /// is the usual answer of a check, and comparing it a byte at a time cost more than reading it.
    public func equalsUTF8(of text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            utf8.count == count && (isEmpty || withUnsafeBufferPointer { memcmp($0.baseAddress!, utf8.baseAddress!, utf8.count) == 0 })
        }
    }
}

/// Writes `bytes` to `path` only when the file's current content differs, atomically: a temporary file in the
/// same folder, then `rename`, so watchers and build systems see no needless change and a kill at any moment
/// leaves the old file or the new one, never half of one.
///
/// A symbolic link is written through to its target (the link stays); a device, FIFO, socket or folder is
/// refused. Temporary files that earlier runs left behind when they were killed are removed first (they are
/// named by `temporaryOutputName`).
/// - Returns: true when the file was written.
/// - Throws: `OutputFileError`.
@discardableResult
func writeIfChanged(_ bytes: [UInt8], toPath path: String) throws -> Bool {
    let target = try resolvedOutputPath(path)
    let folder = (target as NSString).deletingLastPathComponent
    let name = (target as NSString).lastPathComponent
    removeStaleTemporaryOutputs(of: name, in: folder.isEmpty ? "." : folder)
    if case .bytes(let existing) = readFile(atPath: target, limit: bytes.count), existing == bytes { return false }
    if !folder.isEmpty {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw OutputFileError.cannotWrite(path: folder, reason: "cannot create the folder: \(error.localizedDescription)")
        }
    }
    let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 16)
    let temporary = (folder.isEmpty ? "" : folder + "/") + temporaryOutputName(for: name, processID: getpid(), suffix: suffix)
    do {
        try writeNewFile(bytes, at: temporary, permissionsOf: target)
        let renamed = FileNameBytes.withCString(temporary) { from in FileNameBytes.withCString(target) { rename(from, $0) } }
        guard renamed == 0 else { throw OutputFileError.systemError(path: target, operation: "rename", code: errno) }
    } catch {
        FileNameBytes.withCString(temporary) { _ = unlink($0) }
        throw error
    }
    return true
}

/// Whether anything (a file, a folder, a link, even a broken one) is at `path`.
public func fileExists(atPath path: String) -> Bool {
    var status = stat()
    return FileNameBytes.withCString(path) { lstat($0, &status) } == 0
}

/// Removes the regular file at `path` when `isGenerated` says its content is a generator's (a part file a run
/// with fewer parts no longer writes); a link, a folder or any other file is left alone.
/// - Returns: true when a file was removed.
func removeGeneratedFile(atPath path: String, isGenerated: ([UInt8]) -> Bool) -> Bool {
    var status = stat()
    guard FileNameBytes.withCString(path, { lstat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFREG,
        case .bytes(let bytes) = readFile(atPath: path, limit: 64 << 20), isGenerated(bytes)
    else { return false }
    return FileNameBytes.withCString(path) { unlink($0) } == 0
}

/// The name of the temporary file a run writes next to `outputName` before renaming it into place:
/// `.Output.swift.di-gen-<process id>-<suffix>.tmp`. Hidden and not `.swift`, so no tool reads it as source; the
/// process id tells a later run whether its writer is gone.
public func temporaryOutputName(for outputName: String, processID: pid_t, suffix: String) -> String {
    "\(temporaryOutputPrefix(for: outputName))\(processID)-\(suffix).tmp"
}

private func temporaryOutputPrefix(for outputName: String) -> String { ".\(outputName).di-gen-" }

/// Removes the temporary files of `outputName` whose writing process no longer runs.
private func removeStaleTemporaryOutputs(of outputName: String, in folder: String) {
    let prefix = temporaryOutputPrefix(for: outputName)
    for name in namesInFolder(folder) where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
        let middle = name.dropFirst(prefix.count).dropLast(".tmp".count)
        guard let dash = middle.firstIndex(of: "-"), let processID = pid_t(middle[..<dash]), processID > 0,
            processID != getpid()
        else { continue }
        // `kill` with signal 0 only asks whether the process exists.
        if kill(processID, 0) != 0, errno == ESRCH { FileNameBytes.withCString(folder + "/" + name) { _ = unlink($0) } }
    }
}

/// The names in `folder`, in their lossless string form; empty when it cannot be listed.
private func namesInFolder(_ folder: String) -> [String] {
    guard let handle = FileNameBytes.withCString(folder, { opendir($0) }) else { return [] }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            FileNameBytes.string(fromBytes: raw.prefix { $0 != 0 })
        }
        if name != ".", name != ".." { names.append(name) }
    }
    return names
}

/// Creates `path` (which must not exist) holding `bytes`, with the permissions of `model` when it exists.
func writeNewFile(_ bytes: [UInt8], at path: String, permissionsOf model: String) throws {
    let descriptor = FileNameBytes.withCString(path) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666) }
    guard descriptor >= 0 else { throw OutputFileError.systemError(path: path, operation: "create", code: errno) }
    defer { close(descriptor) }
    var status = stat()
    if FileNameBytes.withCString(model, { stat($0, &status) }) == 0 { _ = fchmod(descriptor, status.st_mode & 0o7777) }
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { buffer in
            write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        }
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { throw OutputFileError.systemError(path: path, operation: "write", code: errno) }
        offset += written
    }
}

/// The path a write to `path` must replace: `path` itself, or the end of its chain of symbolic links.
/// - Throws: `OutputFileError.notRegularFile` for anything but a regular file or nothing, `.linkLoop` for a
///   chain that does not end.
func resolvedOutputPath(_ path: String) throws(OutputFileError) -> String {
    var current = path
    for _ in 0..<40 {
        var status = stat()
        // Nothing there (or nothing we may look at): the write itself says what is wrong, if anything.
        guard FileNameBytes.withCString(current, { lstat($0, &status) }) == 0 else { return current }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            return current
        case S_IFLNK:
            var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = FileNameBytes.withCString(current) { readlink($0, &target, target.count - 1) }
            guard length >= 0 else { throw OutputFileError.systemError(path: current, operation: "read the link", code: errno) }
            let destination = FileNameBytes.string(fromBytes: target[0..<length].map { UInt8(bitPattern: $0) })
            let folder = (current as NSString).deletingLastPathComponent
            current = destination.hasPrefix("/") || folder.isEmpty ? destination : folder + "/" + destination
        default:
            throw OutputFileError.notRegularFile(path: path == current ? path : "\(path) (a link to \(current))", kind: fileKind(status.st_mode))
        }
    }
    throw OutputFileError.linkLoop(path: path)
}

private func fileKind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFCHR: "character device"
    case S_IFBLK: "block device"
    case S_IFIFO: "FIFO"
    case S_IFSOCK: "socket"
    case S_IFDIR: "folder"
    default: "special file"
    }
}
