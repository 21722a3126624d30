// swift-tools-version: 6.0
// A fixture app for DIGeneratorTests: two feature modules each declare a `DetailComponent` and a
// `DetailDependency` of their own (Swift allows it). The test generates the providers, builds and runs the app.
// DI_LSP_ROOT is replaced by the test.
import PackageDescription

let runtime = Target.Dependency.product(name: "DIRuntime", package: "di-lsp")

let package = Package(
    name: "SameNamesApp",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "di-lsp", path: "DI_LSP_ROOT")],
    targets: [
        .target(name: "Core"),
        .target(name: "Feed", dependencies: ["Core", runtime]),
        .target(name: "Search", dependencies: ["Core", runtime]),
        .executableTarget(name: "SameNamesApp", dependencies: ["Core", "Feed", "Search", runtime]),
    ],
    swiftLanguageModes: [.v6]
)
