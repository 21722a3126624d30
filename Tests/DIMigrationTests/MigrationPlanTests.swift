@testable import DIMigration
import Foundation
import XCTest

/// Each place a Needle app runs its generator, and what the plan makes of it. Repositories are dictionaries;
/// Needle's generated files only need what marks them (`needleDependenciesHash` below `import NeedleFoundation`).
final class MigrationPlanTests: XCTestCase {
    private let needleFile = "import NeedleFoundation\n\nprivate let needleDependenciesHash : String? = nil\n"

    private func plan(_ files: [String: String], runtime: RuntimePackage? = nil) -> MigrationPlan {
        let contents = files.mapValues { Array($0.utf8) }
        return MigrationPlan(Repository(files: Array(files.keys)) { contents[$0] }, runtime: runtime)
    }

    private func edited(_ plan: MigrationPlan, _ path: String) -> String? {
        plan.edits.first { $0.path == path }.map { String(decoding: $0.new, as: UTF8.self) }
    }

    /// Xcode runs a build phase's script in the project's folder: the output's tail finds the Needle file, which
    /// fixes that folder, and `../` is read from there. Excludes become the unit's own.
    func testAShellScriptWithExcludesBecomesAUnitAndAStepThatFailsWithoutDiGen() throws {
        let plan = plan([
            "Projects/App/Sources/Application/NeedleGenerated.swift": needleFile,
            "Projects/App/Sources/Application/AppComponent.swift": "import NeedleFoundation\n",
            "Projects/Feature/Sources/Feed.swift": "@testable import NeedleFoundation\nimport UIKit\n",
            "Scripts/NeedleRunScript.sh": """
                #!/bin/sh
                if which needle > /dev/null; then
                \tneedle generate Sources/Application/NeedleGenerated.swift ../ --exclude-paths /Demo AppExtension/ --exclude-suffixes Tests Mocks
                else
                \techo "warning: Needle not installed, download from https://github.com/uber/needle using Homebrew"
                fi

                """,
        ])
        XCTAssertEqual(plan.units, [MigratedUnit(
            name: "App", generatedFile: "Projects/App/Sources/Application/NeedleGenerated.swift", include: ["Projects"],
            excludeContaining: ["/Demo", "AppExtension/"], excludeSuffixes: ["Tests", "Mocks"], sources: ["Scripts/NeedleRunScript.sh:3"])])
        XCTAssertEqual(edited(plan, "Scripts/NeedleRunScript.sh"), """
            #!/bin/sh
            if command -v di-gen > /dev/null; then
            \tdi-gen generate --output Sources/Application/NeedleGenerated.swift
            else
            \techo "error: di-gen not found: install it (make install in a di-lsp checkout) or put it on PATH"; exit 1
            fi

            """)
        XCTAssertEqual(edited(plan, "Projects/Feature/Sources/Feed.swift"), "@testable import DIRuntime\nimport UIKit\n")
        XCTAssertNil(edited(plan, "Projects/App/Sources/Application/NeedleGenerated.swift"), "Needle's own file is replaced by generating")
        XCTAssertEqual(edited(plan, ".di-lsp.json"), """
            {
              "units": [
                {"name": "App", "include": ["Projects"], "excludeContaining": ["/Demo", "AppExtension/"], "excludeSuffixes": ["Tests", "Mocks"], "generatedFile": "Projects/App/Sources/Application/NeedleGenerated.swift"}
              ]
            }

            """)
    }

    /// An Xcode project holds the script in an escaped string; the rewrite keeps its escapes, and a commented-out
    /// command is left alone.
    func testAnXcodeRunScriptPhaseIsRewrittenInsideItsEscapedString() {
        let project = #"""
                    DA01 /* Needle */ = {
                        isa = PBXShellScriptBuildPhase;
                        alwaysOutOfDate = 1;
                        inputFileListPaths = (
                        );
                        name = Needle;
                        shellScript = "export PATH=\"$PATH:/opt/homebrew/bin\"\nif which needle; then\n  needle generate \"$SRCROOT/App/NeedleGenerated.swift\" \"$SRCROOT\"\nelse\n  echo \"warning: Needle not installed\"\nfi\n";
                    };
                    shellScript = "# needle generate Demo/NeedleGenerated.swift .\n";

            """#
        let plan = plan(["App.xcodeproj/project.pbxproj": project, "App/NeedleGenerated.swift": needleFile])
        XCTAssertEqual(plan.units.map(\.generatedFile), ["App/NeedleGenerated.swift"])
        XCTAssertEqual(plan.units.first?.include, [])
        // The phase declares the lists the step writes and runs on dependency analysis.
        XCTAssertEqual(edited(plan, "App.xcodeproj/project.pbxproj"), #"""
                    DA01 /* Needle */ = {
                        isa = PBXShellScriptBuildPhase;
                        outputFileListPaths = (
                            "$(SRCROOT)/DIGen/App-NeedleGenerated.outputs.xcfilelist",
                        );
                        inputFileListPaths = (
                            "$(SRCROOT)/DIGen/App-NeedleGenerated.inputs.xcfilelist",
                        );
                        name = Needle;
                        shellScript = "export PATH=\"$PATH:/opt/homebrew/bin\"\nif command -v di-gen; then\n  di-gen generate --output \"$SRCROOT/App/NeedleGenerated.swift\" --input-file-list \"${SRCROOT:-.}/DIGen/App-NeedleGenerated.inputs.xcfilelist\" --output-file-list \"${SRCROOT:-.}/DIGen/App-NeedleGenerated.outputs.xcfilelist\"\nelse\n  echo \"error: di-gen not found: install it (make install in a di-lsp checkout) or put it on PATH\"; exit 1\nfi\n";
                    };
                    shellScript = "# needle generate Demo/NeedleGenerated.swift .\n";

            """#)
        XCTAssertEqual(plan.units.first?.fileLists, .init(
            folder: "", inputs: "DIGen/App-NeedleGenerated.inputs.xcfilelist", outputs: "DIGen/App-NeedleGenerated.outputs.xcfilelist"))
        XCTAssertEqual(plan.manualSteps, [])
    }

    /// Tuist helpers write the script in a Swift string, one-line or multi-line (with `\` continuing a line).
    func testTuistHelpersInOneLineAndMultiLineStrings() {
        let oneLine = """
            let script = TargetScript.pre(
                script: "export PATH=$PATH:/opt/homebrew/bin; needle generate $SRCROOT/Sources/DI/NeedleGenerated.swift $SRCROOT/../../Projects/",
                name: "Needle")

            """
        let multiLine = #"""
            let script = """
                  export SOURCEKIT_LOGGING=0 && needle generate "${SRCROOT}/Sources/NeedleGenerated.swift" \
                    "${SRCROOT}/../Features" --pluginized
                  """

            """#
        let plan = plan([
            "Tuist/ProjectDescriptionHelpers/Project+Templates.swift": oneLine,
            "Tuist/ProjectDescriptionHelpers/Demo+Script.swift": multiLine,
            "Projects/App/Sources/DI/NeedleGenerated.swift": needleFile, "Projects/App/Sources/App.swift": "",
            "Projects/Kit/Sources/NeedleGenerated.swift": needleFile, "Projects/Features/Feed.swift": "",
        ])
        XCTAssertEqual(plan.units.map(\.include), [["Projects"], ["Projects/Features"]])
        XCTAssertEqual(plan.units.map(\.name), ["App", "Kit"])
        XCTAssertTrue(edited(plan, "Tuist/ProjectDescriptionHelpers/Project+Templates.swift")!.contains(
            #"script: "export PATH=$PATH:/opt/homebrew/bin; di-gen generate --output $SRCROOT/Sources/DI/NeedleGenerated.swift"#
                + #" --input-file-list \"${SRCROOT:-.}/DIGen/Sources-DI-NeedleGenerated.inputs.xcfilelist\""#
                + #" --output-file-list \"${SRCROOT:-.}/DIGen/Sources-DI-NeedleGenerated.outputs.xcfilelist\"","#))
        XCTAssertTrue(edited(plan, "Tuist/ProjectDescriptionHelpers/Demo+Script.swift")!.contains(
            #"export SOURCEKIT_LOGGING=0 && di-gen generate --output "${SRCROOT}/Sources/NeedleGenerated.swift""#
                + #" --input-file-list "${SRCROOT:-.}/DIGen/Sources-NeedleGenerated.inputs.xcfilelist""#
                + #" --output-file-list "${SRCROOT:-.}/DIGen/Sources-NeedleGenerated.outputs.xcfilelist""# + "\n      \"\"\""))
        XCTAssertTrue(plan.manualSteps.allSatisfy { $0.contains("declare the step's lists in its TargetScript") }, "\(plan.manualSteps)")
    }

    /// XcodeGen's `project.yml` and a Makefile at the root; two commands writing one file alike are one unit.
    func testXcodeGenAndAMakefileAtTheRootAndTwoUnits() {
        let plan = plan([
            "project.yml": "targets:\n  App:\n    preBuildScripts:\n      - script: |\n          needle generate ${SOURCE_ROOT}/App/NeedleGenerated.swift ${SOURCE_ROOT}/App\n",
            "Makefile": "generate:\n\tneedle generate App/NeedleGenerated.swift App\n\tneedle generate Widget/NeedleGenerated.swift Widget Shared\n",
            "App/NeedleGenerated.swift": needleFile, "Widget/NeedleGenerated.swift": needleFile, "Shared/Store.swift": "",
        ])
        XCTAssertEqual(plan.units.map(\.name), ["App", "Widget"])
        XCTAssertEqual(plan.units.map(\.include), [["App"], ["Shared", "Widget"]])
        XCTAssertEqual(plan.units.first?.sources, ["Makefile:2", "project.yml:5"])
        XCTAssertEqual(edited(plan, "Makefile"),
            "generate:\n\tdi-gen generate --output App/NeedleGenerated.swift\n\tdi-gen generate --output Widget/NeedleGenerated.swift\n")
    }

    /// What the command cannot do is a manual step with its place; an output it cannot find is one too, and
    /// that command is left as it was.
    func testWhatCannotBeChangedIsListedWithItsPlace() {
        let plan = plan([
            "Podfile": "target 'App' do\n  pod 'NeedleFoundation'\nend\n",
            "Cartfile": "github \"uber/needle\" ~> 0.24\n",
            ".github/workflows/ci.yml": "steps:\n  - run: brew install needle\n",
            "Scripts/needle.sh": "needle generate ${FILE_PATH}/NeedleGenerated.swift Somewhere/ --header-doc Header.txt\n",
            "Package.swift": ".package(url: \"https://github.com/uber/needle.git\", from: \"0.24.0\"),\n",
            "App/NeedleGenerated.swift": needleFile,
            "App/Root.swift": "import NeedleFoundation\n",
            "Other/Feature.swift": "import NeedleFoundation\n",
            "Makefile": "generate:\n\tneedle generate App/NeedleGenerated.swift App --header-doc Header.txt\n",
        ])
        XCTAssertEqual(plan.manualSteps, [
            ".github/workflows/ci.yml:2: install di-gen instead of Needle here (build it from a di-lsp checkout: make install PREFIX=...)",
            "Cartfile:1: remove Needle from Cartfile and add DIRuntime as a Swift package (DIRuntime is not published to CocoaPods, Carthage or Mint)",
            "Makefile:2: Needle's --header-doc Header.txt has no di-gen counterpart and was dropped (di-gen works out imports itself)",
            // The command it cannot make a unit for stays, and so does the import of a file no unit reads.
            "Other/Feature.swift:1: still names Needle (no unit reads this file, so it stays on Needle): import NeedleFoundation",
            "Package.swift:1: point this dependency on Needle at DIRuntime's package (run again with --runtime-package URL-or-PATH to have it done)",
            "Podfile:2: remove Needle from Podfile and add DIRuntime as a Swift package (DIRuntime is not published to CocoaPods, Carthage or Mint)",
            "Scripts/needle.sh:1: this `needle generate` command could not be turned into a unit: its folder Somewhere/, from App, is not a "
                + "folder of the repository; it is left as it is (Needle still runs there): add a unit to .di-lsp.json by hand, then rewrite it",
        ])
        XCTAssertNil(edited(plan, "Scripts/needle.sh"))
        XCTAssertNil(edited(plan, "Other/Feature.swift"))
        XCTAssertEqual(edited(plan, "App/Root.swift"), "import DIRuntime\n")
    }

    /// No `needle generate` found (Needle run by hand or by the repository's own tool): nothing changes, and each
    /// Needle-generated file is listed, since Needle still owns it.
    func testWithoutAUnitNothingChangesAndNeedlesFilesAreListed() {
        let plan = plan([
            "App/NeedleGenerated.swift": needleFile,
            "App/Root.swift": "import NeedleFoundation\nfinal class Root: NeedleFoundation.BootstrapComponent {}\n",
            "Package.swift": ".product(name: \"NeedleFoundation\", package: \"needle\"),\n",
        ])
        XCTAssertEqual(plan.edits.map(\.path), [])
        XCTAssertEqual(plan.unreplacedNeedleFiles, ["App/NeedleGenerated.swift"])
        XCTAssertEqual(plan.manualSteps.count, 4, "\(plan.manualSteps)")
        XCTAssertTrue(plan.manualSteps.contains { $0.hasPrefix("App/NeedleGenerated.swift: Needle's generated file, which no unit replaces") })
    }

    /// A file it cannot read is a manual step, never passed over in silence.
    func testAFileItCannotReadIsListed() {
        let plan = MigrationPlan(Repository(files: ["Scripts/needle.sh", "App/Root.swift"]) { path in
            path == "App/Root.swift" ? Array("import NeedleFoundation\n".utf8) : nil
        }, runtime: nil)
        // No unit replaces Needle: the import stays, and is listed.
        XCTAssertEqual(plan.manualSteps, [
            "App/Root.swift:1: still names Needle (no unit replaces Needle, so it stays): import NeedleFoundation",
            "Scripts/needle.sh: not read (unreadable, or larger than 4 MiB); check it for Needle by hand",
        ])
        XCTAssertEqual(plan.edits.map(\.path), [])
    }

    /// With `--runtime-package`, SwiftPM's and Tuist's declarations of Needle's package point at DIRuntime's.
    func testManifestsPointAtTheRuntimePackage() {
        let plan = plan([
            "App/NeedleGenerated.swift": needleFile,
            "Makefile": "generate:\n\tneedle generate App/NeedleGenerated.swift App\n",
            "Package.swift": """
                dependencies: [
                    .package(url: "https://github.com/uber/needle.git", .upToNextMajor(from: "0.24.0")),
                ],
                .product(name: "NeedleFoundation", package: "needle"),

                """,
            "Tuist/Dependencies.swift": """
                .remote(url: "https://github.com/uber/needle.git",
                        requirement: .upToNextMajor(from: "0.19.0")),

                """,
            "Tuist/ProjectDescriptionHelpers/Dependency.swift": "static let needle = TargetDependency.external(name: \"NeedleFoundation\")\n",
            "Tuist/ProjectDescriptionHelpers/Remote.swift": "    case .needle:\n      return .remote(url: \"\\(github)/uber/needle.git\", requirement: .upToNextMajor(from: \"0.18.1\"))\n",
            "Projects/Kit/Tuist/Dependencies.swift": """
                [
                    .remote(
                        url: "https://github.com/uber/needle.git",
                        requirement: .upToNextMajor(from: "0.24.0")
                    ),
                ]

                """,
        ], runtime: RuntimePackage(location: "https://example.com/tools/DI-LSP.git", version: "0.1.0"))
        XCTAssertEqual(plan.manualSteps, [])
        XCTAssertEqual(edited(plan, "Package.swift"), """
            dependencies: [
                .package(url: "https://example.com/tools/DI-LSP.git", from: "0.1.0"),
            ],
            .product(name: "DIRuntime", package: "di-lsp"),

            """)
        XCTAssertEqual(edited(plan, "Tuist/Dependencies.swift"),
            ".remote(url: \"https://example.com/tools/DI-LSP.git\", requirement: .upToNextMajor(from: \"0.1.0\")),\n")
        XCTAssertEqual(edited(plan, "Projects/Kit/Tuist/Dependencies.swift"), """
            [
                .remote(url: "https://example.com/tools/DI-LSP.git", requirement: .upToNextMajor(from: "0.1.0")),
            ]

            """)
        XCTAssertEqual(edited(plan, "Tuist/ProjectDescriptionHelpers/Remote.swift"),
            "    case .needle:\n      return .remote(url: \"https://example.com/tools/DI-LSP.git\", requirement: .upToNextMajor(from: \"0.1.0\"))\n")
        XCTAssertEqual(edited(plan, "Tuist/ProjectDescriptionHelpers/Dependency.swift"),
            "static let needle = TargetDependency.external(name: \"DIRuntime\")\n")
    }

    /// A second run over the migrated files finds nothing to do, and an existing `.di-lsp.json` gains only the
    /// units it lacks, keeping its other keys.
    func testASecondRunChangesNothingAndAnExistingConfigurationIsKept() {
        var files = [
            "Scripts/run.sh": "needle generate App/NeedleGenerated.swift App\n",
            "App/NeedleGenerated.swift": needleFile, "App/Root.swift": "import NeedleFoundation\n",
            ".di-lsp.json": #"{"severity": {"shadowed-provider": "off"}}"#,
        ]
        let first = plan(files)
        XCTAssertEqual(edited(first, ".di-lsp.json"), """
            {
              "severity": {"shadowed-provider": "off"},
              "units": [
                {"name": "App", "include": ["App"], "generatedFile": "App/NeedleGenerated.swift"}
              ]
            }

            """)
        for edit in first.edits { files[edit.path] = String(decoding: edit.new, as: UTF8.self) }
        files["App/NeedleGenerated.swift"] = "// Generated by di-gen 0.1.0. Do not edit: run `di-gen generate` to update it.\n"
        let second = plan(files)
        XCTAssertTrue(second.isEmpty, "\(second.edits.map(\.path))")
        XCTAssertEqual(second.commandCount, 0)
    }

    /// Windows line breaks and a byte order mark: matched like any other file, kept byte for byte. A Makefile's
    /// excludes are `Tests`, not `Tests\r`; a file that mixes both breaks is read too.
    func testLineBreaksAndAByteOrderMarkAreKept() {
        let bom = "\u{FEFF}"
        let plan = plan([
            "App/NeedleGenerated.swift": needleFile,
            "App/Root.swift": bom + "import UIKit\r\nimport NeedleFoundation\r\n\r\nfinal class Root {}\r\n",
            "App/Mixed.swift": "import NeedleFoundation\r\nimport UIKit\n",
            "Makefile": "generate:\r\n\tneedle generate App/NeedleGenerated.swift App --exclude-suffixes Tests\r\n",
        ])
        XCTAssertEqual(plan.units.first?.excludeSuffixes, ["Tests"])
        XCTAssertEqual(edited(plan, "App/Root.swift"), bom + "import UIKit\r\nimport DIRuntime\r\n\r\nfinal class Root {}\r\n")
        XCTAssertEqual(edited(plan, "App/Mixed.swift"), "import DIRuntime\r\nimport UIKit\n")
        XCTAssertEqual(edited(plan, "Makefile"), "generate:\r\n\tdi-gen generate --output App/NeedleGenerated.swift\r\n")
        XCTAssertEqual(plan.manualSteps, [])
    }

    /// RIBs apps write Needle's types qualified with the module; a Tuist plugin's helpers declare the product.
    func testQualifiedNamesAndTuistPluginHelpersMoveOver() {
        let plan = plan([
            "App/NeedleGenerated.swift": needleFile,
            "App/Root.swift": "import NeedleFoundation\nprotocol FeedDependency: NeedleFoundation.Dependency {}\n"
                + "final class Feed: NeedleFoundation.Component<FeedDependency> {} // MyNeedleFoundation.X stays\n",
            "App/Tests.swift": "@testable import NeedleFoundationTest\nlet p = NeedleFoundationTest.MockPath.self\n",
            "Makefile": "generate:\n\tneedle generate App/NeedleGenerated.swift App\n",
            "Plugin/Helpers/ProjectDescriptionHelpers/Dependency+Needle.swift": "let needle = TargetDependency.external(name: \"NeedleFoundation\")\n",
        ])
        XCTAssertEqual(edited(plan, "App/Root.swift"), "import DIRuntime\nprotocol FeedDependency: DIRuntime.Dependency {}\n"
            + "final class Feed: DIRuntime.Component<FeedDependency> {} // MyNeedleFoundation.X stays\n")
        XCTAssertEqual(edited(plan, "App/Tests.swift"), "@testable import DIRuntimeTesting\nlet p = DIRuntimeTesting.MockPath.self\n")
        XCTAssertEqual(edited(plan, "Plugin/Helpers/ProjectDescriptionHelpers/Dependency+Needle.swift"),
            "let needle = TargetDependency.external(name: \"DIRuntime\")\n")
        XCTAssertEqual(plan.manualSteps, [])
    }

    /// Needle's files before 0.15 (no `needleDependenciesHash`), with a custom header, or importing NeedleFoundation
    /// with an attribute, are Needle's; an app file calling `registerProviderFactories()` is not.
    func testEveryVersionOfNeedlesFileIsRecognised() {
        let old = "//  Copyright 2020\n\nimport NeedleFoundation\nimport UIKit\n\npublic func registerProviderFactories() {\n"
            + "    __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: \"^->Root\") { _ in EmptyDependencyProvider() }\n}\n"
        let attributed = "\n\n@preconcurrency import NeedleFoundation\n\nprivate let needleDependenciesHash : String? = nil\n"
        let appFile = "import NeedleFoundation\n\nfunc start() { registerProviderFactories() }\n"
        for needle in [old, attributed] {
            let plan = plan(["A/NeedleGenerated.swift": needle, "A/Main.swift": appFile, "run.sh": "needle generate A/NeedleGenerated.swift A\n"])
            XCTAssertEqual(plan.units.map(\.generatedFile), ["A/NeedleGenerated.swift"])
            XCTAssertEqual(edited(plan, "A/Main.swift"), "import DIRuntime\n\nfunc start() { registerProviderFactories() }\n")
            XCTAssertNil(edited(plan, "A/NeedleGenerated.swift"), "replaced by generate, not rewritten")
        }
        let none = plan(["A/Main.swift": appFile, "run.sh": "needle generate A/Main.swift A\n"])
        XCTAssertEqual(none.units, [])
    }

    /// An Xcode project's package reference to Needle points at DIRuntime's with a URL; without one it is a manual
    /// step, and the product stays.
    func testXcodePackageReferencesToNeedleMoveOverWithAURL() {
        let project = """
            \t\tAA01 /* XCRemoteSwiftPackageReference "needle" */ = {
            \t\t\tisa = XCRemoteSwiftPackageReference;
            \t\t\trepositoryURL = "https://github.com/uber/needle.git";
            \t\t\trequirement = {
            \t\t\t\tkind = upToNextMinorVersion;
            \t\t\t\tminimumVersion = 0.24.0;
            \t\t\t};
            \t\t};
            \t\tAA02 /* NeedleFoundation */ = {
            \t\t\tisa = XCSwiftPackageProductDependency;
            \t\t\tpackage = AA01 /* XCRemoteSwiftPackageReference "needle" */;
            \t\t\tproductName = NeedleFoundation;
            \t\t};

            """
        let files = ["App.xcodeproj/project.pbxproj": project, "App/NeedleGenerated.swift": needleFile, "Makefile": "all:\n\tneedle generate App/NeedleGenerated.swift App\n"]
        let moved = plan(files, runtime: RuntimePackage(location: "https://example.com/di-lsp.git", version: "0.2.0"))
        XCTAssertEqual(edited(moved, "App.xcodeproj/project.pbxproj"), project
            .replacingOccurrences(of: "https://github.com/uber/needle.git", with: "https://example.com/di-lsp.git")
            .replacingOccurrences(of: "upToNextMinorVersion;\n\t\t\t\tminimumVersion = 0.24.0", with: "upToNextMajorVersion;\n\t\t\t\tminimumVersion = 0.2.0")
            .replacingOccurrences(of: "productName = NeedleFoundation;", with: "productName = DIRuntime;")
            .replacingOccurrences(of: "/* NeedleFoundation */", with: "/* DIRuntime */"))
        XCTAssertEqual(moved.manualSteps, [])
        let listed = plan(files)
        XCTAssertNil(edited(listed, "App.xcodeproj/project.pbxproj"))
        XCTAssertEqual(listed.manualSteps.count, 2, "\(listed.manualSteps)")
        XCTAssertTrue(listed.manualSteps[0].hasPrefix("App.xcodeproj/project.pbxproj:3: this Swift package reference is Needle's"))
        XCTAssertTrue(listed.manualSteps[1].hasPrefix("App.xcodeproj/project.pbxproj:12: still names Needle"))
    }

    /// Needle run through a variable the script sets (`needle_path=needle`, then `$needle_path generate`).
    func testNeedleCalledThroughAVariableIsACommand() {
        let plan = plan([
            "App/NeedleGenerated.swift": needleFile,
            "scripts/gen.sh": "needle_path=needle\nif which $needle_path; then :; fi\n$needle_path generate App/NeedleGenerated.swift App\n"
                + "${needle_path} generate App/NeedleGenerated.swift App\n$needle_pathx generate Other.swift App\n",
        ])
        XCTAssertEqual(plan.commandCount, 2)
        XCTAssertEqual(edited(plan, "scripts/gen.sh"), "needle_path=needle\nif which $needle_path; then :; fi\n"
            + "di-gen generate --output App/NeedleGenerated.swift\ndi-gen generate --output App/NeedleGenerated.swift\n$needle_pathx generate Other.swift App\n")
    }

    /// A Makefile names its folders through Make's variables, `$(NAME)`: one word each, standing for the folder
    /// the command runs in, as `$NAME` does.
    func testMakesVariablesAreReadAsWords() {
        let plan = plan([
            "Apps/App/NeedleGenerated.swift": needleFile,
            "Makefile": "OUT = Apps\ngen:\n\tneedle generate $(OUT)/App/NeedleGenerated.swift $(OUT)/App --exclude-suffixes Tests\n",
        ])
        XCTAssertEqual(plan.units.map(\.include), [["Apps/App"]])
        XCTAssertEqual(plan.units.map(\.excludeSuffixes), [["Tests"]])
        XCTAssertEqual(edited(plan, "Makefile"), "OUT = Apps\ngen:\n\tdi-gen generate --output $(OUT)/App/NeedleGenerated.swift\n")
    }

    /// A phase of a project in a subfolder that names its output with `../`: the path from the project's folder.
    func testAnOutputAboveTheProjectsFolderIsFollowedFromIt() {
        let phase = #"shellScript = "needle generate ../../Mod/Sources/DI/NeedleGenerated.swift ../../Mod/Sources/\n";"#
        let plan = plan(["App/X/X.xcodeproj/project.pbxproj": phase, "Mod/Sources/DI/NeedleGenerated.swift": needleFile, "Mod/Sources/A.swift": ""])
        XCTAssertEqual(plan.units.map(\.generatedFile), ["Mod/Sources/DI/NeedleGenerated.swift"])
        XCTAssertEqual(plan.units.map(\.include), [["Mod/Sources"]])
        XCTAssertEqual(plan.units.first?.fileLists?.folder, "App/X")
    }

    /// A presence test through the variable the script runs Needle with changes with its command.
    func testAPresenceTestThroughAVariableChangesWithItsCommand() {
        let plan = plan([
            "App/NeedleGenerated.swift": needleFile,
            "gen.sh": "needle_path=needle\nif which $needle_path; then\n  $needle_path generate App/NeedleGenerated.swift App\nelse\n"
                + "  echo \"warning: needle not installed\"\nfi\n",
        ])
        XCTAssertEqual(edited(plan, "gen.sh"), "needle_path=needle\nif command -v di-gen; then\n  di-gen generate --output App/NeedleGenerated.swift\nelse\n"
            + "  echo \"error: di-gen not found: install it (make install in a di-lsp checkout) or put it on PATH\"; exit 1\nfi\n")
    }

    /// Two Xcode projects whose phases run the same command: each command is its own project's unit, with its
    /// lists in its own folder.
    func testTwoProjectsWithOneScriptKeepTheirOwnUnitsAndLists() {
        let phase = #"shellScript = "needle generate App/NeedleGenerated.swift App\n";"#
        let plan = plan([
            "Final/App.xcodeproj/project.pbxproj": phase, "Final/App/NeedleGenerated.swift": needleFile,
            "Starter/App.xcodeproj/project.pbxproj": phase, "Starter/App/NeedleGenerated.swift": needleFile,
        ])
        XCTAssertEqual(plan.units.map(\.generatedFile), ["Final/App/NeedleGenerated.swift", "Starter/App/NeedleGenerated.swift"])
        XCTAssertEqual(plan.units.map(\.sources), [["Final/App.xcodeproj/project.pbxproj:1"], ["Starter/App.xcodeproj/project.pbxproj:1"]])
        XCTAssertEqual(plan.units.map { $0.fileLists?.folder }, ["Final", "Starter"])
    }

    /// A shell script that no Xcode phase names (only `make` runs it) gets no file lists.
    func testAScriptOnlyMakeRunsGetsNoFileLists() {
        let plan = plan([
            "App.xcodeproj/project.pbxproj": "/* no script phase */\n", "App/NeedleGenerated.swift": needleFile,
            "Makefile": "needle:\n\tsh Scripts/NeedleRunScript.sh\n",
            "Scripts/NeedleRunScript.sh": "needle generate App/NeedleGenerated.swift App\n",
        ])
        XCTAssertEqual(edited(plan, "Scripts/NeedleRunScript.sh"), "di-gen generate --output App/NeedleGenerated.swift\n")
        XCTAssertNil(plan.units.first?.fileLists)
    }

    /// A presence test changes only with the commands it guards: not one around a command left on Needle (said),
    /// not one that guards an install.
    func testPresenceTestsChangeOnlyWithTheCommandsTheyGuard() {
        let plan = plan([
            "App/NeedleGenerated.swift": needleFile,
            "run.sh": """
                install_needle() {
                  if ! which needle; then brew install needle; fi
                }
                if which needle; then
                  needle generate App/NeedleGenerated.swift App
                  needle generate Ci/NeedleGenerated.swift Ci
                else
                  echo "warning: Needle not installed"
                fi

                """,
        ])
        XCTAssertEqual(edited(plan, "run.sh"), """
            install_needle() {
              if ! which needle; then brew install needle; fi
            }
            if which needle; then
              di-gen generate --output App/NeedleGenerated.swift
              needle generate Ci/NeedleGenerated.swift Ci
            else
              echo "warning: Needle not installed"
            fi

            """)
        XCTAssertTrue(plan.manualSteps.contains { $0.hasPrefix("run.sh:4: this test for Needle guards both") }, "\(plan.manualSteps)")
    }

    /// Files the migration does not rewrite still get their Needle lines listed: a Tuist template (each line), a
    /// lock file and documentation (once each).
    func testWhatNamesNeedleInOtherFilesIsListed() {
        let plan = plan([
            "App/NeedleGenerated.swift": needleFile, "Makefile": "all:\n\tneedle generate App/NeedleGenerated.swift App\n",
            "Tuist/Templates/Feature/Buildable.stencil": "import UIKit\nimport NeedleFoundation\n",
            "Podfile.lock": "PODS:\n  - NeedleFoundation (0.24.0)\nDEPENDENCIES:\n  - NeedleFoundation\n",
            "App.xcworkspace/xcshareddata/swiftpm/.package.resolved": "{ \"location\" : \"https://github.com/uber/needle.git\" }\n",
            "README.md": "Built with [Needle](https://github.com/uber/needle).\n",
            "Assets/icon.png": "\u{0}PNG NeedleFoundation",
        ])
        XCTAssertEqual(plan.manualSteps, [
            "App.xcworkspace/xcshareddata/swiftpm/.package.resolved:1: a lock file names Needle (lines 1): it changes when the packages are "
                + "resolved again, after the steps above",
            "Podfile.lock:2: a lock file names Needle (lines 2, 4): it changes when the packages are resolved again, after the steps above",
            "README.md:1: documentation names Needle (lines 1)",
            "Tuist/Templates/Feature/Buildable.stencil:2: still names Needle (a file the migration does not rewrite: a template, "
                + "a generated project file or settings): import NeedleFoundation",
        ])
    }

    /// A build script that is a link is not followed, and said.
    func testALinkedScriptIsListed() {
        let plan = MigrationPlan(Repository(files: ["App/Root.swift"], linkedFiles: ["Scripts/needle.sh", "Docs/notes.txt"]) { _ in nil }, runtime: nil)
        XCTAssertEqual(plan.manualSteps.count, 2, "\(plan.manualSteps)")
        XCTAssertTrue(plan.manualSteps.contains { $0.hasPrefix("Scripts/needle.sh: a symbolic link, not followed") }, "\(plan.manualSteps)")
    }

    /// Units named like those an existing `.di-lsp.json` declares get names of their own.
    func testUnitNamesNeverRepeatTheConfigurationsOwn() throws {
        let plan = plan([
            "App/NeedleGenerated.swift": needleFile, "Widget/App/NeedleGenerated.swift": needleFile,
            "run.sh": "needle generate App/NeedleGenerated.swift App\nneedle generate Widget/App/NeedleGenerated.swift Widget\n",
            ".di-lsp.json": #"{"units": [{"name": "App", "generatedFile": "Other/Gen.swift"}, {"name": "Widget-App", "generatedFile": "O/G.swift"}]}"#,
        ])
        let configuration = try XCTUnwrap(edited(plan, ".di-lsp.json"))
        let units = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(configuration.utf8)) as? [String: Any])?["units"] as? [[String: Any]])
        let names = units.compactMap { $0["name"] as? String }
        XCTAssertEqual(names.count, 4)
        XCTAssertEqual(Set(names).count, 4, "\(names)")
    }

    /// Half-written scripts and manifests (every prefix of each shape above, and each with a byte flipped) never
    /// stop the planner: it finds what it can.
    func testEveryPrefixOfEveryShapeIsPlannedWithoutFailing() {
        let shapes: [(path: String, text: String)] = [
            ("Scripts/run.sh", "if which needle; then\n  needle generate \"$SRCROOT/A/NeedleGenerated.swift\" ../ --exclude-paths /D \\\n --exclude-suffixes T\nelse echo \"warning: needle\"; fi\n"),
            ("A.xcodeproj/project.pbxproj", #"shellScript = "needle generate \"$SRCROOT/A/NeedleGenerated.swift\" .\necho \"warning: Needle\"\\\n";"#),
            ("Tuist/Helper.swift", "let s = \"\"\"\n  needle generate \"${SRCROOT}/A/NeedleGenerated.swift\" \\\n  .\n\"\"\"\nlet t = \"needle generate A/NeedleGenerated.swift .\"\n"),
            ("Package.swift", ".package(\n  url: \"https://github.com/uber/needle.git\", from: \"0.24.0\"),\n.remote(url: \"https://github.com/uber/needle\", requirement: .exact(\"1\")\n"),
        ]
        var planned = 0
        for shape in shapes {
            let bytes = Array(shape.text.utf8)
            for length in 0...bytes.count {
                for variant in [Array(bytes.prefix(length)), length < bytes.count ? bytes.enumerated().map { $0 == length ? $1 ^ 0x5C : $1 } : []] {
                    let files = [shape.path: variant, "A/NeedleGenerated.swift": Array(needleFile.utf8)]
                    _ = MigrationPlan(Repository(files: Array(files.keys)) { files[$0] }, runtime: RuntimePackage(location: "../di-lsp", version: "0.1.0"))
                    planned += 1
                }
            }
        }
        XCTAssertGreaterThan(planned, 400)
    }

    /// A Tuist template that names its output through a variable it sets (`FILE_PATH="$SRCROOT/Sources/AppStart"`),
    /// one for the app (excluding `/Sample`) and one for the sample apps: each Needle file goes to the command
    /// that can have written it, and the one both could have written is kept for the first and said.
    func testTemplatesForTheAppAndItsSamplesFindTheirOwnFiles() {
        let helper = #"""
            static let app = """
              FILE_PATH="$SRCROOT/Sources/AppStart"
              needle generate "${FILE_PATH}/NeedleGenerated.swift" "$SRCROOT/../" --exclude-paths /Sample /Tests
              """
            static let sample = """
              FILE_PATH="$SRCROOT/Sources/AppStart"
              needle generate "${FILE_PATH}/NeedleGenerated.swift" "$SRCROOT/../" --exclude-paths /Tests
              """

            """#
        let plan = plan([
            "Tuist/ProjectDescriptionHelpers/Scripts.swift": helper,
            "Projects/App/Sources/AppStart/NeedleGenerated.swift": needleFile,
            "Projects/Feature/Feed/Sample/Sources/AppStart/NeedleGenerated.swift": needleFile,
            "Projects/Feature/Search/Sample/Sources/AppStart/NeedleGenerated.swift": needleFile,
        ])
        XCTAssertEqual(plan.units.map(\.name), ["App", "Sample", "Search-Sample"])
        XCTAssertEqual(plan.units.map(\.include), [["Projects"], ["Projects/Feature/Feed"], ["Projects/Feature/Search"]])
        XCTAssertEqual(plan.units.map(\.excludeContaining), [["/Sample", "/Tests"], ["/Tests"], ["/Tests"]])
        XCTAssertEqual(plan.manualSteps.filter { !$0.contains("declare the step's lists") }, [
            "Tuist/ProjectDescriptionHelpers/Scripts.swift:3 and Tuist/ProjectDescriptionHelpers/Scripts.swift:7 both write "
                + "Projects/App/Sources/AppStart/NeedleGenerated.swift from different folders or exclusions; the first is kept, check it",
        ])
    }

    /// XcodeGen's script entry gets the lists and dependency analysis, whether the entry opens with `- script:`
    /// or with another key.
    func testXcodeGenScriptEntriesDeclareTheirLists() {
        let spec = """
            targets:
              App:
                preBuildScripts:
                  - script: |
                      needle generate ${SOURCE_ROOT}/App/NeedleGenerated.swift ${SOURCE_ROOT}/App
                    name: Needle
                postBuildScripts:
                  - name: Lint
                    script: swiftlint

            """
        let plan = plan(["project.yml": spec, "App/NeedleGenerated.swift": needleFile])
        XCTAssertEqual(edited(plan, "project.yml"), """
            targets:
              App:
                preBuildScripts:
                  - script: |
                      di-gen generate --output ${SOURCE_ROOT}/App/NeedleGenerated.swift --input-file-list "${SRCROOT:-.}/DIGen/App-NeedleGenerated.inputs.xcfilelist" --output-file-list "${SRCROOT:-.}/DIGen/App-NeedleGenerated.outputs.xcfilelist"
                    inputFileLists:
                      - $(SRCROOT)/DIGen/App-NeedleGenerated.inputs.xcfilelist
                    outputFileLists:
                      - $(SRCROOT)/DIGen/App-NeedleGenerated.outputs.xcfilelist
                    basedOnDependencyAnalysis: true
                    name: Needle
                postBuildScripts:
                  - name: Lint
                    script: swiftlint

            """)
    }
}
