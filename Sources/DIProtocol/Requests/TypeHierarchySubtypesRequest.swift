/// `typeHierarchy/subtypes`: the types that inherit an item from `textDocument/prepareTypeHierarchy`.
public struct TypeHierarchySubtypesRequest: LSPRequest {
    public static let method = "typeHierarchy/subtypes"
    public typealias Response = [TypeHierarchyItem]?

    public var item: TypeHierarchyItem

    public init(item: TypeHierarchyItem) { self.item = item }
}
