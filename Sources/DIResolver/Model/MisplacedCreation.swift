import DIIndex

/// A component created other than as `Child(parent: self)` in its parent component: the analysis and
/// generated code know only branches written that way, so Needle rejects the others.
public struct MisplacedCreation: Hashable, Sendable {
    /// Where the creation is written, and what `parent:` is there.
    public enum Site: Hashable, Sendable {
        /// `parent:` is not `self` alone (`Feed(parent: other)`, `Feed(parent: self.root)`).
        case otherParent
        /// `parent: self` where `self` is the named type, which is not a component.
        case nonComponent(String)
        /// Outside every type: top-level code or a global function.
        case outsideTypes
    }

    public let component: ComponentID
    /// The callee as written (`Feed`, `.init`).
    public let location: SourceLocation
    public let site: Site
}
