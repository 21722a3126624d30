/// Reads the `Package.swift` in canonical `folder` as text: every `.target(`, `.executableTarget(`,
/// `.testTarget(`, `.macro(` and `.plugin(` call with a literal `name:`, and its literal `path:`, `sources:` and
/// `exclude:`. A target without `path:` lives in `Sources/<name>` (or `Source/`, `src/`, `srcs/`; tests in
/// `Tests/<name>`, plugins in `Plugins/<name>`), or in `Sources/` itself when it is the package's only
/// such target and `Sources/<name>` does not exist. A target whose path is not a literal is left out (its files
/// get no module), so a manifest that computes paths never yields a wrong module. A manifest over
/// `ReadLimits.packageManifest` is not read: nil, and `notes` says so.
func readPackageManifest(folder: String, notes: inout [String]) -> PackageManifest? {
    let path = folder + "/Package.swift"
    guard let bytes = readBuildDescription(atPath: path, limit: ReadLimits.packageManifest, notes: &notes) else { return nil }
    let declarations = targetDeclarations(in: manifestTokens(bytes))
    // Counted once: asked per target, a manifest of 50,000 targets made this quadratic.
    let countsByKind = declarations.reduce(into: [:]) { $0[$1.kind, default: 0] += 1 }
    var targets: [PackageManifest.Target] = []
    for declaration in declarations {
        guard let name = declaration.name, case .known(let path) = declaration.path else { continue }
        guard let relativeFolder = path ?? defaultFolder(of: declaration, onlyOfItsKind: countsByKind[declaration.kind] == 1, in: folder)
        else { continue }
        let targetFolder = canonicalFolder(CanonicalPath.joined(folder, relativeFolder))
        let inTarget = { (entry: String) in CanonicalPath.normalized(CanonicalPath.joined(targetFolder, entry)) }
        guard case .known(let sources) = declaration.sources, case .known(let excluded) = declaration.excluded else { continue }
        targets.append(PackageManifest.Target(
            module: swiftIdentifier(name), folder: targetFolder, sources: sources?.map(inTarget), excluded: (excluded ?? []).map(inTarget)))
    }
    return PackageManifest(targets: targets)
}

/// The predefined folders SwiftPM looks in when a target has no `path:`.
private func predefinedFolders(for kind: TargetDeclaration.Kind) -> [String] {
    switch kind {
    case .regular: ["Sources", "Source", "src", "srcs"]
    case .test: ["Tests"]
    case .plugin: ["Plugins"]
    }
}

private func defaultFolder(of declaration: TargetDeclaration, onlyOfItsKind: Bool, in packageFolder: String) -> String? {
    guard let name = declaration.name else { return nil }
    let folders = predefinedFolders(for: declaration.kind)
    for folder in folders where isDirectory(CanonicalPath.joined(packageFolder, folder + "/" + name)) { return folder + "/" + name }
    guard onlyOfItsKind else { return nil }
    return folders.first { isDirectory(CanonicalPath.joined(packageFolder, $0)) }
}

/// Target folders are compared with canonical file paths, so a folder that is a symbolic link is resolved.
private func canonicalFolder(_ path: String) -> String {
    CanonicalPath.resolved(path) ?? CanonicalPath.normalized(path)
}

/// The bytes of a build description, or nil; a file over `limit` is noted (its files then have no module, so no
/// error depends on a boundary it would have drawn).
func readBuildDescription(atPath path: String, limit: Int, notes: inout [String]) -> [UInt8]? {
    switch readFile(atPath: path, limit: limit) {
    case .bytes(let bytes):
        return bytes
    case .tooLarge(let size):
        notes.append("not reading \(path): \(size) bytes is over its \(byteCountText(limit)) limit; the files it describes get no module")
        return nil
    case .unreadable:
        return nil
    }
}
