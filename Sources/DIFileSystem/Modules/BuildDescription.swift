/// The parsed build descriptions of one folder. A file they do not compile has no module: the nearest build
/// description owns the files below it, and the ones it does not list belong to no known target.
struct BuildDescription: Sendable {
    let package: PackageManifest?
    let projects: [XcodeProject]
    /// A Tuist project without a generated `.xcodeproj` or `Package.swift` beside it: modules by convention.
    let tuistProject: TuistProject?
    /// The files read, so a later change to them can be noticed.
    let sourceFiles: [String]
    /// Build descriptions that could not be used, one sentence each.
    let notes: [String]

    /// SwiftPM first, then each Xcode project in name order, then Tuist's convention.
    func module(ofFile path: String) -> String? {
        if let module = package?.module(ofFile: path) { return module }
        for project in projects {
            if let module = project.module(ofFile: path) { return module }
        }
        return tuistProject?.module(ofFile: path)
    }

    /// Where this description's answers come from, for the summary line.
    var kind: String {
        package != nil ? "Package.swift" : !projects.isEmpty ? "Xcode project" : "Tuist layout"
    }

    /// The module of every file directly in `folder` when they all share one; nil when files must be asked one by
    /// one (an Xcode project lists files one by one).
    func module(ofEveryFileIn folder: String) -> String?? {
        if let tuistProject { return .some(tuistProject.module(ofEveryFileIn: folder)) }
        let packageAnswer = package.map { $0.module(ofEveryFileIn: folder) } ?? .some(nil)
        guard case .some(let module) = packageAnswer else { return nil }
        if module != nil || projects.isEmpty { return .some(module) }
        return nil
    }

    static func read(folder: String, markers: BuildMarkers) -> BuildDescription {
        var notes: [String] = []
        let package = markers.hasPackageManifest ? readPackageManifest(folder: folder, notes: &notes) : nil
        let bundles = markers.projectBundles.map { CanonicalPath.joined(folder, $0) }
        let projects = bundles.compactMap { readXcodeProject(bundle: $0, notes: &notes) }
        let isTuistOnly = markers.hasTuistProject && !markers.hasPackageManifest && markers.projectBundles.isEmpty
        return BuildDescription(
            package: package, projects: projects, tuistProject: isTuistOnly ? TuistProject(folder: folder) : nil,
            sourceFiles: (markers.hasPackageManifest ? [CanonicalPath.joined(folder, "Package.swift")] : [])
                + bundles.map { $0 + "/project.pbxproj" }
                + (isTuistOnly ? [CanonicalPath.joined(folder, "Project.swift")] : []),
            notes: notes)
    }
}
