import DIAnalysis
import DIFileSystem
import DIIndex
import DIReporting
import DIResolver
import DIWorkspace
import Foundation
import XCTest

/// File names are whatever bytes the file system allows. Every report stays well-formed for any of them: text keeps
/// one diagnostic per line, JSON and SARIF stay valid, and names that are not UTF-8 stay exact (lossless).
final class HostileFileNameTests: XCTestCase {
    private let feedText = """
        protocol FeedDependency: Dependency {
            var session: Session { get }
        }
        final class FeedComponent: Component<FeedDependency> {}
        """
    private let rootText = """
        final class RootComponent: BootstrapComponent {
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        """

    /// A workspace whose consumer's file has `name`, given as bytes.
    private func analysis(feedName: [UInt8]) -> Analysis {
        let feedPath = FileNameBytes.string(fromBytes: Array("Sources/App/".utf8) + feedName)
        return analyze(Snapshot(loading: [
            .set("Sources/App/Root.swift", module: "App", bytes: Array(rootText.utf8)),
            .set(feedPath, module: "App", bytes: Array(feedText.utf8)),
        ]))
    }

    private let controlName = Array("Feed\nline\tnext\u{1B}[31m\r.swift".utf8)
    private let invalidName = Array("Feed".utf8) + [0xFF, 0xC3] + Array(".swift".utf8)

    func testTextKeepsEachDiagnosticOnOneLineWhateverTheFileName() {
        let text = textReport(analysis(feedName: controlName))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, 2, text)
        XCTAssertTrue(lines[0].hasPrefix(#"Sources/App/Feed\nline\tnext\x1B[31m\r.swift:2:9: error: "#), String(lines[0]))
        XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    func testTextShowsBytesThatAreNotUTF8AsEscapes() {
        let text = textReport(analysis(feedName: invalidName))
        XCTAssertTrue(text.hasPrefix(#"Sources/App/Feed\xFF\xC3.swift:2:9: error: "#), text)
    }

    func testJSONIsValidAndExactForAnyFileName() throws {
        for name in [controlName, invalidName] {
            let report = jsonReport(analysis(feedName: name))
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
            let diagnostic = try XCTUnwrap((object["diagnostics"] as? [[String: Any]])?.first)
            let file = try XCTUnwrap(diagnostic["file"] as? String)
            XCTAssertEqual(FileNameBytes.bytes(of: file), Array("Sources/App/".utf8) + name)
        }
    }

    func testSARIFIsValidAndItsURIsAreExactPercentEncodings() throws {
        for (name, encoded) in [(controlName, "Feed%0Aline%09next%1B%5B31m%0D.swift"), (invalidName, "Feed%FF%C3.swift")] {
            let report = sarifReport(analysis(feedName: name))
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
            let run = try XCTUnwrap((object["runs"] as? [[String: Any]])?.first)
            let result = try XCTUnwrap((run["results"] as? [[String: Any]])?.first)
            let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try XCTUnwrap((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            XCTAssertEqual(uri, "Sources/App/" + encoded)
        }
    }

    func testAFileWhoseNameIsNotUTF8IsFoundAndReadFromDisk() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("di-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        try Data(rootText.utf8).write(to: root.appendingPathComponent("Sources/App/Root.swift"))
        let feedPath = FileNameBytes.string(fromBytes: Array((root.path + "/Sources/App/").utf8) + invalidName)
        let descriptor = FileNameBytes.withCString(feedPath) { open($0, O_WRONLY | O_CREAT, 0o644) }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        _ = Array(feedText.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        let workspace = try loadWorkspace([root.path])
        XCTAssertEqual(workspace.unreadable, [])
        let analysis = analyze(workspace.snapshot)
        XCTAssertEqual(analysis.diagnostics.first?.code, .missingDependency)
        XCTAssertTrue(textReport(analysis).contains(#"Feed\xFF\xC3.swift:2:9: error:"#), textReport(analysis))
    }
}
