/// `callHierarchy/incomingCalls`: the callers of an item from `textDocument/prepareCallHierarchy`.
public struct CallHierarchyIncomingCallsRequest: LSPRequest {
    public static let method = "callHierarchy/incomingCalls"
    public typealias Response = [CallHierarchyIncomingCall]?

    public var item: CallHierarchyItem

    public init(item: CallHierarchyItem) { self.item = item }
}
