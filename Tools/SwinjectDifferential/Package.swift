// swift-tools-version:5.9
// The differential test's programs, compiled against Swinject itself: `run.py` writes them into Generated/ and
// builds this package. A package of its own, so the product keeps no dependencies.
import PackageDescription

let package = Package(
    name: "SwinjectDifferential",
    dependencies: [.package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0")],
    targets: [
        .executableTarget(name: "GeneratedPrograms", dependencies: ["Swinject"], path: "Generated"),
    ]
)
