import DIScanner

/// An immutable view of every indexed file. A change produces a new snapshot; readers holding an
/// older one keep a consistent picture (the server answers requests from the snapshot they began on).
public struct Snapshot: Sendable {
    /// Files by id; ids are dense indices, removed files leave `nil` behind.
    private var slots: ChunkedArray<IndexedFile?>
    private var idsByPath: [String: FileID]
    /// The ids of a snapshot kept from a larger one (`keeping(ids:)`), ascending: walked instead of every slot.
    private var keptIDs: [FileID]?
    /// Incremented by every change that alters a summary; equal revisions mean equal analyses.
    public private(set) var revision: Int

    public init() {
        slots = ChunkedArray()
        idsByPath = [:]
        revision = 0
    }

    /// Scans `changes` in parallel (files are independent) and applies them in order.
    public init(loading changes: [FileChange]) {
        self.init()
        _ = apply(changes)
    }

    /// The files of this snapshot, in id order.
    public var files: [IndexedFile] {
        guard let keptIDs else { return slots.compactMap { $0 } }
        return keptIDs.compactMap { slots[$0.rawValue] }
    }
    public var fileCount: Int { idsByPath.count }
    /// The ids of the files, in no particular order; costs the number of files, not of slots.
    public var fileIDs: [FileID] { Array(idsByPath.values) }

    /// How many files satisfy `predicate`, without copying the files out as `files` does.
    public func countFiles(where predicate: (IndexedFile) -> Bool) -> Int {
        var count = 0
        forEachFile { if predicate($0) { count += 1 } }
        return count
    }

    /// Calls `body` with each file in id order, without building the array `files` copies them into.
    public func forEachFile(_ body: (IndexedFile) throws -> Void) rethrows {
        if let keptIDs {
            for id in keptIDs { if let file = slots[id.rawValue] { try body(file) } }
            return
        }
        for index in slots.indices {
            if let file = slots[index] { try body(file) }
        }
    }

    /// The module of file `id`, read in place: `file(id)?.module` copies the whole file out first, which shows when
    /// asked for every component.
    public func module(of id: FileID) -> String? {
        id.rawValue >= 0 && id.rawValue < slots.count ? slots[id.rawValue]?.module : nil
    }

    /// The path of file `id`, read in place.
    public func path(of id: FileID) -> String? {
        id.rawValue >= 0 && id.rawValue < slots.count ? slots[id.rawValue]?.path : nil
    }

    /// The modules file `id` imports, read in place.
    public func imports(of id: FileID) -> [String] {
        id.rawValue >= 0 && id.rawValue < slots.count ? slots[id.rawValue]?.summary.imports ?? [] : []
    }

    public func file(_ id: FileID) -> IndexedFile? {
        id.rawValue >= 0 && id.rawValue < slots.count ? slots[id.rawValue] : nil
    }

    public func id(forPath path: String) -> FileID? { idsByPath[path] }

    /// Only the files `ids` (ascending) names, with the same ids, so locations mean the same in both: a generation
    /// unit's view of the workspace, without scanning anything again. Built up from an empty table and walked by
    /// its ids: a unit of 2 files in a workspace of 20,000 costs what 2 files cost.
    public func keeping(ids: [FileID]) -> Snapshot {
        var kept = Snapshot()
        kept.keptIDs = ids
        kept.slots = ChunkedArray(repeating: nil, count: slots.count)
        kept.idsByPath.reserveCapacity(ids.count)
        for id in ids {
            guard let file = slots[id.rawValue] else { continue }
            kept.slots[id.rawValue] = file
            kept.idsByPath[file.path] = id
        }
        kept.revision = revision
        return kept
    }

    /// This snapshot with `changes` applied.
    public func applying(_ changes: [FileChange]) -> Snapshot {
        var copy = self
        _ = copy.apply(changes)
        return copy
    }

    /// Applies `changes` in place and returns the ids of files whose summary changed (added, edited
    /// in a way that matters to the analysis, or removed). An edit inside a function body that leaves
    /// the summary equal returns nothing and leaves `revision` alone.
    @discardableResult
    public mutating func apply(_ changes: [FileChange]) -> Set<FileID> {
        keptIDs = nil  // slots change: walk them all
        var scanned = Self.scanInParallel(changes)
        var changed = Set<FileID>(minimumCapacity: changes.count)
        // Sized once when loading many files (growing by doubling hashed each path twice more). Only when short of
        // room: reserving copies a table that an older snapshot shares, and an edit of a known file needs none.
        if idsByPath.capacity < idsByPath.count + changes.count { idsByPath.reserveCapacity(idsByPath.count + changes.count) }
        for index in changes.indices {
            // Moved out, not copied: a copy retained every array of 100,000 summaries once more.
            if let id = update(changes[index], scanned: scanned[index].take()) { changed.insert(id) }
        }
        if !changed.isEmpty { revision += 1 }
        return changed
    }

    private mutating func update(_ change: FileChange, scanned: consuming (FileSummary, LineIndex)?) -> FileID? {
        guard let (summary, lines) = scanned else {
            guard let id = idsByPath.removeValue(forKey: change.path) else { return nil }
            slots[id.rawValue] = nil
            return id
        }
        if let id = idsByPath[change.path], let old = slots[id.rawValue] {
            slots[id.rawValue] = IndexedFile(id: id, path: change.path, module: change.module, summary: summary, lines: lines)
            let unchanged = old.summary == summary && old.module == change.module && old.lines.lineStarts == lines.lineStarts
            return unchanged ? nil : id
        }
        let id = FileID(slots.count)
        slots.append(IndexedFile(id: id, path: change.path, module: change.module, summary: summary, lines: lines))
        idsByPath[change.path] = id
        return id
    }

    private static func scanInParallel(_ changes: [FileChange]) -> [(FileSummary, LineIndex)?] {
        parallelMap(changes) { change in
            guard case .bytes(let bytes) = change.content else { return nil }
            return (scan(bytes), LineIndex(bytes))
        }
    }
}
