/// Folders a walk does not enter: vendored dependencies and build output (CocoaPods' `Pods`, Carthage's
/// checkouts, Xcode's `DerivedData` and `SourcePackages`) are not the app's code, and `.xcodeproj` /
/// `.xcworkspace` bundles hold no sources. Hidden folders (`.build`, `.git`, `.swiftpm`) are skipped too.
/// A folder the user names explicitly is read whatever its name.
public func isSkippedFolder(_ name: String) -> Bool {
    name.hasPrefix(".") || skippedFolderNames.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
}

/// Vendored and build output folders, by exact name.
public let skippedFolderNames: Set<String> = ["Pods", "Carthage", "DerivedData", "SourcePackages"]
