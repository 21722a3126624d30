#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Path helpers for module lookup, which works on canonical paths (absolute, symbolic links of the given
/// folders resolved) so the answer does not depend on how the user spelled a path.
enum CanonicalPath {
    /// `realpath(3)`: absolute, `.`/`..` and symbolic links resolved; nil when the path does not exist.
    static func resolved(_ path: String) -> String? {
        guard let pointer = FileNameBytes.withCString(path.isEmpty ? "." : path, { realpath($0, nil) }) else { return nil }
        defer { free(pointer) }
        return FileNameBytes.string(fromBytes: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
    }

    /// The canonical spelling of a path that may not exist yet (a generated file about to be written): its
    /// nearest existing ancestor resolved, then the rest appended.
    static func location(of path: String) -> String {
        if let resolved = resolved(path) { return resolved }
        let absolute = normalized(absolute(path))
        var existing = absolute
        var rest: [Substring] = []
        while let parent = parent(of: existing) {
            rest.append(Substring(name(of: existing)))
            existing = parent
            if let resolved = resolved(existing) {
                return rest.reversed().reduce(resolved) { joined($0, String($1)) }
            }
        }
        return absolute
    }

    /// `path` made absolute against the current directory (not normalised).
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return joined(currentDirectory(), path)
    }

    /// `.` and empty components removed, `..` applied, no trailing `/` (except for `/` itself).
    static func normalized(_ absolutePath: String) -> String {
        var parts: [Substring] = []
        for part in absolutePath.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                _ = parts.popLast()
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `base/relative`; `relative` when it is absolute.
    static func joined(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return relative }
        if relative.isEmpty || relative == "." { return base }
        return base.hasSuffix("/") ? base + relative : base + "/" + relative
    }

    /// The folder holding `path`; nil for `/`.
    static func parent(of path: String) -> String? {
        guard path != "/", let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path`.
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` relative to `folder` when it is inside it (`""` for the folder itself), else nil.
    static func relative(_ path: String, to folder: String) -> String? {
        if path == folder { return "" }
        let prefix = folder == "/" ? "/" : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// Whether `path` is `folder` or inside it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        relative(path, to: folder) != nil
    }

    static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return FileNameBytes.string(fromBytes: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
    }
}
