import DIIndex
import DIScanner

extension Snapshot {
    /// `Root.swift:12`: where `location` starts, as messages name a place (the file's name, not its path, so a
    /// message reads the same wherever the workspace is); `?` for a file no longer in the snapshot.
    func place(of location: SourceLocation) -> String {
        guard let file = file(location.file) else { return "?" }
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        return "\(name):\(file.lines.location(of: location.range.start).line)"
    }
}
