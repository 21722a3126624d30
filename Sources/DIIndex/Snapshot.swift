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
    /// The files that import one of Swinject's modules (generated files aside): while there is none, files that may
    /// use Swinject are scanned without their token pass, whose facts nothing would read (`SwinjectReading`).
    private var swinjectImporters: Set<FileID> = []
    /// The bytes of the files scanned while no file imported Swinject, whose facts are unread
    /// (`FileSummary.swinjectUnread`): the first `import Swinject` has them scanned again. Shared with the caller's
    /// array, and few: a file is kept only when it calls a member named like Swinject's.
    private var swinjectUnreadBytes: [FileID: [UInt8]] = [:]

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

    /// Whether a file (generated ones aside) imports one of Swinject's modules: the Swinject front end's switch, for
    /// the scanner's token pass here and for the analysis, which reads no facts in a workspace without it.
    public var importsSwinject: Bool { !swinjectImporters.isEmpty }

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
        kept.swinjectImporters = swinjectImporters.filter { kept.slots[$0.rawValue] != nil }
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
        var changes = changes
        var scanned = Self.scanInParallel(changes)
        if importsSwinject(after: changes, scanned: scanned) {
            // The first import of Swinject: the files scanned before it are scanned again, with their facts.
            let owing = owedSwinjectChanges(besides: changes)
            if !owing.isEmpty {
                changes += owing
                scanned += Self.scanInParallel(owing)
            }
            Self.readSwinjectInParallel(changes, into: &scanned)
        }
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
            noteSwinject(of: id, nil, change)
            return id
        }
        if let id = idsByPath[change.path], let old = slots[id.rawValue] {
            noteSwinject(of: id, summary, change)
            slots[id.rawValue] = IndexedFile(id: id, path: change.path, module: change.module, summary: summary, lines: lines)
            let unchanged = old.summary == summary && old.module == change.module && old.lines.lineStarts == lines.lineStarts
            return unchanged ? nil : id
        }
        let id = FileID(slots.count)
        noteSwinject(of: id, summary, change)
        slots.append(IndexedFile(id: id, path: change.path, module: change.module, summary: summary, lines: lines))
        idsByPath[change.path] = id
        return id
    }

    private mutating func noteSwinject(of id: FileID, _ summary: FileSummary?, _ change: FileChange) {
        if let summary, Self.importsSwinject(summary) { swinjectImporters.insert(id) } else { swinjectImporters.remove(id) }
        if summary?.swinjectUnread == true, case .bytes(let bytes) = change.content {
            swinjectUnreadBytes[id] = bytes
        } else if !swinjectUnreadBytes.isEmpty {
            swinjectUnreadBytes[id] = nil
        }
    }

    /// The files whose Swinject facts are unread, as changes to scan again (`changes` aside).
    private func owedSwinjectChanges(besides changes: [FileChange]) -> [FileChange] {
        guard !swinjectUnreadBytes.isEmpty else { return [] }
        let changing = Set(changes.map(\.path))
        return swinjectUnreadBytes.keys.sorted().compactMap { id in
            guard let file = slots[id.rawValue], !changing.contains(file.path) else { return nil }
            return .set(file.path, module: file.module, bytes: swinjectUnreadBytes[id]!)
        }
    }

    private static func importsSwinject(_ summary: FileSummary) -> Bool {
        !summary.isGenerated && summary.imports.contains(where: isSwinjectModule)
    }

    /// Whether some file imports Swinject once `changes` (scanned as `scanned`) are applied.
    private func importsSwinject(after changes: [FileChange], scanned: [(FileSummary, LineIndex)?]) -> Bool {
        if scanned.contains(where: { $0.map { Self.importsSwinject($0.0) } ?? false }) { return true }
        guard !swinjectImporters.isEmpty else { return false }
        var others = swinjectImporters
        for change in changes { if let id = idsByPath[change.path] { others.remove(id) } }
        return !others.isEmpty
    }

    private static func scanInParallel(_ changes: [FileChange]) -> [(FileSummary, LineIndex)?] {
        parallelMap(changes) { change in
            guard case .bytes(let bytes) = change.content else { return nil }
            return (scan(bytes, swinject: .ifImported), LineIndex(bytes))
        }
    }

    /// Reads the facts `scanInParallel` left unread, in the workspace that imports Swinject.
    private static func readSwinjectInParallel(_ changes: [FileChange], into scanned: inout [(FileSummary, LineIndex)?]) {
        let unread = scanned.indices.filter { scanned[$0]?.0.swinjectUnread == true }
        guard !unread.isEmpty else { return }
        let summaries = scanned
        let read = parallelMap(unread) { index -> FileSummary in
            var summary = summaries[index]!.0
            if case .bytes(let bytes) = changes[index].content { readSwinject(bytes, into: &summary) }
            return summary
        }
        for (index, summary) in zip(unread, read) { scanned[index]!.0 = summary }
    }
}
