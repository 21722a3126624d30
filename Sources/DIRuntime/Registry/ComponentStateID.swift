/// The state a component was created in: a node of the registry's automaton, such as "FeedComponent under
/// the LoggedInComponent of RootComponent".
///
/// Generated code describes the automaton: each state's component resolves its requirements one way, and a
/// child's state follows from its parent's state and its own type. Paths that resolve alike share a state,
/// so a component created from many places, or deep inside a loop, costs one state per distinct resolution.
/// A small integer handed out by `DependencyProviderRegistry`; nothing is keyed by strings at run time. Ids
/// are meaningful only within one process.
public struct ComponentStateID: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline
    let rawValue: Int

    init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The state above every root; roots are steps from here.
    public static let origin = ComponentStateID(rawValue: 0)

    public var description: String { "state#\(rawValue)" }
}
