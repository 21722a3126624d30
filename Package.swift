// swift-tools-version: 6.0
// di-lsp: compile-time dependency injection for Swift. One package, no dependencies.
// Modules import only modules listed before them (see docs/ARCHITECTURE.md).
import PackageDescription

let package = Package(
    name: "di-lsp",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "DIRuntime", targets: ["DIRuntime"]),
        .library(name: "DIRuntimeTesting", targets: ["DIRuntimeTesting"]),
        .executable(name: "di-lsp", targets: ["di-lsp"]),
        .executable(name: "di-gen", targets: ["di-gen"]),
        // SwiftPM plugins: generate providers at build time; `swift package di-check`.
        .plugin(name: "DIGeneratePlugin", targets: ["DIGeneratePlugin"]),
        .plugin(name: "DICheckPlugin", targets: ["DICheckPlugin"]),
    ],
    dependencies: [],
    targets: [
        // What apps link. Standard library only; the tool never imports it.
        .target(name: "DIRuntime"),
        // What test targets link: NeedleFoundationTest's mock paths, components under test, isolation helpers.
        .target(name: "DIRuntimeTesting", dependencies: ["DIRuntime"]),

        // The resolver core: bytes -> summaries -> index -> resolution.
        .target(name: "DIScanner"),
        .target(name: "DIIndex", dependencies: ["DIScanner"]),
        .target(name: "DIResolver", dependencies: ["DIIndex", "DIScanner"]),
        .target(name: "DIAnalysis", dependencies: ["DIResolver", "DIIndex", "DIScanner"]),
        .target(name: "DIGenerator", dependencies: ["DIResolver", "DIIndex", "DIScanner"]),
        // Reads Needle's generated files and compares their choices with a resolution (needle-oracle, migrate).
        .target(name: "DINeedleOracle", dependencies: ["DIResolver"]),

        // Edges: protocol types, disk, a workspace read from disk, renderers, the server.
        .target(name: "DIProtocol"),
        .target(name: "DIFileSystem"),
        .target(name: "DIWorkspace", dependencies: ["DIFileSystem", "DIAnalysis", "DIResolver", "DIIndex", "DIScanner"]),
        .target(name: "DIReporting", dependencies: ["DIAnalysis", "DIResolver", "DIIndex", "DIScanner"]),
        // Plans `di-gen migrate needle`: pure, from the repository's files to edits, units and the configuration.
        .target(name: "DIMigration", dependencies: ["DIGenerator", "DIWorkspace", "DIFileSystem", "DIScanner"]),
        .target(
            name: "DIServer",
            dependencies: ["DIProtocol", "DIAnalysis", "DIGenerator", "DIReporting", "DIResolver", "DIIndex", "DIScanner", "DIWorkspace", "DIFileSystem"]),

        // What both command-line tools share: the option table and its usage text, the workspace a command names.
        .target(name: "DICommandLine", dependencies: ["DIReporting", "DIWorkspace", "DIFileSystem", "DIAnalysis", "DIResolver", "DIIndex"]),

        // Thin mains.
        .executableTarget(
            name: "di-lsp",
            dependencies: ["DICommandLine", "DIServer", "DIReporting", "DIWorkspace", "DIFileSystem", "DIAnalysis"]),
        .executableTarget(
            name: "di-gen",
            dependencies: [
                "DICommandLine", "DIGenerator", "DIMigration", "DINeedleOracle", "DIReporting", "DIWorkspace", "DIFileSystem", "DIAnalysis", "DIResolver", "DIIndex",
            ]),

        // SwiftPM plugins (Plugins/): di-gen as a build step, di-lsp --check as a package command.
        .plugin(name: "DIGeneratePlugin", capability: .buildTool(), dependencies: ["di-gen"]),
        .plugin(
            name: "DICheckPlugin",
            capability: .command(
                intent: .custom(verb: "di-check", description: "Check the package's dependency-injection graph with di-lsp --check")),
            dependencies: ["di-lsp"]),

        // Benchmarks (release-built; figures in docs/PERFORMANCE.md).
        .executableTarget(name: "scanner-benchmark", dependencies: ["DIScanner"], path: "Benchmarks/ScannerBenchmark"),
        .target(name: "WorkspaceShapes", path: "Benchmarks/WorkspaceShapes"),
        .executableTarget(name: "workspace-generator", dependencies: ["WorkspaceShapes"], path: "Benchmarks/WorkspaceGenerator"),
        .executableTarget(name: "server-benchmark", dependencies: ["DIProtocol"], path: "Benchmarks/ServerBenchmark"),
        .executableTarget(
            name: "check-phases", dependencies: ["DIAnalysis", "DIWorkspace", "DIFileSystem", "DIIndex", "DIReporting", "DIResolver"],
            path: "Benchmarks/CheckPhases"),
        .executableTarget(
            name: "update-latency", dependencies: ["DIAnalysis", "DIWorkspace", "DIFileSystem", "DIIndex", "DIResolver"], path: "Benchmarks/UpdateLatency"),
        .executableTarget(
            name: "navigation-latency", dependencies: ["DIAnalysis", "DIWorkspace", "DIFileSystem", "DIIndex", "DIResolver", "DIScanner"], path: "Benchmarks/NavigationLatency"),

        // Every Swinject resolve with its verdict, for the differential test against Swinject (Tools/SwinjectDifferential).
        .executableTarget(
            name: "swinject-sites", dependencies: ["DIAnalysis", "DIWorkspace", "DIFileSystem", "DIIndex", "DIResolver", "DIScanner"],
            path: "Tools/SwinjectSites"),
        // Proves the scanner reads Swift as the compiler does (docs/SCANNER-ORACLE.md).
        .executableTarget(name: "scanner-oracle", dependencies: ["DIScanner"], path: "Tools/ScannerOracle"),
        .testTarget(name: "ScannerOracleTests", dependencies: ["scanner-oracle"]),
        // Compares resolution with Needle's committed generated files (Tools/NeedleOracle/README.md).
        .executableTarget(
            name: "needle-oracle", dependencies: ["DINeedleOracle", "DIAnalysis", "DIWorkspace", "DIFileSystem", "DIIndex", "DIResolver", "DIScanner"],
            path: "Tools/NeedleOracle", exclude: ["README.md"]),
        .testTarget(name: "NeedleOracleTests", dependencies: ["DINeedleOracle"]),
        .executableTarget(name: "runtime-benchmark", dependencies: ["DIRuntime"], path: "Benchmarks/RuntimeBenchmark"),

        // Fuzzing (docs/RELIABILITY.md): the in-process half of the scanner/analysis fuzzer, driven by Tools/Fuzz/fuzz.py.
        .executableTarget(
            name: "analysis-fuzzer", dependencies: ["DIAnalysis", "DIGenerator", "DIReporting", "DIWorkspace", "DIFileSystem", "DIIndex", "DIScanner", "DIResolver"],
            path: "Tools/AnalysisFuzzer"),

        // Tests: one target per module, named for what it tests.
        .target(name: "DITestSupport", dependencies: ["DIScanner", "DIIndex", "DIAnalysis", "DIResolver"], path: "Sources/DITestSupport"),
        .testTarget(name: "DIScannerTests", dependencies: ["DIScanner"]),
        .testTarget(name: "DIResolverTests", dependencies: ["DIScanner", "DIIndex", "DIResolver", "DIAnalysis", "DITestSupport"]),
        .testTarget(name: "DIAnalysisTests", dependencies: ["DIScanner", "DIIndex", "DIResolver", "DIAnalysis", "DIGenerator", "DIReporting", "DITestSupport"]),
        .testTarget(name: "DIGeneratorTests", dependencies: ["DIScanner", "DIIndex", "DIResolver", "DIAnalysis", "DIGenerator", "DIFileSystem", "DIWorkspace", "DIReporting", "DITestSupport", "WorkspaceShapes"]),
        .testTarget(name: "DIRuntimeTests", dependencies: ["DIRuntime"]),
        .testTarget(name: "DIRuntimeTestingTests", dependencies: ["DIRuntime", "DIRuntimeTesting"]),
        .testTarget(name: "DIProtocolTests", dependencies: ["DIProtocol", "DITestSupport"]),
        .testTarget(name: "DIFileSystemTests", dependencies: ["DIIndex", "DIAnalysis", "DIGenerator", "DIFileSystem", "DIWorkspace", "DIReporting", "DITestSupport", "DIResolver"]),
        .testTarget(name: "DIWorkspaceTests", dependencies: ["DIScanner", "DIIndex", "DIAnalysis", "DIFileSystem", "DIWorkspace", "DIReporting", "DIResolver", "DITestSupport"]),
        .testTarget(name: "DIReportingTests", dependencies: ["DIResolver", "DIAnalysis", "DIWorkspace", "DIReporting", "DITestSupport"]),
        .testTarget(name: "DICommandLineTests", dependencies: ["DICommandLine"]),
        .testTarget(name: "DIMigrationTests", dependencies: ["DIMigration", "DIWorkspace", "DIFileSystem"]),
        .testTarget(name: "DIServerTests", dependencies: ["DIScanner", "DIProtocol", "DIFileSystem", "DIServer", "DITestSupport"]),
        // di-lsp and di-gen as commands: usage, exit statuses, what they write.
        .testTarget(name: "ToolTests", dependencies: ["DITestSupport"]),
        // The module layout and its invariants (docs/ARCHITECTURE.md), checked against the code.
        .testTarget(name: "ArchitectureTests"),
    ],
    swiftLanguageModes: [.v6]
)

// Members of a type are visible only in files that import the module declaring them (SE-0444), so every module
// edge is written where it is used (`Tests/ArchitectureTests` checks them against the dependencies above).
#if compiler(>=6.1)
for target in package.targets where target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
#endif
