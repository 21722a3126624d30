/// The base class of every generated dependency provider: it holds the parent of the component it serves and
/// reaches that component's ancestors through typed parent hops.
///
/// A generated provider is a subclass with no stored properties and one getter per requirement, such as
/// `var store: Store { withAncestor(LoggedInComponent.self, hops: 2) { $0.store } }`. Keeping the state here keeps the
/// generated code small (no stored ancestors, no `init`), which is most of what it costs to compile. A provider
/// holds its component's parent strongly; ancestors never hold descendants, so there is no cycle.
open class DependencyProvider {
    /// The parent of the component this provider serves, retained by `init` and released by `deinit`.
    /// Unmanaged so a hop walk does not retain and release each scope it passes.
    @usableFromInline
    let parentLink: Unmanaged<Scope>

    /// Creates the provider of a component being created under `parent`.
    public init(parent: Scope) {
        parentLink = Unmanaged.passRetained(parent)
    }

    deinit {
        parentLink.release()
    }

    /// Calls `body` with the ancestor `hops` levels above the component this provider serves:
    /// `withAncestor(LoggedInComponent.self, hops: 2) { $0.store }` reads the grandparent's `store`.
    ///
    /// The ancestor is lent to `body` without a retain and release around the call (the provider holds the
    /// chain). A registration's path fixes the type at every hop, so when the generator and the sources agree
    /// the type is right; debug builds check it and stop with the path if it is not.
    ///
    /// - Parameters:
    ///   - type: The ancestor's exact component type, as the generated registration's path names it.
    ///   - hops: 1 for the parent, 2 for the grandparent, and so on.
    @inlinable
    public final func withAncestor<Ancestor: Scope, Value>(
        _ type: Ancestor.Type,
        hops: Int,
        _ body: (Ancestor) -> Value
    ) -> Value {
        #if DEBUG
        checkAncestor(hops: hops, expected: Ancestor.self)
        #endif
        // Start at this provider's parent link (its first stored property); each hop loads the scope a link
        // points to and moves to that scope's own parent link.
        var link = UnsafeRawPointer(_getUnsafePointerToStoredProperties(self))
        var remainingHops = hops - 1
        while remainingHops > 0 {
            link = link.load(as: UnsafeRawPointer.self) + Scope.parentLinkOffset
            remainingHops -= 1
        }
        return link.load(as: Unmanaged<Ancestor>.self)._withUnsafeGuaranteedRef(body)
    }

    /// Calls `body` with the root of the tree of the component this provider serves:
    /// `withRoot(RootComponent.self) { $0.session }`. Two loads however deep the component is (every scope links
    /// to its root), where most app-wide values live; lent to `body` like `withAncestor`.
    @inlinable
    public final func withRoot<Root: Scope, Value>(_ type: Root.Type, _ body: (Root) -> Value) -> Value {
        #if DEBUG
        precondition(
            parentLink.takeUnretainedValue().rootLink?.takeUnretainedValue() is Root,
            "DIRuntime: a generated provider expected the root \(Root.self); the generated provider file is stale: "
                + "run `di-gen generate`.")
        #endif
        let parent = UnsafeRawPointer(_getUnsafePointerToStoredProperties(self)).load(as: UnsafeRawPointer.self)
        return (parent + Scope.rootLinkOffset).load(as: Unmanaged<Root>.self)._withUnsafeGuaranteedRef(body)
    }

    /// Stops with the path when `hops` does not land on an `Ancestor`: generated code and sources disagree.
    @usableFromInline
    final func checkAncestor<Ancestor: Scope>(hops: Int, expected: Ancestor.Type) {
        var scope: Scope? = hops >= 1 ? parentLink.takeUnretainedValue() : nil
        for _ in 1..<max(hops, 1) { scope = scope?.parentOrNil }
        guard scope is Ancestor else {
            fatalError(wrongAncestorMessage(hops: hops, expected: Ancestor.self))
        }
    }

    /// Explains a hop that does not land on the expected type: generated code and sources disagree.
    @usableFromInline
    final func wrongAncestorMessage(hops: Int, expected: Scope.Type) -> String {
        let path = parentLink.takeUnretainedValue().pathTypeNames.joined(separator: " -> ")
        return "DIRuntime: a generated provider under \(path) expected \(expected) \(hops) hop(s) up, "
            + "which is not there. The generated provider file is stale: run `di-gen generate`."
    }
}
