#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the `.swift` files under folders, iteratively and in time linear in the tree.
///
/// Each real folder (device and inode) is read once, so a symbolic link to a folder already read, a link back
/// to the root or two links to `.` add nothing and never loop. Folders reached directly are read before any
/// reached through a link, and links in path order, so the spelling a file gets does not depend on `readdir`'s
/// order. Uses `readdir`'s entry types, so a workspace of 10,000 files costs no `stat` per file (Foundation's
/// enumerators cost several times more); only links and file systems that do not report types are asked.
/// Hidden folders (`.build`, `.git`) and vendored or build output folders (`skippedFolderNames`) are not entered.
struct DirectoryWalk {
    /// At most this many directory entries (files and folders) are looked at, so a huge or endless tree (an
    /// LSP root of `/` or `/proc`) ends in seconds; reaching it is reported.
    static let defaultEntryLimit = 1_000_000

    /// A folder to read: as the user spelled it (`""` for `.`, else ending in `/`) and its canonical path.
    struct Folder {
        let spelled: String
        let canonical: String
        let throughLink: Bool
    }

    /// A Swift file found, with the index of its canonical folder in `folders`.
    struct File {
        let path: String
        let name: String
        let folder: Int
        let identity: FileIdentity
        let throughLink: Bool
    }

    private(set) var files: [File] = []
    /// Canonical paths of the folders files were found in (and of explicit files' folders).
    private(set) var folders: [String] = []
    /// Every folder read, with the build descriptions it holds, for module lookup.
    private(set) var walkedFolders: [(folder: Folder, markers: BuildMarkers)] = []
    /// Folders and files skipped, one sentence each; the first `noteLimit`, then only counted in `unnotedSkips`.
    private(set) var notes: [String] = []
    private(set) var unnotedSkips = 0
    private(set) var reachedLimit = false
    /// A tree like `/proc` has thousands of unreadable folders; a few examples say enough.
    static let noteLimit = 20

    /// Folders the configuration excludes are not entered (checked with their spelled path).
    var skipsFolder: ((String) -> Bool)?
    var entryLimit = DirectoryWalk.defaultEntryLimit

    private var entries = 0
    private var visited: Set<FileIdentity> = []
    private var pending: [Folder] = []
    private var linkedFolders: [Folder] = []

    /// Reads the folder `root` and everything under it reached without links; links wait for `finish()`.
    /// - Throws: `WorkspaceError.unreadable` when `root` itself cannot be read.
    mutating func walk(root: Folder) throws(WorkspaceError) {
        guard !reachedLimit else { return }
        try read(root, isRoot: true)
        drainPending()
    }

    /// Adds a Swift file the user named; discovery keeps one path per file (device and inode).
    mutating func add(file path: String, canonicalFolder: String, identity: FileIdentity) {
        folders.append(canonicalFolder)
        files.append(File(path: path, name: CanonicalPath.name(of: path), folder: folders.count - 1, identity: identity, throughLink: false))
    }

    /// Reads the folders reached through links, round by round in path order, each real folder once.
    mutating func finish() {
        while !linkedFolders.isEmpty, !reachedLimit {
            let round = linkedFolders.sorted { $0.spelled < $1.spelled }
            linkedFolders = []
            pending = round.reversed()
            drainPending()
        }
    }

    private mutating func drainPending() {
        while !reachedLimit, let folder = pending.popLast() {
            try? read(folder, isRoot: false)
        }
    }

    private mutating func read(_ folder: Folder, isRoot: Bool) throws(WorkspaceError) {
        let path = folder.spelled.isEmpty ? "." : folder.spelled
        let shownPath = folder.spelled.count > 1 && folder.spelled.hasSuffix("/") ? String(folder.spelled.dropLast()) : path
        guard fitsPathLimit(folder.spelled), fitsPathLimit(folder.canonical) else {
            if isRoot { throw .unreadable(shownPath, "the path is longer than the system limit (\(PATH_MAX) bytes)") }
            note("skipped \(shownPath): the path is longer than the system limit (\(PATH_MAX) bytes)")
            return
        }
        guard let handle = FileNameBytes.withCString(path, { opendir($0) }) else {
            let reason = String(cString: strerror(errno))
            if isRoot { throw .unreadable(shownPath, reason) }
            if errno != ENOENT && errno != ENOTDIR { note("skipped unreadable folder \(shownPath): \(reason)") }
            return
        }
        defer { closedir(handle) }
        var status = stat()
        guard fstat(dirfd(handle), &status) == 0,
            visited.insert(FileIdentity(device: status.st_dev, inode: status.st_ino)).inserted
        else { return }
        let device = status.st_dev
        let folderIndex = folders.count
        folders.append(folder.canonical)
        var markers = BuildMarkers()
        while let entry = readdir(handle) {
            entries += 1
            if entries > entryLimit {
                reachedLimit = true
                break
            }
            let name = entryName(entry)
            if name.hasPrefix(".") { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR):
                markers.note(entry: name, isDirectory: true)
                enter(name, in: folder, throughLink: folder.throughLink)
            case Int32(DT_REG):
                guard name.hasSuffix(".swift") else { continue }
                markers.note(entry: name, isDirectory: false)
                let identity = FileIdentity(device: device, inode: entry.pointee.d_ino)
                addFound(name, in: folder, index: folderIndex, identity: identity, throughLink: folder.throughLink)
            default:
                // Links, and file systems that do not report types: ask, following the link.
                var linkStatus = stat()
                guard FileNameBytes.withCString(folder.spelled + name, { lstat($0, &linkStatus) }) == 0 else { continue }
                let isLink = (linkStatus.st_mode & S_IFMT) == S_IFLNK
                var target = linkStatus
                if isLink, FileNameBytes.withCString(folder.spelled + name, { stat($0, &target) }) != 0 { continue }
                switch target.st_mode & S_IFMT {
                case S_IFDIR:
                    markers.note(entry: name, isDirectory: true)
                    if isLink {
                        guard skipsFolder?(folder.spelled + name) != true, !isSkippedFolder(name) else { continue }
                        linkedFolders.append(Folder(spelled: folder.spelled + name + "/", canonical: folder.canonical + "/" + name, throughLink: true))
                    } else {
                        enter(name, in: folder, throughLink: folder.throughLink)
                    }
                case S_IFREG where name.hasSuffix(".swift"):
                    markers.note(entry: name, isDirectory: false)
                    let identity = FileIdentity(device: target.st_dev, inode: target.st_ino)
                    addFound(name, in: folder, index: folderIndex, identity: identity, throughLink: folder.throughLink || isLink)
                default:
                    continue
                }
            }
        }
        markers.projectBundles.sort()
        walkedFolders.append((folder, markers))
    }

    private mutating func enter(_ name: String, in folder: Folder, throughLink: Bool) {
        guard !isSkippedFolder(name), skipsFolder?(folder.spelled + name) != true else { return }
        pending.append(Folder(spelled: folder.spelled + name + "/", canonical: folder.canonical + "/" + name, throughLink: throughLink))
    }

    private mutating func addFound(_ name: String, in folder: Folder, index: Int, identity: FileIdentity, throughLink: Bool) {
        let path = folder.spelled + name
        guard fitsPathLimit(path) else {
            note("skipped \(path): the path is longer than the system limit (\(PATH_MAX) bytes)")
            return
        }
        files.append(File(path: path, name: name, folder: index, identity: identity, throughLink: throughLink))
    }

    private mutating func note(_ text: String) {
        if notes.count < Self.noteLimit {
            notes.append(text)
        } else {
            unnotedSkips += 1
        }
    }

    private func fitsPathLimit(_ path: String) -> Bool { path.utf8.count < Int(PATH_MAX) }
}
