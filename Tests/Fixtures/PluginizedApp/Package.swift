// swift-tools-version: 6.0
// A fixture app for DIGeneratorTests: Needle-style pluginized components on DIRuntime. The test copies it,
// generates its providers with di-gen's library, builds it against this repository by path and runs it.
// DI_LSP_ROOT is replaced by the test.
import PackageDescription

let package = Package(
    name: "PluginizedApp",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "di-lsp", path: "DI_LSP_ROOT")],
    targets: [.executableTarget(name: "PluginizedApp", dependencies: [.product(name: "DIRuntime", package: "di-lsp")])],
    swiftLanguageModes: [.v6]
)
