import DIAnalysis
import DIFileSystem
import DIReporting
import DIResolver
import DIWorkspace
import Foundation
import XCTest

/// `.di-lsp.json`: every field reaches the value tools use, and every kind of broken file gives the
/// defaults and exactly one problem, pointed at the offending key when there is one.
final class ConfigurationTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "di-lsp-configuration-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func load(_ text: String) -> (configuration: WorkspaceConfiguration, problems: [ConfigurationProblem]) {
        _ = FileManager.default.createFile(atPath: root + "/.di-lsp.json", contents: Data(text.utf8))
        return loadWorkspaceConfiguration(root: root)
    }

    func testNoFileGivesTheDefaultsAndNoProblem() {
        let (configuration, problems) = loadWorkspaceConfiguration(root: root)
        XCTAssertEqual(configuration, WorkspaceConfiguration(root: root))
        XCTAssertEqual(problems, [])
    }

    func testEveryFieldIsRead() {
        let (configuration, problems) = load("""
            {
              "include": ["Sources"],
              "exclude": ["Sources/Legacy/"],
              "generatedFile": "Sources/App/GeneratedProviders.swift",
              "componentBaseClasses": ["ScreenComponent"],
              "rootBaseClasses": ["AppRootComponent"],
              "severity": {"shadowed-provider": "off", "conditional-dependency": "warning"}
            }
            """)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(configuration.include, ["Sources"])
        XCTAssertEqual(configuration.exclude, ["Sources/Legacy/"])
        XCTAssertEqual(configuration.generatedFilePath, root + "/Sources/App/GeneratedProviders.swift")
        XCTAssertEqual(configuration.analysis.graph.componentBaseClasses, ["Component", "ScreenComponent"])
        XCTAssertEqual(configuration.analysis.graph.rootBaseClasses, ["BootstrapComponent", "AppRootComponent"])
        XCTAssertEqual(configuration.analysis.overrides, [.shadowedProvider: .off, .conditionalDependency: .warning])
    }

    func testAUnitKeepsNeedlesExclusions() {
        let (configuration, problems) = load("""
            {"units": [{"name": "App", "include": ["Projects"], "excludeContaining": ["/Demo"], "excludeSuffixes": ["Tests"],
                        "generatedFile": "Projects/App/Sources/NeedleGenerated.swift"}]}
            """)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(configuration.units.first?.files.excludeContaining, ["/Demo"])
        XCTAssertEqual(configuration.units.first?.files.excludeSuffixes, ["Tests"])
        XCTAssertEqual(configuration.units.first?.includesEverything, false)
        XCTAssertEqual(load(#"{"units": [{"name": "App", "excludeSuffixes": "Tests"}]}"#).problems.map(\.message),
                       [#""excludeSuffixes" must be an array of non-empty strings; using the defaults"#])
    }

    /// `generatedParts` at the top level is every unit's, unless a unit says its own; out of range, the defaults.
    func testGeneratedPartsAreReadAtTheTopLevelAndPerUnit() {
        let (configuration, problems) = load("""
            {"generatedParts": 4, "units": [{"name": "App", "generatedFile": "App/Generated.swift"},
                                            {"name": "Widget", "generatedFile": "Widget/Generated.swift", "generatedParts": 0}]}
            """)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(configuration.units.map(\.generatedParts), [4, 0])
        XCTAssertEqual(load(#"{"generatedFile": "G.swift", "generatedParts": 2}"#).configuration.effectiveUnits.map(\.generatedParts), [2])
        XCTAssertEqual(load(#"{"generatedParts": 257}"#).problems.map(\.message),
                       [#""generatedParts" must be a whole number from 0 to 256, such as 8; using the defaults"#])
        XCTAssertEqual(load(#"{"units": [{"name": "App", "generatedParts": true}]}"#).problems.count, 1)
    }

    func testIncludeAndExcludeArePathPrefixesRelativeToTheRoot() {
        let configuration = WorkspaceConfiguration(root: root, include: ["./Sources"], exclude: ["Sources/Legacy/"])
        XCTAssertTrue(configuration.contains(path: root + "/Sources/App/Feed.swift"))
        XCTAssertFalse(configuration.contains(path: root + "/Sources/Legacy/Old.swift"))
        XCTAssertTrue(configuration.contains(path: root + "/Sources/LegacyKit/Old.swift"), "a prefix is a whole path component")
        XCTAssertFalse(configuration.contains(path: root + "/Tests/AppTests/FeedTests.swift"))
        XCTAssertFalse(configuration.contains(path: "/elsewhere/Sources/App/Feed.swift"))
        XCTAssertTrue(WorkspaceConfiguration(root: root, exclude: ["Tests"]).contains(path: "/elsewhere/Tests/A.swift"))
    }

    /// Paths as a walk gives them (relative to the current folder, with `./`, `..` or doubled slashes) are
    /// judged as their absolute, standard form is.
    func testPathsAreJudgedInTheirAbsoluteStandardForm() throws {
        let folder = FileManager.default.currentDirectoryPath
        let configuration = WorkspaceConfiguration(root: folder + "/Work/..//Work/", exclude: ["Sources/Legacy"])
        let scope = configuration.files.scope
        for path in ["Work/Sources/Legacy/Old.swift", "./Work/Sources/Legacy/Old.swift", "Work/Sources/App/../Legacy/Old.swift",
            folder + "/Work//Sources/./Legacy/Old.swift", folder + "/Work/Sources/Legacy/Old.swift"] {
            XCTAssertFalse(configuration.contains(path: path), path)
            XCTAssertFalse(scope.contains(path: path), path)
        }
        for path in ["Work/Sources/App/Feed.swift", "./Work/Sources/App/Feed.swift", "Work/Sources/Legacy/../App/Feed.swift",
            "Sources/Legacy/Old.swift", folder + "/Work/Sources/LegacyKit/Old.swift"] {
            XCTAssertTrue(scope.contains(path: path), path)
        }
        XCTAssertTrue(scope.excludes(folder: "./Work/Sources/Legacy"))
        XCTAssertTrue(scope.excludes(folder: folder + "/Work/Sources/Legacy/Deeper"))
        XCTAssertFalse(scope.excludes(folder: "Work/Sources"))
    }

    func testInvalidJSONIsOneProblemAtTheStart() {
        let (configuration, problems) = load("{\"exclude\": [")
        XCTAssertEqual(configuration, WorkspaceConfiguration(root: root))
        XCTAssertEqual(problems.count, 1)
        XCTAssertEqual(problems.first.map { [$0.line, $0.column] }, [1, 1])
        XCTAssertEqual(problems.first?.path, root + "/.di-lsp.json")
        XCTAssertTrue(problems.first?.message.hasPrefix(".di-lsp.json is not valid JSON") ?? false, "\(problems)")
    }

    func testAnUnknownKeyIsReportedAtItsLine() {
        let (configuration, problems) = load("{\n  \"exclude\": [\"Tests\"],\n  \"excluded\": [\"Tests\"]\n}\n")
        XCTAssertEqual(configuration.exclude, [], "a broken file applies nothing of itself")
        XCTAssertEqual(problems.map { "\($0.line):\($0.column) \($0.message.prefix(20))" }, ["3:3 unknown key \"exclude"])
    }

    func testWrongTypesUnknownCodesAndSeveritiesAreProblems() {
        let cases: [(String, String)] = [
            ("[]", "must hold a JSON object"),
            ("{\"include\": \"Sources\"}", "\"include\" must be an array of non-empty strings"),
            ("{\"componentBaseClasses\": [1]}", "\"componentBaseClasses\" must be an array"),
            ("{\"generatedFile\": 3}", "\"generatedFile\" must be a path string"),
            ("{\"exclude\": [\"/abs\"]}", "\"/abs\" must be relative"),
            ("{\"severity\": {\"missing-dependancy\": \"off\"}}", "unknown diagnostic code \"missing-dependancy\""),
            ("{\"severity\": {\"missing-dependency\": \"loud\"}}", "the severity of \"missing-dependency\" must be"),
            ("{\"severity\": [\"off\"]}", "\"severity\" must be an object"),
        ]
        for (text, expected) in cases {
            let (configuration, problems) = load(text)
            XCTAssertEqual(configuration, WorkspaceConfiguration(root: root), text)
            XCTAssertEqual(problems.count, 1, text)
            XCTAssertTrue(problems.first?.message.contains(expected) ?? false, "\(text): \(problems)")
            XCTAssertTrue(problems.first?.message.hasSuffix("; using the defaults") ?? false, text)
        }
    }

    /// Without a configuration above it, a file is its own folder's workspace: never the one the command runs in.
    func testTheRootIsTheFirstPathWhenItIsADirectoryElseItsFolder() {
        XCTAssertEqual(workspaceRoot(forPaths: []), ".")
        XCTAssertEqual(workspaceRoot(forPaths: [root, "elsewhere"]), root)
        XCTAssertEqual(workspaceRoot(forPaths: [root + "/missing.swift"]), root)
        XCTAssertEqual(workspaceRoot(forPaths: ["missing.swift"]), ".")
    }
}
