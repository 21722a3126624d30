/// `callHierarchy/outgoingCalls`: what an item from `textDocument/prepareCallHierarchy` calls.
public struct CallHierarchyOutgoingCallsRequest: LSPRequest {
    public static let method = "callHierarchy/outgoingCalls"
    public typealias Response = [CallHierarchyOutgoingCall]?

    public var item: CallHierarchyItem

    public init(item: CallHierarchyItem) { self.item = item }
}
