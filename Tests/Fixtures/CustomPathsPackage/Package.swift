// swift-tools-version: 5.9
// A fixture for module discovery (Tests/DIFileSystemTests/Modules): targets with custom `path:`, `sources:` and
// `exclude:`, so folder names say nothing reliable about modules. Read as text by di-lsp; never built.
import PackageDescription

let package = Package(
    name: "CustomPathsPackage",
    targets: [
        // The whole of Sources/ is one app target, whatever its sub-folders are called.
        .executableTarget(name: "ShopApp", dependencies: ["ShopFeatures"], path: "Sources"),
        .target(
            name: "ShopFeatures",
            dependencies: [.target(name: "ShopCore")],
            path: "Modules/Features",
            exclude: ["Drafts"]),
        .target(name: "ShopCore", path: "Modules/Core", sources: ["Receipts"]),
        .testTarget(name: "ShopTests", dependencies: ["ShopApp"]),
    ]
)
