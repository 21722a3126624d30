import DIFileSystem
import Foundation

/// A failing input on disk, replayable on its own: `files/` holds the workspace byte for byte, `edited` the first
/// file's bytes after the incremental edit, `input.txt` the order of the files and how the input was made.
enum SavedInput {
    static func write(_ input: FuzzInput, to folder: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/files", withIntermediateDirectories: true)
        for file in input.files {
            let path = folder + "/files/" + file.path
            try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(file.bytes).write(to: URL(fileURLWithPath: path))
        }
        try Data(input.editedFirstFile).write(to: URL(fileURLWithPath: folder + "/edited"))
        let listing = (["label: \(input.label)"] + input.files.map { "file: \($0.path)" }).joined(separator: "\n") + "\n"
        try Data(listing.utf8).write(to: URL(fileURLWithPath: folder + "/input.txt"))
    }

    static func read(from folder: String) throws -> FuzzInput {
        guard let listing = readFile(atPath: folder + "/input.txt", limit: ReadLimits.swiftFile).bytes else { throw Missing(path: folder + "/input.txt") }
        var label = ""
        var files: [FuzzInput.File] = []
        for line in String(decoding: listing, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix("label: ") { label = String(line.dropFirst(7)) }
            if line.hasPrefix("file: ") {
                let path = String(line.dropFirst(6))
                guard let bytes = readFile(atPath: folder + "/files/" + path, limit: ReadLimits.swiftFile).bytes else { throw Missing(path: path) }
                files.append(FuzzInput.File(path: path, bytes: bytes))
            }
        }
        guard !files.isEmpty else { throw Missing(path: folder + "/files") }
        return FuzzInput(files: files, editedFirstFile: readFile(atPath: folder + "/edited", limit: ReadLimits.swiftFile).bytes ?? files[0].bytes, label: label)
    }

    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String { "no saved input at \(path)" }
    }
}
