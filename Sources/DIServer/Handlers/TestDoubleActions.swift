import DIAnalysis
import DIGenerator
import DIIndex
import DIProtocol
import DIScanner
import DIWorkspace

extension LanguageServer {
    /// "Generate test double" on a dependency protocol or a component (anywhere in its declaration): adds or
    /// updates that protocol's mock in the workspace's mocks file (the file `di-gen mocks` writes, found by its
    /// header), or, when there is none and the client can create files, creates `GeneratedMocks.swift` in the
    /// tests of the protocol's module. The mock is exactly what `di-gen mocks` writes for it.
    func testDoubleActions(_ request: CodeActionRequest, in workspace: Workspace) -> [CodeActionOrCommand] {
        if let only = request.context.only, !only.contains(where: { Self.kind(.refactor, isWithin: $0) }) { return [] }
        let conversions = conversions(in: workspace)
        guard let (file, range) = conversions.byteRange(of: request.range, in: request.textDocument.uri),
            let protocolName = workspace.analysis(for: file).dependencyProtocolItem(in: file, at: range.start)?.name,
            let mock = planMocks(for: workspace.analysis(for: file).graph, protocolNames: [protocolName]).mocks.first
        else { return [] }
        let options = MockOptions(toolVersion: version ?? "unversioned")
        if let mocksFile = mocksFile(in: workspace.snapshot, bytes: workspace.bytes(ofPath:)),
            let bytes = workspace.bytes(ofPath: mocksFile.path)
        {
            guard case .edit(let edits) = mockFileChange(for: mock, existing: (bytes, mocksFile.summary), options: options)
            else { return [] }
            let replacements = edits.map { TextReplacement(location: SourceLocation(file: mocksFile.id, range: $0.range), newText: $0.newText) }
            return [.codeAction(CodeAction(
                title: "Generate test double \(mock.name) in \(mocksFile.path.split(separator: "/").last ?? "")",
                kind: .refactor,
                edit: conversions.workspaceEdit(replacements, useDocumentChanges: capabilities.supportsDocumentChanges)))]
        }
        guard case .create(let text) = mockFileChange(for: mock, existing: nil, options: options) else { return [] }
        let path = newMocksFilePath(
            root: workspace.configuration.root, module: mock.testableImports.first, workspacePaths: workspace.snapshot.files.lazy.map(\.path))
        // A client that can create files takes `documentChanges`, the only place a `CreateFile` goes, whether or not
        // it announces versioned edits (Neovim 0.11 does not). One that cannot is told how to make the file.
        guard capabilities.supportsCreatingFiles else {
            let relative = path.hasPrefix(workspace.configuration.root + "/") ? String(path.dropFirst(workspace.configuration.root.count + 1)) : path
            let how = "This editor cannot create files from a code action: run `di-gen mocks --output \(relative)` once in "
                + "the workspace's folder, then \"Generate test double\" adds each mock to that file."
            return [.command(Command(
                title: "Generate test double \(mock.name): needs a mocks file first (how?)", command: Self.showMessageCommand,
                arguments: [.string(how)]))]
        }
        let uri = workspace.uri(ofPath: path)
        let insertion = TextEdit(range: ProtocolConversions.startOfDocument, newText: text)
        return [.codeAction(CodeAction(
            title: "Generate test double \(mock.name) in a new \(path.split(separator: "/").suffix(3).joined(separator: "/"))",
            kind: .refactor,
            edit: WorkspaceEdit(
                documentChanges: [TextDocumentEdit(textDocument: OptionalVersionedTextDocumentIdentifier(uri: uri, version: nil), edits: [insertion])],
                createFiles: [CreateFile(uri: uri, options: CreateFile.Options(overwrite: false, ignoreIfExists: false))])))]
    }
}
