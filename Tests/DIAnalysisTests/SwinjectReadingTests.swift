import DIAnalysis
import DIIndex
import DIResolver
import DIScanner
import DITestSupport
import XCTest

/// A file that calls members named like Swinject's (`register`, `resolve`) without importing it is read for its
/// Swinject facts only once some file of the workspace imports Swinject: before that the analysis reads no facts,
/// and most such calls are UIKit's, Vapor's or a promise library's.
final class SwinjectReadingTests: XCTestCase {
    private let assembly = FileChange.set("Sources/App/FeedAssembly.swift", module: "App", text: """
        final class FeedAssembly: Assembly {
            func assemble(container: Container) {
                container.register(Feed.self) { r in Feed(store: r.resolve(Store.self)!) }
            }
        }
        """)
    private let coordinator = FileChange.set("Sources/App/Coordinator.swift", module: "App", text: """
        import Swinject

        final class Coordinator {
            let assembler = Assembler([FeedAssembly()])
            func start() { _ = assembler.resolver.resolve(Feed.self)! }
        }
        """)

    private func summary(of change: FileChange, in snapshot: Snapshot) -> FileSummary {
        snapshot.file(snapshot.id(forPath: change.path)!)!.summary
    }

    private func bytes(of change: FileChange) -> [UInt8] {
        guard case .bytes(let bytes) = change.content else { return [] }
        return bytes
    }

    func testAWorkspaceWithoutSwinjectLeavesTheFactsUnread() {
        let snapshot = Snapshot(loading: [assembly])
        XCTAssertTrue(summary(of: assembly, in: snapshot).swinjectUnread)
        XCTAssertNil(summary(of: assembly, in: snapshot).swinject)
        // A tool holding the one file reads it, and reading later gives the same summary.
        let always = scan(bytes(of: assembly))
        XCTAssertEqual(always.swinject?.registrations.count, 1)
        var later = scan(bytes(of: assembly), swinject: .ifImported)
        readSwinject(bytes(of: assembly), into: &later)
        XCTAssertEqual(later, always)
    }

    func testAFileThatImportsSwinjectIsReadAtOnce() {
        let snapshot = Snapshot(loading: [coordinator])
        XCTAssertFalse(summary(of: coordinator, in: snapshot).swinjectUnread)
        XCTAssertEqual(summary(of: coordinator, in: snapshot).swinject?.resolutions.count, 1)
    }

    func testTheFirstImportHasTheFilesScannedBeforeItRead() {
        var snapshot = Snapshot(loading: [assembly])
        let changed = snapshot.apply([coordinator])
        XCTAssertTrue(changed.contains(snapshot.id(forPath: assembly.path)!))
        XCTAssertFalse(summary(of: assembly, in: snapshot).swinjectUnread)
        XCTAssertEqual(summary(of: assembly, in: snapshot).swinject?.registrations.count, 1)
        // The analysis counts the assembly's registration and resolve, as when both files load together.
        let analysis = analyze(snapshot)
        XCTAssertEqual(analysis.swinject.registrationCount, 1)
        XCTAssertEqual(analysis.swinject.resolutionCount, 2)
        XCTAssertEqual(analysis.described, analyze(Snapshot(loading: [assembly, coordinator])).described)
    }

    func testAFileEditedWhileNoneImportsSwinjectIsReadWhenOneDoes() {
        var snapshot = Snapshot(loading: [assembly, coordinator])
        let withoutImport = FileChange.set(coordinator.path, module: "App", text: "func start() {}\n")
        snapshot.apply([withoutImport])
        snapshot.apply([assembly])  // edited (the same text) while no file imports Swinject
        XCTAssertTrue(summary(of: assembly, in: snapshot).swinjectUnread)
        snapshot.apply([coordinator])
        XCTAssertEqual(summary(of: assembly, in: snapshot).swinject?.registrations.count, 1)
        XCTAssertEqual(analyze(snapshot).described, analyze(Snapshot(loading: [assembly, coordinator])).described)
    }
}
