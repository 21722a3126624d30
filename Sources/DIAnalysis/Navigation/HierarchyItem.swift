import DIIndex

/// A node of the call hierarchy (components: parents call their children into being) or the type hierarchy
/// (dependency protocols and their inheritance). Items are found again by name.
public struct HierarchyItem: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case component, dependencyProtocol }

    public let name: String
    public let detail: String?
    public let kind: Kind
    /// The whole declaration (a class, its extension holding the calls, or a protocol), and its name.
    public let range: SourceLocation
    public let selection: SourceLocation

    public init(name: String, detail: String?, kind: Kind, range: SourceLocation, selection: SourceLocation) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selection = selection
    }
}

/// One caller or callee of a hierarchy item, with where the calls are in the caller's file.
public struct HierarchyCall: Hashable, Sendable {
    public let item: HierarchyItem
    public let ranges: [SourceLocation]
}
