@testable import DIFileSystem
import DITestSupport
import DIWorkspace
import Foundation
import XCTest

/// `Package.swift` is read as text and `project.pbxproj` as a property list, tolerantly: what cannot be known
/// gives no module, never a wrong one, and no input crashes the reader.
final class BuildDescriptionReadingTests: XCTestCase {
    private func modules(_ source: String) throws -> [String: String] {
        let tree = try FileTree(source)
        let discovery = discoverSwiftFiles(in: [tree.root], selection: FileSelection(root: tree.root))
        return Dictionary(uniqueKeysWithValues: discovery.files.map { (String($0.path.dropFirst(tree.root.count + 1)), $0.module ?? "-") })
    }

    func testTargetDependenciesAreNotTargetsAndComputedPathsGiveNoModule() throws {
        let found = try modules(#"""
            //- Package.swift
            // .target(name: "Commented", path: "Sources/App")
            let base = "Modules/"
            let core: Target = .target(name: "Core", path: "Modules/Core")
            let package = Package(
                name: "Shop",
                targets: [
                    .target(name: "App", dependencies: [.target(name: "Core"), .target(name: "Helpers", condition: .when(platforms: [.iOS]))]),
                    core,
                    .target(name: "Helpers", path: base + "Helpers"),
                    .target(name: "Interpolated", path: "\(base)Interpolated"),
                    .target(name: "Multi", path: """
                        Modules/Multi
                        """),
                ]
            )
            //- Sources/App/App.swift
            //- Modules/Core/Core.swift
            //- Modules/Helpers/Helpers.swift
            //- Modules/Interpolated/I.swift
            //- Modules/Multi/M.swift
            """#)
        XCTAssertEqual(found, [
            "Package.swift": "-", "Sources/App/App.swift": "App", "Modules/Core/Core.swift": "Core",
            "Modules/Helpers/Helpers.swift": "-", "Modules/Interpolated/I.swift": "-", "Modules/Multi/M.swift": "Multi",
        ])
    }

    func testDefaultFoldersFollowSwiftPM() throws {
        XCTAssertEqual(try modules("""
            //- Package.swift
            let package = Package(name: "Tool", targets: [.executableTarget(name: "tool"), .testTarget(name: "tool-tests")])
            //- Sources/main.swift
            //- Sources/Helpers/Helper.swift
            //- Tests/tool-tests/ToolTests.swift
            """), ["Package.swift": "-", "Sources/main.swift": "tool", "Sources/Helpers/Helper.swift": "tool", "Tests/tool-tests/ToolTests.swift": "tool_tests"])
        XCTAssertEqual(try modules("""
            //- Package.swift
            let package = Package(name: "Lib", targets: [.target(name: "Lib"), .target(name: "Other"), .plugin(name: "Gen", capability: .buildTool())])
            //- src/Lib/Lib.swift
            //- Sources/Stray.swift
            //- Plugins/Gen/Plugin.swift
            """), ["Package.swift": "-", "src/Lib/Lib.swift": "Lib", "Sources/Stray.swift": "-", "Plugins/Gen/Plugin.swift": "Gen"])
    }

    func testTheNearestBuildDescriptionOwnsAFile() throws {
        XCTAssertEqual(try modules("""
            //- Package.swift
            let package = Package(name: "Outer", targets: [.target(name: "Outer", path: ".")])
            //- Top.swift
            //- Nested/Package.swift
            let package = Package(name: "Inner", targets: [])
            //- Nested/Sources/Inner/Inner.swift
            """), ["Package.swift": "Outer", "Top.swift": "Outer", "Nested/Package.swift": "-", "Nested/Sources/Inner/Inner.swift": "-"])
    }

    func testManifestTokensSkipCommentsAndReadEveryStringForm() {
        let tokens = manifestTokens(Array(##"/* a /* nested */ comment */ x("a\"b", #"raw\n"#, "\(y)") // end"##.utf8))
        XCTAssertEqual(tokens, [
            .word("x"), .symbol(UInt8(ascii: "(")), .string("a\"b"), .symbol(UInt8(ascii: ",")), .string(#"raw\n"#),
            .symbol(UInt8(ascii: ",")), .string(nil), .symbol(UInt8(ascii: ")")),
        ])
    }

    func testPropertyListsParseAndBadOnesAreNil() {
        XCTAssertEqual(
            parsePropertyList(Array(("// !$*UTF8*$!\n" + #"{ a = ( x, "y z", ); b = { c = Sources/App.swift; }; /* note */ d = <0f>; }"#).utf8)),
            .dictionary([
                "a": .array([.string("x"), .string("y z")]), "b": .dictionary(["c": .string("Sources/App.swift")]), "d": .string("<0f>"),
            ]))
        for broken in ["", "{", "{ a = b }", "( a b )", "{ a = ( ; }", "{ = b; }", "\"unterminated", "{ a = b; } }"] {
            XCTAssertNil(parsePropertyList(Array(broken.utf8)), broken)
        }
    }

    func testDeepNestingIsRefusedWithoutExhaustingTheStack() {
        let nested = { (depth: Int) in "{ a = " + String(repeating: "(", count: depth) + String(repeating: ")", count: depth) + "; }" }
        XCTAssertNotNil(parsePropertyList(Array(nested(maximumPropertyListDepth - 1).utf8)))
        XCTAssertNil(parsePropertyList(Array(nested(1_000_000).utf8)))
        XCTAssertNil(parsePropertyList(Array(String(repeating: "{ a = ", count: 1_000_000).utf8)))
    }

    /// 20,000 targets (50,000 took 51 s when each target searched the others): every one is read, and the last
    /// owns its folder.
    func testAManifestWithManyTargetsIsReadWhole() throws {
        let count = 20_000
        let targets = (0..<count).map { index in
            let dependency = index > 0 ? "\"T\(index - 1)\"" : ""
            return "        .target(name: \"T\(index)\", dependencies: [\(dependency)]),"
        }
        let found = try modules("//- Package.swift\nlet package = Package(name: \"Big\", targets: [\n" + targets.joined(separator: "\n")
            + "\n])\n//- Sources/T0/First.swift\n//- Sources/T\(count - 1)/Last.swift\n")
        XCTAssertEqual(found, ["Package.swift": "-", "Sources/T0/First.swift": "T0", "Sources/T\(count - 1)/Last.swift": "T\(count - 1)"])
    }

    /// A chain of 20,000 nested groups (75 s when every entry copied the object table, and each group's path was
    /// normalized whole): a file in a shallow group keeps its module; the groups nested past the longest path a
    /// file can have are cut, with a note.
    func testADeepChainOfGroupsIsReadAndCutPastTheLongestPath() throws {
        var objects = [
            #"B1 = {isa = PBXBuildFile; fileRef = F1; };"#, #"F1 = {isa = PBXFileReference; path = Shallow.swift; sourceTree = "<group>"; };"#,
            #"B2 = {isa = PBXBuildFile; fileRef = F2; };"#, #"F2 = {isa = PBXFileReference; path = Deep.swift; sourceTree = "<group>"; };"#,
            #"P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };"#,
            #"T1 = {isa = PBXNativeTarget; buildPhases = (P1, ); name = App; productType = "com.apple.product-type.application"; };"#,
            #"R1 = {isa = PBXProject; mainGroup = M; targets = (T1, ); };"#,
            #"M = {isa = PBXGroup; children = (F1, G0, ); sourceTree = "<group>"; };"#,
        ]
        let depth = 20_000
        for level in 0..<depth {
            objects.append(#"G\#(level) = {isa = PBXGroup; children = (\#(level + 1 < depth ? "G\(level + 1)" : "F2"), ); path = d; sourceTree = "<group>"; };"#)
        }
        let tree = try FileTree("//- App.xcodeproj/project.pbxproj\n{ objects = {\n" + objects.joined(separator: "\n") + "\n}; rootObject = R1; }\n//- Shallow.swift\n")
        let discovery = discoverSwiftFiles(in: [tree.root], selection: FileSelection(root: tree.root))
        XCTAssertEqual(discovery.files.map(\.module), ["App"])
        XCTAssertTrue(discovery.notes.contains { $0.contains("project.pbxproj: 1 group(s) nested past the longest path a file can have (4096 bytes) not read") }, "\(discovery.notes)")
    }

    func testABrokenProjectGivesNoModules() throws {
        XCTAssertEqual(try modules("""
            //- App.xcodeproj/project.pbxproj
            { objects = { P = { isa = PBXProject; mainGroup = P; targets = ( P ); }; }; rootObject = P; }
            //- Sources/A.swift
            """), ["Sources/A.swift": "-"])
        XCTAssertEqual(try modules("""
            //- App.xcodeproj/project.pbxproj
            not a property list
            //- Sources/A.swift
            """), ["Sources/A.swift": "-"])
    }
}
