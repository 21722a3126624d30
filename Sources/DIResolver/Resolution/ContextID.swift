/// A context's identity: its component and its index among that component's contexts.
public struct ContextID: Hashable, Comparable, Sendable {
    public let component: ComponentID
    public let index: Int

    public init(component: ComponentID, index: Int) {
        self.component = component
        self.index = index
    }

    public static func < (lhs: ContextID, rhs: ContextID) -> Bool {
        (lhs.component, lhs.index) < (rhs.component, rhs.index)
    }
}
