/// A caller of a call hierarchy item, and where in the caller's document the calls are.
public struct CallHierarchyIncomingCall: Hashable, Sendable, Codable {
    public var from: CallHierarchyItem
    /// Ranges in `from`'s document.
    public var fromRanges: [LSPRange]

    public init(from: CallHierarchyItem, fromRanges: [LSPRange]) {
        self.from = from
        self.fromRanges = fromRanges
    }
}
