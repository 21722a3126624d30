/// Reads `bundle/project.pbxproj` (`bundle` is the canonical path of an `.xcodeproj`): native targets ->
/// sources build phase -> build files -> file references, whose paths are resolved through the group tree
/// from the project folder; and file-system-synchronized root groups with their membership exceptions.
/// Nil when the file is missing or not a property list; references Xcode resolves through build settings
/// (`BUILT_PRODUCTS_DIR`, `SDKROOT`) are ignored. A project over `ReadLimits.xcodeProject` is not read (noted).
func readXcodeProject(bundle: String, notes: inout [String]) -> XcodeProject? {
    guard let bytes = readBuildDescription(atPath: bundle + "/project.pbxproj", limit: ReadLimits.xcodeProject, notes: &notes),
        let plist = parsePropertyList(bytes),
        let objects = plist["objects"]?.dictionary, let rootID = plist["rootObject"]?.string,
        let project = objects[rootID]
    else { return nil }
    let bundleFolder = CanonicalPath.parent(of: bundle) ?? "/"
    let projectFolder = CanonicalPath.normalized(CanonicalPath.joined(bundleFolder, project["projectDirPath"]?.string ?? ""))
    let (paths, cut) = resolveGroupTree(objects: objects, mainGroup: project["mainGroup"]?.string, projectFolder: projectFolder)
    if cut > 0 {
        notes.append("\(bundle)/project.pbxproj: \(cut) group(s) nested past the longest path a file can have "
            + "(\(maximumGroupPathLength) bytes) not read")
    }

    let targetIDs = project["targets"]?.strings.filter { objects[$0]?["isa"]?.string == "PBXNativeTarget" } ?? []
    var targets: [XcodeProject.Target] = []
    var listedFiles: [String: [Int]] = [:]
    var owners: [String: Set<Int>] = [:]
    for (index, id) in targetIDs.enumerated() {
        guard let target = objects[id] else { continue }
        let productType = target["productType"]?.string ?? ""
        targets.append(XcodeProject.Target(
            module: moduleName(of: target, objects: objects),
            isTest: productType.hasSuffix(".unit-test") || productType.hasSuffix(".ui-testing")))
        for phaseID in target["buildPhases"]?.strings ?? [] where objects[phaseID]?["isa"]?.string == "PBXSourcesBuildPhase" {
            for buildFileID in objects[phaseID]?["files"]?.strings ?? [] {
                guard let referenceID = objects[buildFileID]?["fileRef"]?.string,
                    let path = paths[referenceID] ?? objects[referenceID].flatMap({ resolvedPath(of: $0, parent: nil, projectFolder: projectFolder) }),
                    path.hasSuffix(".swift")
                else { continue }
                listedFiles[path, default: []].append(index)
            }
        }
        for groupID in target["fileSystemSynchronizedGroups"]?.strings ?? [] { owners[groupID, default: []].insert(index) }
    }
    let indexOfTarget = Dictionary(targetIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    var folders: [XcodeProject.SynchronizedFolder] = []
    for (groupID, path) in paths.sorted(by: { $0.key < $1.key })
    where objects[groupID]?["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
        var exceptions: [Int: [String]] = [:]
        for exceptionID in objects[groupID]?["exceptions"]?.strings ?? [] {
            guard let set = objects[exceptionID], set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                let target = set["target"]?.string.flatMap({ indexOfTarget[$0] })
            else { continue }
            exceptions[target, default: []] += set["membershipExceptions"]?.strings.map(normalizedEntry) ?? []
        }
        folders.append(XcodeProject.SynchronizedFolder(path: path, owners: owners[groupID] ?? [], exceptions: exceptions))
    }
    return XcodeProject(targets: targets, listedFiles: listedFiles, synchronizedFolders: folders)
}

/// The absolute path of every group and file reference reachable from the main group (iteratively; a
/// malformed project whose groups contain themselves is read once per group), and how many were cut: a group
/// whose path grows past `maximumGroupPathLength` holds no file that can exist, and following a chain of
/// thousands of nested groups further would cost the square of its depth.
private func resolveGroupTree(objects: [String: PropertyList], mainGroup: String?, projectFolder: String) -> (paths: [String: String], cut: Int) {
    var paths: [String: String] = [:]
    var cut = 0
    var pending: [(id: String, parent: String)] = mainGroup.map { [($0, projectFolder)] } ?? []
    while let (id, parent) = pending.popLast() {
        guard paths[id] == nil, let object = objects[id],
            let path = resolvedPath(of: object, parent: parent, projectFolder: projectFolder)
        else { continue }
        guard path.utf8.count <= maximumGroupPathLength else {
            cut += 1
            continue
        }
        paths[id] = path
        for child in object["children"]?.strings ?? [] { pending.append((child, path)) }
    }
    return (paths, cut)
}

/// Linux's `PATH_MAX` (macOS's is shorter): no file's path is longer.
let maximumGroupPathLength = 4096

/// Where a group or file reference points, from its `sourceTree`: relative to its parent group, to the
/// project folder, or absolute; nil for trees Xcode fills from build settings.
private func resolvedPath(of object: PropertyList, parent: String?, projectFolder: String) -> String? {
    let path = object["path"]?.string
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<group>":
        guard let parent else { return nil }
        guard let path else { return parent }
        // A plain name (the usual group) extends the parent, already normalized, without normalizing it again.
        if !path.isEmpty, path != ".", path != "..", !path.utf8.contains(UInt8(ascii: "/")) {
            return parent == "/" ? "/" + path : parent + "/" + path
        }
        return CanonicalPath.normalized(CanonicalPath.joined(parent, path))
    case "SOURCE_ROOT", "SRCROOT":
        return CanonicalPath.normalized(CanonicalPath.joined(projectFolder, path ?? ""))
    case "<absolute>":
        return path.map(CanonicalPath.normalized)
    default:
        return nil
    }
}

/// `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, from the target's first build configuration that sets it
/// literally; else the product or target name. Made a Swift identifier as Xcode does (`My-App` -> `My_App`).
private func moduleName(of target: PropertyList, objects: [String: PropertyList]) -> String {
    let configurations = target["buildConfigurationList"]?.string.flatMap { objects[$0]?["buildConfigurations"]?.strings } ?? []
    let settings = configurations.compactMap { objects[$0]?["buildSettings"]?.dictionary }
    let literal = { (key: String) in settings.lazy.compactMap { $0[key]?.string }.first { !$0.contains("$") } }
    let name = literal("PRODUCT_MODULE_NAME") ?? literal("PRODUCT_NAME")
        ?? target["productName"]?.string.flatMap { $0.contains("$") ? nil : $0 } ?? target["name"]?.string ?? "App"
    return swiftIdentifier(name)
}

/// `My-App 2` -> `My_App_2`; a leading digit gets an underscore.
func swiftIdentifier(_ name: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in name.unicodeScalars {
        let isWordCharacter = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
        scalars.append(isWordCharacter ? scalar : "_")
    }
    let identifier = String(scalars)
    if let first = identifier.unicodeScalars.first, ("0"..."9").contains(first) { return "_" + identifier }
    return identifier.isEmpty ? "_" : identifier
}
