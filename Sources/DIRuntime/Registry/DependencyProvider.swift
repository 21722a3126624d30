/// The base class of every generated dependency provider: it holds the parent of the component it serves and
/// reaches that component's ancestors through typed parent hops.
///
/// A generated provider is a subclass with no stored properties and one getter per requirement, such as
/// `var store: Store { withAncestor(LoggedInComponent.self, hops: 2) { $0.store } }`. Keeping the state here
/// keeps the generated code small (no stored ancestors, no `init`). A provider holds its component's parent
/// strongly; ancestors never hold descendants, so there is no cycle. Only components that resolve differently
/// on different paths get one; the others are their own provider (see `StateProviders.conform`).
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
    /// See `lendAncestor(from:hops:_:)` for what it costs and why it is safe.
    ///
    /// - Parameters:
    ///   - type: The ancestor's exact component type, as the generated registration's path names it.
    ///   - hops: 1 for the parent, 2 for the grandparent, and so on.
    @inlinable
    public final func withAncestor<Ancestor: Scope, Value>(_ type: Ancestor.Type, hops: Int, _ body: (Ancestor) -> Value) -> Value {
        lendAncestor(checking: parentLink.takeUnretainedValue(), from: parentLinkAddress, hops: hops, body)
    }

    /// Calls `body` with the nearest ancestor of exactly type `Ancestor` above the component this provider
    /// serves. See `lendNearest(from:_:)`.
    @inlinable
    public final func withNearest<Ancestor: Scope, Value>(_ type: Ancestor.Type, _ body: (Ancestor) -> Value) -> Value {
        parentLink._withUnsafeGuaranteedRef { lendNearest(from: $0, body) }
    }

    /// Calls `body` with the root of the tree of the component this provider serves:
    /// `withRoot(RootComponent.self) { $0.session }`. See `lendRoot(from:_:)`.
    @inlinable
    public final func withRoot<Root: Scope, Value>(_ type: Root.Type, _ body: (Root) -> Value) -> Value {
        lendRoot(checking: parentLink.takeUnretainedValue(), from: parentLinkAddress, body)
    }

    /// Where the parent link is: this provider's first stored property.
    @inlinable
    final var parentLinkAddress: UnsafeRawPointer { UnsafeRawPointer(_getUnsafePointerToStoredProperties(self)) }

    /// Explains a hop that does not land on the expected type: generated code and sources disagree.
    @usableFromInline
    final func wrongAncestorMessage(hops: Int, expected: Scope.Type) -> String {
        DIRuntime.wrongAncestorMessage(parent: parentLink.takeUnretainedValue(), hops: hops, expected: expected)
    }
}
