import DIAnalysis
import DIGenerator
import DIIndex
import DIProtocol
import DIScanner
import Foundation

extension LanguageServer {
    /// "Generate test double" on a dependency protocol or a component (anywhere in its declaration): adds or
    /// updates that protocol's mock in the workspace's mocks file (the file `di-gen mocks` writes, found by its
    /// header), or, when there is none and the client can create files, creates `GeneratedMocks.swift` in the
    /// tests of the protocol's module. The mock is exactly what `di-gen mocks` writes for it.
    func testDoubleActions(_ request: CodeActionRequest) -> [CodeActionOrCommand] {
        if let only = request.context.only, !only.contains(where: { Self.kind(.refactor, isWithin: $0) }) { return [] }
        guard let (file, range) = conversions.byteRange(of: request.range, in: request.textDocument.uri),
            let protocolName = dependencyProtocolName(in: file, at: range.start),
            let mock = planMocks(for: workspace.analysis.graph, protocolNames: [protocolName]).mocks.first
        else { return [] }
        let options = MockOptions(toolVersion: version ?? "unversioned")
        if let mocksFile = mocksFile(), let bytes = workspace.bytes(ofPath: mocksFile.path) {
            guard case .edit(let edits) = mockFileChange(for: mock, existing: (bytes, mocksFile.summary), options: options)
            else { return [] }
            let replacements = edits.map { TextReplacement(location: SourceLocation(file: mocksFile.id, range: $0.range), newText: $0.newText) }
            return [.codeAction(CodeAction(
                title: "Generate test double \(mock.name) in \(URL(fileURLWithPath: mocksFile.path).lastPathComponent)",
                kind: .refactor,
                edit: conversions.workspaceEdit(replacements, useDocumentChanges: capabilities.supportsDocumentChanges)))]
        }
        guard capabilities.supportsCreatingFiles, capabilities.supportsDocumentChanges,
            case .create(let text) = mockFileChange(for: mock, existing: nil, options: options)
        else { return [] }
        let path = newMocksFilePath(forModule: mock.testableImports.first)
        let uri = workspace.uri(ofPath: path)
        let insertion = TextEdit(range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)), newText: text)
        return [.codeAction(CodeAction(
            title: "Generate test double \(mock.name) in a new \(path.split(separator: "/").suffix(3).joined(separator: "/"))",
            kind: .refactor,
            edit: WorkspaceEdit(
                documentChanges: [TextDocumentEdit(textDocument: OptionalVersionedTextDocumentIdentifier(uri: uri, version: nil), edits: [insertion])],
                createFiles: [CreateFile(uri: uri, options: CreateFile.Options(overwrite: false, ignoreIfExists: false))])))]
    }

    /// The dependency protocol declared around `offset`, or the one the component declared around it requires.
    private func dependencyProtocolName(in file: FileID, at offset: Int) -> String? {
        let graph = workspace.analysis.graph
        guard let declarations = workspace.snapshot.file(file)?.summary.declarations else { return nil }
        // Innermost first: a nested declaration comes after the one around it.
        for declaration in declarations.reversed() where declaration.range.touches(offset) {
            if declaration.kind == .protocol, graph.protocols[declaration.name] != nil { return declaration.name }
            if declaration.kind == .class, let component = graph.component(named: declaration.name, writtenIn: file) {
                return graph.dependencyProtocol(of: component)?.name
            }
        }
        return nil
    }

    /// The workspace's mocks file: a file written by `di-gen mocks` (its first line says so); the first by path.
    private func mocksFile() -> IndexedFile? {
        workspace.snapshot.files.filter(\.summary.isGenerated).sorted { $0.path < $1.path }.first { file in
            guard let bytes = workspace.bytes(ofPath: file.path) else { return false }
            let firstLine = bytes.prefix { $0 != UInt8(ascii: "\n") }
            return String(decoding: firstLine, as: UTF8.self).hasSuffix(mocksFileHeaderSuffix)
        }
    }

    /// `Tests/<Module>Tests/GeneratedMocks.swift` under the workspace root when that folder exists, else in the
    /// first `Tests/*Tests` folder there is, else in `Tests/<Module>Tests`.
    private func newMocksFilePath(forModule module: String?) -> String {
        let tests = URL(fileURLWithPath: workspace.configuration.root).appendingPathComponent("Tests")
        let preferred = "\(module ?? "App")Tests"
        let existing = ((try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? []).filter { $0.hasSuffix("Tests") }.sorted()
        let folder = existing.contains(preferred) ? preferred : existing.first ?? preferred
        return tests.appendingPathComponent(folder).appendingPathComponent("GeneratedMocks.swift").path
    }
}
