import DIAnalysis
import DIReporting
import DIResolver
import DITestSupport
import DIWorkspace
import Foundation
import XCTest

/// `--check --format sarif`: the SARIF 2.1.0 structure GitHub code scanning reads, with rules for our
/// codes and results at 1-based lines and UTF-16 columns.
final class SARIFReportTests: XCTestCase {
    private let fixture = Fixture("""
        //- Sources/App/Root.swift
        final class RootComponent: BootstrapComponent {
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        //- Sources/App/Feed Screen.swift
        protocol FeedDependency: Dependency {
            var /* é */ session: Session { get }
        }
        final class FeedComponent: Component<FeedDependency> {}
        """)

    private func sarif(_ extra: [ReportedDiagnostic] = [], context: SARIFContext = SARIFContext()) throws -> [String: Any] {
        let text = sarifReport(fixture.analysis(), extra: extra, context: context)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func run(_ log: [String: Any]) throws -> [String: Any] {
        try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    }

    func testTheLogDescribesEveryCodeAsARule() throws {
        let log = try sarif()
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let driver = try XCTUnwrap((try run(log)["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "di-lsp")
        XCTAssertEqual(driver["version"] as? String, toolVersion)
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, DiagnosticCode.allCases.map(\.rawValue))
        let missing = try XCTUnwrap(rules.first)
        XCTAssertEqual(missing["name"] as? String, "MissingDependency")
        XCTAssertEqual((missing["help"] as? [String: Any])?["text"] as? String, DiagnosticCode.missingDependency.rule.help)
        XCTAssertEqual((missing["defaultConfiguration"] as? [String: Any])?["level"] as? String, "error")
    }

    func testAResultHasItsRuleLevelRegionAndRelatedLocations() throws {
        let results = try XCTUnwrap(try run(try sarif())["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 1)
        let result = try XCTUnwrap(results.first)
        XCTAssertEqual(result["ruleId"] as? String, "missing-dependency")
        XCTAssertEqual(result["ruleIndex"] as? Int, 0)
        XCTAssertEqual(result["level"] as? String, "error")
        let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let artifact = try XCTUnwrap(location["artifactLocation"] as? [String: Any])
        XCTAssertEqual(artifact["uri"] as? String, "Sources/App/Feed%20Screen.swift")
        XCTAssertEqual(artifact["uriBaseId"] as? String, "SRCROOT")
        let region = try XCTUnwrap(location["region"] as? [String: Int])
        // Without the file's text, columns stay UTF-8 bytes: `é` is two bytes, so `session` starts at 18.
        XCTAssertEqual(region, ["startLine": 2, "startColumn": 18, "endLine": 2, "endColumn": 25])
        let related = try XCTUnwrap(result["relatedLocations"] as? [[String: Any]])
        XCTAssertEqual(related.compactMap { $0["id"] as? Int }, Array(related.indices))
        XCTAssertEqual(related.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }.first, "FeedComponent declared here")
    }

    func testColumnsAreUTF16WhenTheTextIsAvailable() throws {
        let texts = Dictionary(uniqueKeysWithValues: fixture.files.map { ($0.path, Array($0.text.utf8)) })
        let context = SARIFContext(workingDirectory: "/work/My App", sourceBytes: { texts[$0] })
        let log = try run(try sarif(context: context))
        let result = try XCTUnwrap((log["results"] as? [[String: Any]])?.first)
        let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual(location["region"] as? [String: Int], ["startLine": 2, "startColumn": 17, "endLine": 2, "endColumn": 24])
        let bases = log["originalUriBaseIds"] as? [String: [String: String]]
        XCTAssertEqual(bases?["SRCROOT"]?["uri"], "file:///work/My%20App/")
    }

    func testAConfigurationProblemComesFirstWithItsRule() throws {
        let problem = ReportedDiagnostic(
            location: PrintedLocation(path: "/repo/.di-lsp.json", line: 3, column: 3), severity: .error,
            code: .invalidConfiguration, message: "unknown key \"excluded\"; using the defaults")
        let results = try XCTUnwrap(try run(try sarif([problem]))["results"] as? [[String: Any]])
        XCTAssertEqual(results.compactMap { $0["ruleId"] as? String }, ["invalid-configuration", "missing-dependency"])
        let location = try XCTUnwrap((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: String])?["uri"], "file:///repo/.di-lsp.json")
        XCTAssertEqual(results[0]["ruleIndex"] as? Int, DiagnosticCode.allCases.firstIndex(of: .invalidConfiguration))
    }

    func testTextAndJSONPrintAConfigurationProblemLikeAnyError() {
        let problem = ReportedDiagnostic(
            location: PrintedLocation(path: ".di-lsp.json", line: 1, column: 1), severity: .error,
            code: .invalidConfiguration, message: "not valid JSON; using the defaults")
        let analysis = fixture.analysis()
        XCTAssertEqual(
            textReport(analysis, extra: [problem]).split(separator: "\n").first,
            ".di-lsp.json:1:1: error: not valid JSON; using the defaults [invalid-configuration]")
        XCTAssertTrue(jsonReport(analysis, extra: [problem]).hasPrefix("{\"diagnostics\": [{\"file\": \".di-lsp.json\", \"line\": 1"))
        XCTAssertTrue(summaryLine(analysis, extra: [problem]).hasPrefix("di-lsp: 2 errors, 0 warnings"))
    }
}
