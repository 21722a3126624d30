// swift-tools-version: 6.0
// A Needle app as a Swift package, with pluginized components: MigrateNeedleTests migrates it with
// --runtime-package pointing at this repository, then builds and runs it.
import PackageDescription

let package = Package(
    name: "Game",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/uber/needle.git", from: "0.25.0"),
    ],
    targets: [
        .executableTarget(name: "Game", dependencies: [.product(name: "NeedleFoundation", package: "needle")]),
    ],
    swiftLanguageModes: [.v5]
)
