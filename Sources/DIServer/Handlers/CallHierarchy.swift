import DIAnalysis
import DIIndex
import DIProtocol
import DIScanner

extension LanguageServer {
    /// `textDocument/prepareCallHierarchy`: the component at the position (its name, a `Child(parent: self)` creating
    /// it, or the class or extension around the position).
    func prepareCallHierarchy(_ request: PrepareCallHierarchyRequest, in workspace: Workspace) -> [CallHierarchyItem]? {
        let conversions = conversions(in: workspace)
        guard let (file, offset) = conversions.offset(of: request.position, in: request.textDocument.uri),
            let item = workspace.analysis(for: file).componentItem(in: file, at: offset)
        else { return nil }
        return conversions.callHierarchyItem(item).map { [$0] }
    }

    /// `callHierarchy/incomingCalls`: the component's parents, with where each creates it.
    func incomingCalls(_ request: CallHierarchyIncomingCallsRequest, in workspace: Workspace) -> [CallHierarchyIncomingCall]? {
        guard let item = componentItem(request.item, in: workspace) else { return [] }
        let conversions = conversions(in: workspace)
        return workspace.analysis(for: item.selection.file).incomingCalls(to: item).compactMap { call in
            conversions.callHierarchyItem(call.item).map { CallHierarchyIncomingCall(from: $0, fromRanges: call.ranges.compactMap(conversions.range)) }
        }
    }

    /// `callHierarchy/outgoingCalls`: the component's children, with where it creates each (in the item's file).
    func outgoingCalls(_ request: CallHierarchyOutgoingCallsRequest, in workspace: Workspace) -> [CallHierarchyOutgoingCall]? {
        guard let item = componentItem(request.item, in: workspace) else { return [] }
        let conversions = conversions(in: workspace)
        return workspace.analysis(for: item.selection.file).outgoingCalls(from: item).compactMap { call in
            conversions.callHierarchyItem(call.item).map { CallHierarchyOutgoingCall(to: $0, fromRanges: call.ranges.compactMap(conversions.range)) }
        }
    }

    /// The analysis's item for one the client sent back: found by name, kept in the file the client's item is in
    /// (an extension holding creations has its own item).
    private func componentItem(_ item: CallHierarchyItem, in workspace: Workspace) -> HierarchyItem? {
        let conversions = conversions(in: workspace)
        let name = ProtocolConversions.name(of: item.data, fallback: item.name)
        guard let found = workspace.firstAnswer({ $0.componentItem(named: name) }) else { return nil }
        guard let file = workspace.fileID(of: item.uri), file != found.selection.file,
            let (_, start) = conversions.offset(of: item.selectionRange.start, in: item.uri),
            let (_, end) = conversions.offset(of: item.selectionRange.end, in: item.uri)
        else { return found }
        let selection = SourceLocation(file: file, range: ByteRange(start: start, end: end))
        return HierarchyItem(name: name, detail: item.detail, kind: .component, range: selection, selection: selection)
    }
}
