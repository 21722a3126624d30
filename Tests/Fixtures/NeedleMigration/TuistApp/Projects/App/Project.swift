import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "App",
    targets: [
        Target(
            name: "App", platform: .iOS, product: .app, bundleId: "example.app",
            sources: ["Sources/**"], scripts: [.needle],
            dependencies: [.needle, .project(target: "Profile", path: "../Feature/Profile")]),
    ]
)
