/// `typeHierarchy/supertypes`: the types an item from `textDocument/prepareTypeHierarchy` inherits.
public struct TypeHierarchySupertypesRequest: LSPRequest {
    public static let method = "typeHierarchy/supertypes"
    public typealias Response = [TypeHierarchyItem]?

    public var item: TypeHierarchyItem

    public init(item: TypeHierarchyItem) { self.item = item }
}
