#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a folder holds that describes a build: a `Package.swift`, `.xcodeproj` bundles, Tuist's `Project.swift`.
/// The nearest folder at or above a file that holds one owns the file.
struct BuildMarkers: Sendable, Hashable {
    var hasPackageManifest = false
    /// Names of `.xcodeproj` bundles in the folder, sorted.
    var projectBundles: [String] = []
    var hasTuistProject = false

    var isEmpty: Bool { !hasPackageManifest && projectBundles.isEmpty && !hasTuistProject }

    /// Notes what an entry of the folder says, as a walk lists it.
    mutating func note(entry name: String, isDirectory: Bool) {
        if isDirectory {
            if name.hasSuffix(".xcodeproj") { projectBundles.append(name) }
        } else if name == "Package.swift" {
            hasPackageManifest = true
        } else if name == "Project.swift" {
            hasTuistProject = true
        }
    }

    /// Lists `folder` (one `readdir`); empty when it cannot be read.
    static func listing(_ folder: String) -> BuildMarkers {
        var markers = BuildMarkers()
        guard let handle = FileNameBytes.withCString(folder, { opendir($0) }) else { return markers }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = entryName(entry)
            guard name == "Package.swift" || name == "Project.swift" || name.hasSuffix(".xcodeproj") else { continue }
            markers.note(entry: name, isDirectory: isDirectory(CanonicalPath.joined(folder, name)))
        }
        markers.projectBundles.sort()
        return markers
    }
}
