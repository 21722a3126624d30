import Foundation
import XCTest

/// The module layout docs/ARCHITECTURE.md draws, checked against the code: every target imports exactly the
/// targets Package.swift says it depends on (no edge used without being declared, none declared and unused),
/// only DIFileSystem touches the disk, and only the server's conversions make LSP positions.
final class ModuleEdgeTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// A target as `swift package dump-package` describes it.
    private struct Target {
        let name: String
        let kind: String
        let folder: String
        let dependencies: Set<String>
        var moduleName: String { name.replacingOccurrences(of: "-", with: "_") }
    }

    private static let targets: [Target] = {
        // A scratch path of its own, so the manifest is read without waiting for the build lock of `swift test`.
        let scratch = NSTemporaryDirectory() + "di-lsp-dump-package"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", packageRoot, "--scratch-path", scratch, "dump-package"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let targets = json["targets"] as? [[String: Any]]
        else { return [] }
        return targets.compactMap { target in
            guard let name = target["name"] as? String, let kind = target["type"] as? String else { return nil }
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                (dependency["byName"] ?? dependency["target"]).flatMap { ($0 as? [Any])?.first as? String }
            }
            let defaultFolder = kind == "test" ? "Tests/\(name)" : kind == "plugin" ? "Plugins/\(name)" : "Sources/\(name)"
            return Target(
                name: name, kind: kind, folder: (target["path"] as? String) ?? defaultFolder,
                dependencies: Set(dependencies.map { $0.replacingOccurrences(of: "-", with: "_") }))
        }
    }()

    private func swiftFiles(of target: Target) -> [String] {
        let folder = Self.packageRoot + "/" + target.folder
        let enumerator = FileManager.default.enumerator(atPath: folder)
        return (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
    }

    /// `import X`, `@testable import X`, `@_spi(S) import X`, `internal import X`, `import struct X.Y`.
    private static let importLine = try! NSRegularExpression(
        pattern: #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#,
        options: [.anchorsMatchLines])

    private func importedTargets(of target: Target, among names: Set<String>) -> Set<String> {
        var imported = Set<String>()
        for file in swiftFiles(of: target) {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            let code = Self.outsideMultilineStrings(text)
            let range = NSRange(code.startIndex..., in: code)
            for match in Self.importLine.matches(in: code, range: range) {
                let module = String(code[Range(match.range(at: 1), in: code)!])
                if names.contains(module) { imported.insert(module) }
            }
        }
        return imported
    }

    /// `text` without the lines of multi-line string literals (generators hold the code they write in them).
    private static func outsideMultilineStrings(_ text: String) -> String {
        var inside = false
        var kept: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let quotes = line.components(separatedBy: "\"\"\"").count - 1
            if !inside { kept.append(line) }
            if quotes % 2 == 1 { inside.toggle() }
        }
        return kept.joined(separator: "\n")
    }

    func testEachTargetImportsExactlyWhatItDeclares() throws {
        let targets = Self.targets.filter { $0.kind != "plugin" }
        XCTAssertGreaterThan(targets.count, 20, "swift package dump-package must describe the package")
        let names = Set(targets.map(\.moduleName))
        for target in targets {
            let imported = importedTargets(of: target, among: names)
            XCTAssertEqual(
                imported.subtracting(target.dependencies).sorted(), [], "\(target.name) imports targets it does not declare")
            XCTAssertEqual(
                target.dependencies.intersection(names).subtracting(imported).sorted(), [],
                "\(target.name) declares targets it never imports")
        }
    }

    func testOnlyDIFileSystemTouchesTheDisk() throws {
        let disk = try NSRegularExpression(
            pattern: #"\bFileManager\b|(?<!func )(?<![.\w])(fopen|opendir|readdir|stat|lstat|realpath|unlink|rename|mkdir|getcwd)\(|Data\(contentsOf|String\(contentsOf|contentsOfFile|\.write\(to|FileHandle\(for|O_RDONLY|O_WRONLY"#)
        // Test support (DITestSupport) writes fixtures for tests: not part of the tools.
        for target in Self.targets where target.folder.hasPrefix("Sources/") && !["DIFileSystem", "DITestSupport"].contains(target.name) {
            for file in swiftFiles(of: target) {
                let text = try String(contentsOfFile: file, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.components(separatedBy: "//").first ?? ""
                    let range = NSRange(code.startIndex..., in: code)
                    XCTAssertNil(
                        disk.firstMatch(in: code, range: range),
                        "\(file.dropFirst(Self.packageRoot.count + 1)):\(number + 1) touches the disk outside DIFileSystem: \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
    }

    func testOnlyTheServersConversionsMakeLSPPositions() throws {
        guard let server = Self.targets.first(where: { $0.name == "DIServer" }) else { return XCTFail("no DIServer target") }
        for file in swiftFiles(of: server) where !file.contains("/Conversions/") && !file.hasSuffix("/PositionConverter.swift") {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            XCTAssertFalse(text.contains("Position(line:"), "\(file) makes an LSP position")
            XCTAssertFalse(text.contains("LSPRange(start:"), "\(file) makes an LSP range")
        }
    }
}
