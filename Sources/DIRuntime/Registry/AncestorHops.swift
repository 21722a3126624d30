/// How generated code reaches a component's ancestors: typed parent hops over the links every scope keeps.
///
/// Each hop is one pointer load, from a parent link to the next scope's parent link (`Scope.parentLinkOffset`);
/// every scope also links to its root (`Scope.rootLinkOffset`), so the root, where most app-wide values live,
/// is two loads away at any depth. The ancestor is lent to `body` through `_withUnsafeGuaranteedRef`, so a read
/// costs no retain and release around the call (a returned reference would: 30 ns against 23 ns for a
/// repeated read at depth 7). Whoever calls these holds the chain (a component, or its provider). A
/// registration's path fixes the type at every hop, so when the generator and the sources agree the type is
/// right; debug builds check it (`checkAncestor`, `checkRoot`), release builds do not.

/// Lends `body` the scope `hops` links up from the parent link at `firstLink` (hop 1 is the scope it names).
@inlinable
@inline(__always)
func lendAncestor<Ancestor: Scope, Value>(
    from firstLink: UnsafeRawPointer,
    hops: Int,
    _ body: (Ancestor) -> Value
) -> Value {
    var link = firstLink
    var remainingHops = hops - 1
    while remainingHops > 0 {
        link = link.load(as: UnsafeRawPointer.self) + Scope.parentLinkOffset
        remainingHops -= 1
    }
    return link.load(as: Unmanaged<Ancestor>.self)._withUnsafeGuaranteedRef(body)
}

/// `lendAncestor(from:hops:_:)` for generated code, which debug builds check against `parent()`, the scope the link
/// names: both kinds of holder (a component, a provider) reach their ancestors through this.
@inlinable
@inline(__always)
func lendAncestor<Ancestor: Scope, Value>(
    checking parent: @autoclosure () -> Scope?,
    from firstLink: UnsafeRawPointer,
    hops: Int,
    _ body: (Ancestor) -> Value
) -> Value {
    #if DEBUG
    checkAncestor(parent(), hops: hops, expected: Ancestor.self)
    #endif
    return lendAncestor(from: firstLink, hops: hops, body)
}

/// `lendRoot(from:_:)` for generated code, which debug builds check against `parent()`.
@inlinable
@inline(__always)
func lendRoot<Root: Scope, Value>(checking parent: @autoclosure () -> Scope?, from firstLink: UnsafeRawPointer, _ body: (Root) -> Value) -> Value {
    #if DEBUG
    checkRoot(parent(), expected: Root.self)
    #endif
    return lendRoot(from: firstLink, body)
}

/// Lends `body` the root of the tree of the scope that the parent link at `firstLink` names.
@inlinable
@inline(__always)
func lendRoot<Root: Scope, Value>(from firstLink: UnsafeRawPointer, _ body: (Root) -> Value) -> Value {
    let parent = firstLink.load(as: UnsafeRawPointer.self)
    // A root's own root link is nil: then the parent is the root.
    let root = (parent + Scope.rootLinkOffset).load(as: UnsafeRawPointer?.self) ?? parent
    return Unmanaged<Root>.fromOpaque(root)._withUnsafeGuaranteedRef(body)
}

/// Lends `body` the nearest scope of exactly type `Ancestor` at or above `parent`; for generated code on paths
/// through a loop, where the hop count depends on how deep in the loop a component was created. Stops with
/// the path when there is none (generated code and sources disagree).
@inlinable
func lendNearest<Ancestor: Scope, Value>(from parent: Scope, _ body: (Ancestor) -> Value) -> Value {
    var scope = Unmanaged.passUnretained(parent)
    while true {
        if scope._withUnsafeGuaranteedRef({ ObjectIdentifier(type(of: $0)) }) == ObjectIdentifier(Ancestor.self) {
            return Unmanaged<Ancestor>.fromOpaque(scope.toOpaque())._withUnsafeGuaranteedRef(body)
        }
        guard let next = scope._withUnsafeGuaranteedRef({ $0.parentLink }) else {
            fatalError(wrongAncestorMessage(parent: parent, hops: 0, expected: Ancestor.self))
        }
        scope = next
    }
}

/// Stops with the path when `hops` up from `parent` (hop 1) is not an `Ancestor`.
@usableFromInline
func checkAncestor<Ancestor: Scope>(_ parent: Scope?, hops: Int, expected: Ancestor.Type) {
    var scope: Scope? = hops >= 1 ? parent : nil
    for _ in 1..<max(hops, 1) { scope = scope?.parentOrNil }
    guard scope is Ancestor else {
        fatalError(wrongAncestorMessage(parent: parent, hops: hops, expected: Ancestor.self))
    }
}

/// Stops when the root of `parent`'s tree is not a `Root`.
@usableFromInline
func checkRoot<Root: Scope>(_ parent: Scope?, expected: Root.Type) {
    guard let parent, (parent.rootLink?.takeUnretainedValue() ?? parent) is Root else {
        fatalError("DIRuntime: generated code expected the root \(Root.self). The generated provider file is "
            + "stale: run `di-gen generate`." + testDoubleNote())
    }
}

/// Explains a hop that does not land on the expected type: generated code and sources disagree.
@usableFromInline
func wrongAncestorMessage(parent: Scope?, hops: Int, expected: Scope.Type) -> String {
    let path = parent?.pathTypeNames.joined(separator: " -> ") ?? "a root"
    let place = hops > 0 ? "\(hops) hop(s) up" : "above"
    return "DIRuntime: generated code under \(path) expected \(expected) \(place), "
        + "which is not there. The generated provider file is stale: run `di-gen generate`." + testDoubleNote()
}

extension Scope {
    /// Calls `body` with the ancestor `hops` levels above this component (1 is the parent), for generated
    /// code in which a component provides its own dependency. See `lendAncestor(from:hops:_:)`.
    @_spi(DIGenerated)
    @inlinable
    public final func withAncestor<Ancestor: Scope, Value>(_ type: Ancestor.Type, hops: Int, _ body: (Ancestor) -> Value) -> Value {
        lendAncestor(checking: parentOrNil, from: parentLinkAddress, hops: hops, body)
    }

    /// Calls `body` with the nearest ancestor of exactly type `Ancestor`. See `lendNearest(from:_:)`.
    @_spi(DIGenerated)
    @inlinable
    public final func withNearest<Ancestor: Scope, Value>(_ type: Ancestor.Type, _ body: (Ancestor) -> Value) -> Value {
        guard let parent = parentLink else {
            fatalError(wrongAncestorMessage(parent: nil, hops: 0, expected: Ancestor.self))
        }
        return parent._withUnsafeGuaranteedRef { lendNearest(from: $0, body) }
    }

    /// Calls `body` with the root of this component's tree. See `lendRoot(from:_:)`.
    @_spi(DIGenerated)
    @inlinable
    public final func withRoot<Root: Scope, Value>(_ type: Root.Type, _ body: (Root) -> Value) -> Value {
        lendRoot(checking: parentOrNil, from: parentLinkAddress, body)
    }
}
