/// The targets of a SwiftPM package and the files each compiles: what decides a file's module in a package.
struct PackageManifest: Sendable {
    struct Target: Sendable {
        let module: String
        /// Canonical folder of the target's sources.
        let folder: String
        /// Canonical files or folders the target is limited to (`sources:`); nil for all of `folder`.
        let sources: [String]?
        /// Canonical files or folders left out (`exclude:`).
        let excluded: [String]

        func compiles(_ path: String) -> Bool {
            guard CanonicalPath.isInside(path, folder), !excluded.contains(where: { CanonicalPath.isInside(path, $0) }) else { return false }
            return sources?.contains { CanonicalPath.isInside(path, $0) } ?? true
        }
    }

    let targets: [Target]
    /// Folders holding a path a target names (its folder, a `sources:` or `exclude:` entry): only there can two
    /// files of one folder get different answers.
    private let foldersNamingFiles: Set<String>

    init(targets: [Target]) {
        self.targets = targets
        let named = targets.flatMap { [$0.folder] + ($0.sources ?? []) + $0.excluded }
        foldersNamingFiles = Set(named.compactMap(CanonicalPath.parent))
    }

    /// The module of the file at canonical `path`: the target whose folder is the innermost that compiles it;
    /// nil when none does.
    func module(ofFile path: String) -> String? {
        targets.filter { $0.compiles(path) }.max { $0.folder.utf8.count < $1.folder.utf8.count }?.module
    }

    /// The module of every file directly in `folder` when they all have the same one (no target names a file
    /// there), so a folder of 10,000 files is matched once: `.some(module)`; nil when files must be asked one by one.
    func module(ofEveryFileIn folder: String) -> String?? {
        foldersNamingFiles.contains(folder) ? nil : .some(module(ofFile: folder))
    }
}
