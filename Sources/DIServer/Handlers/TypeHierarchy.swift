import DIAnalysis
import DIIndex
import DIProtocol

extension LanguageServer {
    /// `textDocument/prepareTypeHierarchy`: the dependency protocol at the position, or the one the component there
    /// requires.
    func prepareTypeHierarchy(_ request: PrepareTypeHierarchyRequest, in workspace: Workspace) -> [TypeHierarchyItem]? {
        let conversions = conversions(in: workspace)
        guard let (file, offset) = conversions.offset(of: request.position, in: request.textDocument.uri),
            let item = workspace.analysis(for: file).dependencyProtocolItem(in: file, at: offset)
        else { return nil }
        return conversions.typeHierarchyItem(item).map { [$0] }
    }

    /// `typeHierarchy/supertypes`: the dependency protocols the protocol inherits.
    func supertypes(_ request: TypeHierarchySupertypesRequest, in workspace: Workspace) -> [TypeHierarchyItem]? {
        guard let item = protocolItem(request.item, in: workspace) else { return [] }
        return workspace.analysis(for: item.selection.file).supertypes(of: item).compactMap(conversions(in: workspace).typeHierarchyItem)
    }

    /// `typeHierarchy/subtypes`: the dependency protocols that inherit the protocol.
    func subtypes(_ request: TypeHierarchySubtypesRequest, in workspace: Workspace) -> [TypeHierarchyItem]? {
        guard let item = protocolItem(request.item, in: workspace) else { return [] }
        return workspace.analysis(for: item.selection.file).subtypes(of: item).compactMap(conversions(in: workspace).typeHierarchyItem)
    }

    private func protocolItem(_ item: TypeHierarchyItem, in workspace: Workspace) -> HierarchyItem? {
        workspace.firstAnswer { $0.dependencyProtocolItem(named: ProtocolConversions.name(of: item.data, fallback: item.name)) }
    }
}
