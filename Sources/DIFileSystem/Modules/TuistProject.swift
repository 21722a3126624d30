/// A Tuist project folder (it holds `Project.swift`) without a generated `.xcodeproj`: its targets' names are
/// computed by Swift in `Tuist/ProjectDescriptionHelpers`, which is not run, so the modules follow the micro-feature
/// convention most Tuist apps use: `<Name>/Sources/**` is module `<Name>`, `<Name>/Interface/**`
/// `<Name>Interface`, `Testing`, `Tests`, `Demo`, `Example`... likewise (`<Name>` + the folder's name), and files
/// directly in the project folder `<Name>`. `<Name>` is the project folder's name, made a Swift identifier. Exact
/// target names come from `modules` globs or `tuist graph` (`"tuistGraph"` in `.di-lsp.json`).
struct TuistProject: Sendable {
    /// Canonical folder holding `Project.swift`.
    let folder: String
    /// Its module-name stem.
    let name: String

    init(folder: String) {
        self.folder = folder
        name = swiftIdentifier(CanonicalPath.name(of: folder))
    }

    /// The module of the canonical `path` under the project folder.
    func module(ofFile path: String) -> String? {
        guard let relative = CanonicalPath.relative(path, to: folder), !relative.isEmpty else { return nil }
        let parts = relative.split(separator: "/")
        guard parts.count > 1 else { return name }
        return parts[0] == "Sources" ? name : name + swiftIdentifier(String(parts[0]))
    }

    /// Whether the folder's `Project.swift` is a Tuist manifest (it imports `ProjectDescription`), not a source file
    /// that happens to have the name (some apps keep one in a `Tests` folder).
    static func isManifest(inFolder folder: String) -> Bool {
        guard let bytes = readFile(atPath: CanonicalPath.joined(folder, "Project.swift"), limit: ReadLimits.packageManifest).bytes
        else { return false }
        return String(decoding: bytes, as: UTF8.self).contains("import ProjectDescription")
    }

    /// The module every file directly in `folder` shares.
    func module(ofEveryFileIn folder: String) -> String? {
        module(ofFile: CanonicalPath.joined(folder, "File.swift"))
    }
}
