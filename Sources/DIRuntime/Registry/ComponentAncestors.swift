/// The ancestors of a component being created, as handed to its generated provider factory.
///
/// Generated providers take typed ancestors by hop count: hop 1 is the parent, hop 2 the grandparent.
/// A registration's path fixes the exact type at every hop, so when the generator and the sources agree the
/// type check cannot fail; it runs in debug builds and is skipped in release, where a hop is one pointer load.
public struct ComponentAncestors {
    /// Not retained: a `ComponentAncestors` exists only while the child's `init(parent:)` runs, and that
    /// call's `parent` argument keeps the whole chain alive. Saves a retain and a release per component.
    @usableFromInline
    unowned(unsafe) let parent: Scope

    init(parent: Scope) {
        self.parent = parent
    }

    /// The ancestor `hops` levels above the component being created, as `Ancestor`.
    ///
    /// - Parameters:
    ///   - hops: 1 for the parent, 2 for the grandparent, and so on.
    ///   - type: The ancestor's exact component type, as the generated registration's path names it.
    /// - Returns: The ancestor; in debug builds, a wrong hop count or type stops the program with the path.
    @inlinable
    public func ancestor<Ancestor: Scope>(hops: Int, as type: Ancestor.Type) -> Ancestor {
        // Unmanaged while walking: the child's initialiser holds its parent, and so the whole chain.
        var scope = Unmanaged.passUnretained(parent)
        var remainingHops = hops - 1
        while remainingHops > 0, let next = scope._withUnsafeGuaranteedRef({ $0.parentLink }) {
            scope = next
            remainingHops -= 1
        }
        #if DEBUG
        guard hops >= 1, remainingHops == 0, let ancestor = scope.takeUnretainedValue() as? Ancestor else {
            fatalError(wrongAncestorMessage(hops: hops, expected: Ancestor.self))
        }
        return ancestor
        #else
        return unsafeDowncast(scope.takeUnretainedValue(), to: Ancestor.self)
        #endif
    }

    /// Explains a hop that does not land on the expected type: generated code and sources disagree.
    @usableFromInline
    func wrongAncestorMessage(hops: Int, expected: Scope.Type) -> String {
        let path = parent.pathTypeNames.joined(separator: " -> ")
        return "DIRuntime: a generated provider under \(path) expected \(expected) \(hops) hop(s) up, "
            + "which is not there. The generated provider file is stale: run `di-gen generate`."
    }
}
