/// Which targets of an Xcode project compile which Swift files: what decides a file's module in an Xcode app,
/// whose folders (`Sources/Feature/...`) say nothing about targets.
struct XcodeProject: Sendable {
    struct Target: Sendable {
        /// The Swift module name (`PRODUCT_MODULE_NAME`, else the product or target name, made an identifier).
        let module: String
        /// Unit and UI test bundles, which often compile app files too; the app's module is preferred.
        let isTest: Bool
    }

    /// An Xcode 16 folder whose files belong to targets without being listed one by one.
    struct SynchronizedFolder: Sendable {
        /// Canonical path of the folder.
        let path: String
        /// Targets the folder is attached to: every file under it is theirs unless excepted.
        let owners: Set<Int>
        /// Per target, paths relative to the folder whose membership is the opposite of the default:
        /// left out of an owner, or added to another target.
        let exceptions: [Int: [String]]
    }

    /// In the project's order.
    let targets: [Target]
    /// Canonical path of each Swift file in a sources build phase -> the targets that compile it.
    let listedFiles: [String: [Int]]
    let synchronizedFolders: [SynchronizedFolder]

    /// The module of the file at canonical `path`: the first target (in project order) that compiles it,
    /// preferring non-test targets; nil when no target does.
    func module(ofFile path: String) -> String? {
        var members = Set(listedFiles[path] ?? [])
        for folder in synchronizedFolders {
            guard let relative = CanonicalPath.relative(path, to: folder.path), !relative.isEmpty else { continue }
            for target in targets.indices {
                let excepted = folder.exceptions[target]?.contains { relative == $0 || relative.hasPrefix($0 + "/") } ?? false
                if folder.owners.contains(target) != excepted { members.insert(target) }
            }
        }
        let ordered = members.sorted()
        guard let chosen = ordered.first(where: { !targets[$0].isTest }) ?? ordered.first else { return nil }
        return targets[chosen].module
    }
}
