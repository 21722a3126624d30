/// One distinct way a component is reached: what its ancestors provide, as far as that matters to it or
/// to anything below it. Resolution builds these over the graph instead of enumerating paths, so a
/// component created from many places costs one context per distinct answer, not one per path; they are
/// the states of the automaton that generated code registers (`docs/RUNTIME-DESIGN.md`).
///
/// Every path from a root to the component ends in exactly one of its contexts, and every path through
/// a context resolves the component's requirements alike.
public struct ComponentContext: Sendable {
    public let id: ContextID
    /// The root component every path into this context starts from.
    public let root: ComponentID
    /// How each requirement of the component's dependency protocol binds here, in the protocol's order.
    public internal(set) var bindings: [Binding]
    /// The contexts this one is created from, one per parent context.
    public internal(set) var parents: [ContextID]
    /// The contexts of its children, one per child component.
    public internal(set) var children: [ContextID]
    /// The parent context on the canonical example path (the shortest, then the first by component order);
    /// nil for a root's context.
    public internal(set) var exampleParent: ContextID?
    /// The length of the example path minus one (0 for a root).
    public internal(set) var depth: Int
    /// The first components of the example path (up to `ExamplePath.headLength`), kept so a message can show
    /// a deep path's beginning without walking it.
    public internal(set) var exampleHead: [ComponentID]
    /// How many paths from a root end here.
    public internal(set) var pathCount: PathCount
    /// Some path into this context passes a component declared or extended in a file that did not scan
    /// cleanly, so a "not found" here may be an artefact of the damage.
    public internal(set) var touchesDamage: Bool

    init(id: ContextID, root: ComponentID, bindings: [Binding]) {
        self.id = id
        self.root = root
        self.bindings = bindings
        parents = []
        children = []
        exampleParent = nil
        depth = 0
        exampleHead = []
        pathCount = .zero
        touchesDamage = false
    }
}
