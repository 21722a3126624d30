// swift-tools-version: 6.0
// A fixture repository for DIGeneratorTests: an app, its widget and two per-feature demo apps, each generated on
// its own as a unit of .di-lsp.json, as Needle runs once per app over that app's folders. Every app's root is
// an `AppComponent`. The test generates each unit's providers, builds every app and runs it. DI_LSP_ROOT is
// replaced by the test.
import PackageDescription

let runtime = Target.Dependency.product(name: "DIRuntime", package: "di-lsp")

let package = Package(
    name: "UnitsApp",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "di-lsp", path: "DI_LSP_ROOT")],
    targets: [
        .target(name: "Core"),
        .target(name: "FeedFeature", dependencies: ["Core", runtime]),
        .target(name: "SearchFeature", dependencies: ["Core", runtime]),
        .executableTarget(name: "ShopApp", dependencies: ["Core", "FeedFeature", "SearchFeature", runtime]),
        .executableTarget(name: "ShopWidget", dependencies: ["Core", "FeedFeature", runtime]),
        .executableTarget(name: "FeedDemo", dependencies: ["Core", "FeedFeature", runtime]),
        .executableTarget(name: "SearchDemo", dependencies: ["Core", "SearchFeature", runtime]),
    ],
    swiftLanguageModes: [.v6]
)
