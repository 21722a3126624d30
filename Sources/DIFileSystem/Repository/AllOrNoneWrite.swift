import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes every edit or none, also across a kill (`di-gen migrate` writes with it).
///
/// Each edit passes `OutputGuard` first (inside the repository, never in `.git` or a nested repository) and must
/// reach its file through no symbolic link, the file's own or a folder's. The job is then recorded in a journal
/// (`.di-gen-migrate.journal` in `root`); each new content is staged in a temporary file beside its target
/// (created exclusively, so a committed link of that name is never followed, with the target's permissions);
/// each existing target gets a hard link as its backup; the temporaries are renamed into place. Renaming the
/// journal to `.di-gen-migrate.committed` is the point of no return; the backups and the journal are then
/// removed. A failure before that point undoes what was done; a kill is finished or undone by the next run
/// (`finishInterruptedWrite`). Old bytes and permissions come back exactly, and no temporary file survives.
public func writeAllOrNone(_ edits: [RepositoryFileEdit], root: String) throws {
    try writeAllOrNone(edits, root: root, stoppingAfter: nil)
}

/// `stoppingAfter`: leaves the job as a kill after that many steps would (tests of `finishInterruptedWrite`).
func writeAllOrNone(_ edits: [RepositoryFileEdit], root: String, stoppingAfter stop: Int?) throws {
    if hasInterruptedWrite(root: root) {
        throw RepositoryFileProblem(message: "an interrupted write is recorded in \(root); run di-gen migrate again to finish or undo it first")
    }
    let outputs = OutputGuard(root: root, force: false)
    let canonicalRoot = CanonicalPath.location(of: root)
    // The journal passes the same check as the edits (it is written even for an empty job).
    for path in edits.map(\.path) + [String(journalPath(root, .pending).dropFirst(root.count + 1))] {
        try checkEdit(path, root: root, canonicalRoot: canonicalRoot, guard: outputs)
    }
    let processID = getpid()
    let job = WriteJournal(entries: edits.map { edit in
        WriteJournal.Entry(
            path: edit.path, temporary: stagedName(edit.path, processID, "new"), backup: edit.old == nil ? nil : stagedName(edit.path, processID, "old"),
            newDigest: digest(edit.new))
    })
    var steps = 0
    func step() throws {
        steps += 1
        if let stop, steps > stop { throw Interrupted() }
    }
    do {
        try job.save(to: journalPath(root, .pending))
        try step()
        for (edit, entry) in zip(edits, job.entries) {
            // Checked: no link on the way. An undo leaves a new folder empty, which version control ignores.
            if let folder = CanonicalPath.parent(of: root + "/" + edit.path), !fileExists(atPath: folder) {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            try writeNewFile(edit.new, at: root + "/" + entry.temporary, permissionsOf: root + "/" + edit.path)
            try step()
            if let backup = entry.backup {
                guard systemCall(link, root + "/" + edit.path, root + "/" + backup) else {
                    throw RepositoryFileProblem(message: "cannot keep a backup of \(edit.path): \(String(cString: strerror(errno)))")
                }
                try step()
            }
        }
        for entry in job.entries {
            guard systemCall(rename, root + "/" + entry.temporary, root + "/" + entry.path) else {
                throw RepositoryFileProblem(message: "cannot replace \(entry.path): \(String(cString: strerror(errno)))")
            }
            try step()
        }
        guard systemCall(rename, journalPath(root, .pending), journalPath(root, .committed)) else {
            throw RepositoryFileProblem(message: "cannot record the write as done in \(root): \(String(cString: strerror(errno)))")
        }
        try step()
    } catch is Interrupted {
        return
    } catch {
        let undone = undo(job, root: root)
        throw RepositoryFileProblem(message: "\(error); nothing written (\(undone))")
    }
    finish(job, root: root, stoppingAfter: stop.map { $0 - steps })
}

/// Whether a killed run left a write to finish or undo in `root`.
public func hasInterruptedWrite(root: String) -> Bool {
    fileExists(atPath: journalPath(root, .pending)) || fileExists(atPath: journalPath(root, .committed))
}

/// Finishes or undoes a write a killed run left (its journal says which), so the repository holds every edit or
/// none of them and no temporary file. Returns what was done, or nil when no write was interrupted.
public func finishInterruptedWrite(root: String) -> String? {
    let outputs = OutputGuard(root: root, force: false), canonicalRoot = CanonicalPath.location(of: root)
    let committed = WriteJournal.load(journalPath(root, .committed), root: root)
    let pending = WriteJournal.load(journalPath(root, .pending), root: root)
    // A journal committed to the repository could name any file: each is checked as an edit would be.
    for (state, job) in [(JournalState.committed, committed), (.pending, pending)] {
        for entry in job?.entries ?? [] {
            do {
                try checkEdit(entry.path, root: root, canonicalRoot: canonicalRoot, guard: outputs)
            } catch {
                return "not touching the interrupted write recorded in \(journalPath(root, state)): \(error)"
            }
        }
    }
    if let committed {
        finish(committed, root: root, stoppingAfter: nil)
        return "an interrupted migration of \(committed.entries.count) file(s) had written them all; its leftovers were removed"
    }
    guard fileExists(atPath: journalPath(root, .pending)) else { return nil }
    guard let pending else {
        // Cut short while it was being written: nothing had been staged yet.
        removeFile(journalPath(root, .pending))
        return "an interrupted migration had not started writing; its journal was removed"
    }
    return "an interrupted migration was undone: \(undo(pending, root: root))"
}

/// Puts back what a job not yet committed changed: each target from its backup (when the target holds the new
/// content or is the backup itself), each created file removed (when it holds the new content); temporaries and
/// the journal removed. A target changed since by someone else is left, with its backup, and said.
private func undo(_ job: WriteJournal, root: String) -> String {
    var restored = 0, kept: [String] = []
    for entry in job.entries.reversed() {
        let target = root + "/" + entry.path
        removeFile(root + "/" + entry.temporary)
        let current = readFile(atPath: target, limit: 256 << 20).bytes
        let holdsNew = current.map { digest($0) == entry.newDigest } ?? false
        if let backup = entry.backup.map({ root + "/" + $0 }), fileExists(atPath: backup) {
            if isSameFile(target, backup) {
                removeFile(backup)  // not replaced yet (and `rename` between two links of one file does nothing)
            } else if holdsNew {
                if systemCall(rename, backup, target) { restored += 1 }
            } else {
                kept.append(entry.path)
            }
        } else if entry.backup == nil, holdsNew {
            removeFile(target)
            restored += 1
        }
    }
    removeFile(journalPath(root, .pending))
    return "\(restored) file(s) restored" + (kept.isEmpty ? "" : "; changed since, left as they are with their backups: \(kept.joined(separator: ", "))")
}

/// Removes a committed job's backups and leftover temporaries, then its journal.
private func finish(_ job: WriteJournal, root: String, stoppingAfter stop: Int?) {
    var steps = 0
    for entry in job.entries {
        if let stop, steps >= stop { return }
        removeFile(root + "/" + entry.temporary)
        if let backup = entry.backup { removeFile(root + "/" + backup) }
        steps += 1
    }
    if let stop, steps >= stop { return }
    removeFile(journalPath(root, .committed))
}

/// Refuses an edit that could land anywhere but the file it names inside the repository.
private func checkEdit(_ path: String, root: String, canonicalRoot: String, guard outputs: OutputGuard) throws {
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    guard !path.hasPrefix("/"), !components.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else {
        throw RepositoryFileProblem(message: "refusing to write \(path): not a plain path inside the repository")
    }
    let target = root + "/" + path
    var status = stat()
    if FileNameBytes.withCString(target, { lstat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFLNK {
        throw RepositoryFileProblem(message: "refusing to write \(path): it is a symbolic link")
    }
    let canonical = CanonicalPath.location(of: target)
    guard canonical == CanonicalPath.joined(canonicalRoot, path) else {
        throw RepositoryFileProblem(message: "refusing to write \(path): a folder on its way is a symbolic link (to \(canonical))")
    }
    do {
        _ = try outputs.checkPlace(of: path, canonical: canonical)
    } catch {
        throw RepositoryFileProblem(message: "refusing to write \(path): \(error)")
    }
}

/// `dir/.Name.swift.di-gen-migrate-<pid>.new` (or `.old`): hidden, beside its target, so renames stay in one
/// file system.
private func stagedName(_ path: String, _ processID: pid_t, _ kind: String) -> String {
    let folder = CanonicalPath.parent(of: "/" + path).map { $0 == "/" ? "" : String($0.dropFirst()) + "/" } ?? ""
    return folder + "." + CanonicalPath.name(of: path) + ".di-gen-migrate-\(processID).\(kind)"
}

private enum JournalState { case pending, committed }

private func journalPath(_ root: String, _ state: JournalState) -> String {
    root + (state == .pending ? "/.di-gen-migrate.journal" : "/.di-gen-migrate.committed")
}

/// What a write does, recorded before it starts: for each edit, its temporary, its backup (none for a new
/// file) and a digest of the new content, so an undo never removes or replaces a file someone changed since.
private struct WriteJournal: Codable {
    struct Entry: Codable {
        var path: String
        var temporary: String
        var backup: String?
        var newDigest: String
    }

    var entries: [Entry]

    func save(to path: String) throws {
        let data = try JSONEncoder().encode(self)
        try writeNewFile(Array(data), at: path, permissionsOf: path)
    }

    /// The journal at `path`, when it is one this tool wrote: every path in it is plain, inside `root`, and its
    /// temporaries and backups are named as `stagedName` names them beside their targets.
    static func load(_ path: String, root: String) -> WriteJournal? {
        guard let bytes = readFile(atPath: path, limit: 256 << 20).bytes, let job = try? JSONDecoder().decode(WriteJournal.self, from: Data(bytes))
        else { return nil }
        let plain = { (path: String) in
            !path.hasPrefix("/") && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0 == "." || $0.isEmpty }
        }
        for entry in job.entries {
            let folder = CanonicalPath.parent(of: "/" + entry.path) ?? "/"
            let prefix = (folder == "/" ? "" : String(folder.dropFirst()) + "/") + "." + CanonicalPath.name(of: entry.path) + ".di-gen-migrate-"
            guard plain(entry.path), entry.temporary.hasPrefix(prefix), entry.temporary.hasSuffix(".new"),
                  entry.backup.map({ $0.hasPrefix(prefix) && $0.hasSuffix(".old") }) ?? true
            else { return nil }
        }
        return job
    }
}

private struct Interrupted: Error {}

/// FNV-1a, 64 bits, as hex: tells the content a job wrote from any other.
private func digest(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return String(hash, radix: 16) + "-\(bytes.count)"
}

/// `rename` or `link` from `source` to `destination`; true when it succeeded (`errno` says why not).
private func systemCall(
    _ call: (UnsafePointer<CChar>, UnsafePointer<CChar>) -> Int32, _ source: String, _ destination: String
) -> Bool {
    FileNameBytes.withCString(source) { from in FileNameBytes.withCString(destination) { call(from, $0) } } == 0
}

private func removeFile(_ path: String) {
    FileNameBytes.withCString(path) { _ = unlink($0) }
}

private func isSameFile(_ first: String, _ second: String) -> Bool {
    var a = stat(), b = stat()
    guard FileNameBytes.withCString(first, { lstat($0, &a) }) == 0, FileNameBytes.withCString(second, { lstat($0, &b) }) == 0 else { return false }
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino
}
