/// Components created inside a loop deeper than the generated registrations go: a folder in a folder in a
/// folder, when a `FolderComponent` creates `FolderComponent`s.
///
/// `di-gen` registers paths that pass each component at most twice. When a component is created on a longer
/// path and the path ends with the same run of component types twice (`... Folder, Folder` or
/// `... A, B, A, B`), it resolves exactly like the component one run higher: walking up nearest first, the
/// second run meets only types the first already met, and generated code on such paths reaches ancestors by
/// type (`withNearest`) or at the root, never by hop count. So the component takes that component's path id
/// and factory, and its own children fold the same way. Paths that reach a loop through different branches
/// more than twice do not end with a repeated run and still stop with the missing-provider message.
extension DependencyProviderRegistry {
    /// The placement of the component one repeated run higher, when the path to a new `componentType` under
    /// `parent` ends with the same run of types twice and that component's path has a factory.
    func foldedPlacement(of componentType: Scope.Type, under parent: Scope) -> ComponentPlacement? {
        // Types from the new component upward (nearest first), and the scopes they belong to.
        var types: [ObjectIdentifier] = [ObjectIdentifier(componentType)]
        var scopes: [Scope] = []
        var next: Scope? = parent
        while let scope = next {
            types.append(ObjectIdentifier(type(of: scope)))
            scopes.append(scope)
            next = scope.parentOrNil
        }
        guard types.dropFirst().contains(types[0]) else { return nil }
        for runLength in 1...max(1, types.count / 2) where types[runLength] == types[0] {
            guard 2 * runLength <= types.count, types[0..<runLength] == types[runLength..<2 * runLength] else {
                continue
            }
            // `scopes[runLength - 1]` is the component one run higher, of the same type.
            let higher = scopes[runLength - 1].pathID
            if let factory = factory(for: higher) {
                return ComponentPlacement(pathID: higher, factory: factory)
            }
        }
        return nil
    }
}
