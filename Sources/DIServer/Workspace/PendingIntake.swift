/// What the next flushes take into the snapshot: paths whose text changed and files a disk refresh read. A large
/// batch (a branch switch naming 80,000 files) is taken in slices, open documents first, with requests answered
/// between them.
struct PendingIntake {
    /// At most this many files are taken from the disk, and this many paths rescanned, per turn of the main loop.
    static let sliceSize = 2048

    /// Paths whose text changed since the last flush.
    private(set) var paths: Set<String> = []
    /// Paths whose text changed since diagnostics were last published, so positions may have moved.
    private(set) var pathsWithNewText: Set<String> = []
    /// Files a refresh read and the workspace has not taken yet.
    private var diskFiles: [(path: String, file: DiskRefreshResult.File?)] = []

    mutating func textChanged(at path: String) {
        paths.insert(path)
        pathsWithNewText.insert(path)
    }

    /// `paths` are rescanned by the next flush, though their text may be the same (open documents after the first
    /// index).
    mutating func rescan(_ paths: some Sequence<String>) {
        self.paths.formUnion(paths)
    }

    /// Every file's diagnostics are new (the first index).
    mutating func allTextIsNew(_ paths: some Sequence<String>) {
        pathsWithNewText.formUnion(paths)
    }

    mutating func add(diskFiles files: [String: DiskRefreshResult.File?]) {
        diskFiles += files.map { (path: $0.key, file: $0.value) }
    }

    /// Up to `slice` of the files a refresh read, for the workspace to take.
    mutating func takeDiskFiles() -> ArraySlice<(path: String, file: DiskRefreshResult.File?)> {
        let taken = diskFiles.suffix(Self.sliceSize)
        diskFiles.removeLast(taken.count)
        return taken
    }

    var isEmpty: Bool { diskFiles.isEmpty && paths.isEmpty }

    /// More than one slice waits: it is taken over several turns.
    var isBatch: Bool { !diskFiles.isEmpty || paths.count > Self.sliceSize }

    /// The pending paths to rescan now: all of them, or, in a batch, a slice with the open documents first (what the
    /// user types in is never behind a branch switch), or only those; sorted. Linear in the slice.
    func slice(open: some Collection<String>, openDocumentsOnly: Bool) -> [String] {
        guard paths.count > Self.sliceSize || openDocumentsOnly else { return paths.sorted() }
        var slice = open.filter { paths.contains($0) }
        if openDocumentsOnly { return slice.sorted() }
        let isOpen = Set(slice)
        for path in paths where !isOpen.contains(path) {
            if slice.count >= Self.sliceSize { break }
            slice.append(path)
        }
        return slice.sorted()
    }

    mutating func taken(_ path: String) { paths.remove(path) }

    /// The paths whose text changed since this was last asked (a publication starts with them).
    mutating func takePathsWithNewText() -> Set<String> {
        defer { pathsWithNewText = [] }
        return pathsWithNewText
    }
}
