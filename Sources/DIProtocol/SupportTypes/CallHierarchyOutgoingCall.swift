/// An item called by a call hierarchy item, and where in the caller's document the calls are.
public struct CallHierarchyOutgoingCall: Hashable, Sendable, Codable {
    public var to: CallHierarchyItem
    /// Ranges in the document of the item the request asked about (the caller).
    public var fromRanges: [LSPRange]

    public init(to: CallHierarchyItem, fromRanges: [LSPRange]) {
        self.to = to
        self.fromRanges = fromRanges
    }
}
