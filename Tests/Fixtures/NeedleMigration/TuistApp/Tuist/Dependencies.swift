import ProjectDescription

let dependencies = Dependencies(
    swiftPackageManager: SwiftPackageManagerDependencies([
        .remote(
            url: "https://github.com/uber/needle.git",
            requirement: .upToNextMajor(from: "0.24.0")
        ),
    ]),
    platforms: [.iOS]
)
