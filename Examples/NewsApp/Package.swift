// swift-tools-version: 6.0
// An example app in Needle style that depends on di-lsp by path, as users' apps do.
import PackageDescription

let package = Package(
    name: "NewsApp",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "di-lsp", path: "../..")],
    targets: [
        .executableTarget(name: "NewsApp", dependencies: [.product(name: "DIRuntime", package: "di-lsp")]),
    ],
    swiftLanguageModes: [.v6]
)
