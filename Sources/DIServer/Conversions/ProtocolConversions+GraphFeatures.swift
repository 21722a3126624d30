import DIAnalysis
import DIIndex
import DIProtocol
import DIScanner

/// Conversions for the graph's editor features (hints, lenses, hierarchies): the same edge as `ProtocolConversions`.
extension ProtocolConversions {
    /// A zero-width position.
    func position(_ location: SourceLocation) -> Position? {
        range(location)?.start
    }

    /// A hierarchy item; `data` names the component or protocol, which is how the follow-up requests find it.
    func callHierarchyItem(_ item: HierarchyItem) -> CallHierarchyItem? {
        guard let uri = uri(of: item.selection.file), let whole = range(item.range), let selection = range(item.selection) else { return nil }
        return CallHierarchyItem(
            name: item.name, kind: symbolKind(item.kind), detail: item.detail, uri: uri, range: whole, selectionRange: selection,
            data: ["name": .string(item.name)])
    }

    func typeHierarchyItem(_ item: HierarchyItem) -> TypeHierarchyItem? {
        guard let uri = uri(of: item.selection.file), let whole = range(item.range), let selection = range(item.selection) else { return nil }
        return TypeHierarchyItem(
            name: item.name, kind: symbolKind(item.kind), detail: item.detail, uri: uri, range: whole, selectionRange: selection,
            data: ["name": .string(item.name)])
    }

    /// The name an item sent back by the client stands for: its `data`, else its `name`.
    static func name(of data: JSONValue?, fallback: String) -> String {
        data?["name"]?.stringValue ?? fallback
    }

    func uri(of file: FileID) -> DocumentURI? {
        workspace.snapshot.file(file).map { workspace.uri(ofPath: $0.path) }
    }

    private func symbolKind(_ kind: HierarchyItem.Kind) -> SymbolKind {
        switch kind {
        case .component: .class
        case .dependencyProtocol: .interface
        }
    }
}
