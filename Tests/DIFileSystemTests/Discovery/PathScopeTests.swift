@testable import DIFileSystem
import DIWorkspace
import Foundation
import XCTest

/// The walk's file filter judges each folder once; it must agree with judging every path on its own.
final class PathScopeTests: XCTestCase {
    func testTheFileFilterAgreesWithJudgingEachPath() {
        let here = FileManager.default.currentDirectoryPath
        let folders = [
            "", "Sources", "Sources/App", "Sources/Legacy", "Sources/Legacy/Deep", "Sources/LegacyKit", "Tests", "Tests/AppTests",
            "Sources/App/Feed.swift", "Other",
        ]
        let names = ["Feed.swift", "Old.swift", "Legacy", "App", "Tests.swift", "Feed"]
        let rootForms = [here + "/Work", here + "/Work/", "Work", "./Work", here + "/Work/../Work"]
        let entrySets: [(include: [String], exclude: [String])] = [
            ([], []), ([], ["Sources/Legacy"]), (["Sources"], ["Sources/Legacy/", "Tests"]), (["./Sources/App/Feed.swift"], []),
            ([], ["Sources/App/Feed.swift", "Feed"]), (["."], ["Sources/Legacy/Deep"]), (["Tests"], ["Tests/AppTests/Old.swift"]),
        ]
        var checked = 0
        for rootForm in rootForms {
            for entries in entrySets {
                var selection = FileSelection(root: rootForm, include: entries.include, exclude: entries.exclude)
                if entries.exclude.contains("Tests") {  // Needle's filters too, on one set
                    selection.excludeContaining = ["/Legacy"]
                    selection.excludeSuffixes = ["Tests", "Old"]
                }
                let scope = selection.scope
                var filter = PathScope.FileFilter(scope)
                for prefix in [here + "/Work/", "Work/", "./Work/", here + "/Elsewhere/", here + "/Work/Sources/../"] {
                    for folder in folders {
                        for name in names {
                            let path = prefix + (folder.isEmpty ? "" : folder + "/") + name
                            XCTAssertEqual(filter.contains(path: path), scope.contains(path: path), "\(path) with \(entries) at \(rootForm)")
                            checked += 1
                        }
                    }
                }
            }
        }
        XCTAssertEqual(checked, rootForms.count * entrySets.count * 5 * folders.count * names.count)
    }

    func testExcludedFoldersAndFilesAreLeftOut() {
        let scope = FileSelection(root: "/r", exclude: ["Sources/Legacy", "Sources/App/Old.swift"]).scope
        var filter = PathScope.FileFilter(scope)
        XCTAssertTrue(filter.contains(path: "/r/Sources/App/Feed.swift"))
        XCTAssertFalse(filter.contains(path: "/r/Sources/App/Old.swift"))
        XCTAssertFalse(filter.contains(path: "/r/Sources/Legacy/Feed.swift"))
        XCTAssertFalse(filter.contains(path: "/r/Sources/Legacy/Deep/Feed.swift"))
        XCTAssertTrue(filter.contains(path: "/r/Sources/LegacyKit/Feed.swift"))
        XCTAssertTrue(filter.contains(path: "/elsewhere/Sources/Legacy/Feed.swift"))
    }

    /// Needle's `--exclude-paths` (anywhere in the path from the root) and `--exclude-suffixes` (the end of the
    /// name without `.swift`), as a unit migrated from Needle keeps them.
    func testNeedlesPathAndSuffixFiltersLeaveFilesOut() {
        var selection = FileSelection(root: "/r", include: ["Projects"])
        selection.excludeContaining = ["/Demo", "Resources/"]
        selection.excludeSuffixes = ["Tests", "Mocks"]
        let scope = selection.scope
        var filter = PathScope.FileFilter(scope)
        for (path, kept) in [
            ("/r/Projects/Feed/Sources/Feed.swift", true), ("/r/Projects/Feed/Demo/App.swift", false),
            ("/r/Projects/Demo/App.swift", false), ("/r/Projects/Feed/DemoKit/App.swift", false),
            ("/r/Projects/Feed/Resources/Strings.swift", false), ("/r/Projects/Feed/Tests/FeedTests.swift", false),
            ("/r/Projects/Feed/Sources/FeedMocks.swift", false), ("/r/Projects/Feed/Sources/TestsHelper.swift", true),
            ("/r/Other/Feed.swift", false),
        ] {
            XCTAssertEqual(scope.contains(path: path), kept, path)
            XCTAssertEqual(filter.contains(path: path), kept, path)
        }
    }

    /// Many units asked about one list of files (`SortedPaths`) get what asking each scope about each file gives:
    /// entries that are files, folders, prefixes of other names (`App` and `App-Kit`, `App.swift`), paths outside
    /// the root, relative and absolute spellings, non-ASCII names (judged one by one).
    func testSortedPathsAgreeWithJudgingEachPath() {
        let here = FileManager.default.currentDirectoryPath
        let folders = ["", "App", "App/Sources", "App-Kit", "App.old", "AppTests", "Apps/App", "Ünicode", "Other/App"]
        let names = ["Feed.swift", "App", "App.swift", "FeedTests.swift", "Root.swift"]
        var paths: [String] = []
        for prefix in [here + "/Work/", "Work/", "./Work/", here + "/Elsewhere/"] {
            for folder in folders {
                for name in names { paths.append(prefix + (folder.isEmpty ? "" : folder + "/") + name) }
            }
        }
        let entrySets: [(include: [String], exclude: [String])] = [
            (["App"], []), (["App/"], ["App/Sources"]), (["./App", "Apps/App"], ["App/Feed.swift"]), (["App/Sources/Root.swift"], []),
            ([], ["App"]), (["."], []), (["Ünicode"], []), (["Apps"], []), (["App.swift"], []), (["Nothing"], []),
        ]
        for asciiOnly in [true, false] {
            let list = asciiOnly ? paths.filter { !$0.contains("Ü") } : paths
            let sorted = SortedPaths(root: here + "/Work", paths: list)
            for entries in entrySets {
                for needleFilters in [false, true] {
                    var selection = FileSelection(root: here + "/Work", include: entries.include, exclude: entries.exclude)
                    if needleFilters { selection.excludeSuffixes = ["Tests"] }
                    let scope = selection.scope
                    XCTAssertEqual(sorted.members(of: scope), list.indices.filter { scope.contains(path: list[$0]) }, "\(entries) \(needleFilters)")
                }
            }
        }
    }
}
