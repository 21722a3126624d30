import DIAnalysis
import DIProtocol

extension LanguageServer {
    /// `textDocument/prepareTypeHierarchy`: the dependency protocol at the position, or the one the component there
    /// requires.
    func prepareTypeHierarchy(_ request: PrepareTypeHierarchyRequest) -> [TypeHierarchyItem]? {
        guard let (file, offset) = conversions.offset(of: request.position, in: request.textDocument.uri),
            let item = workspace.analysis.dependencyProtocolItem(in: file, at: offset)
        else { return nil }
        return conversions.typeHierarchyItem(item).map { [$0] }
    }

    /// `typeHierarchy/supertypes`: the dependency protocols the protocol inherits.
    func supertypes(_ request: TypeHierarchySupertypesRequest) -> [TypeHierarchyItem]? {
        guard let item = protocolItem(request.item) else { return [] }
        return workspace.analysis.supertypes(of: item).compactMap(conversions.typeHierarchyItem)
    }

    /// `typeHierarchy/subtypes`: the dependency protocols that inherit the protocol.
    func subtypes(_ request: TypeHierarchySubtypesRequest) -> [TypeHierarchyItem]? {
        guard let item = protocolItem(request.item) else { return [] }
        return workspace.analysis.subtypes(of: item).compactMap(conversions.typeHierarchyItem)
    }

    private func protocolItem(_ item: TypeHierarchyItem) -> HierarchyItem? {
        workspace.analysis.dependencyProtocolItem(named: ProtocolConversions.name(of: item.data, fallback: item.name))
    }
}
