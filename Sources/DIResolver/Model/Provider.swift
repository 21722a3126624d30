import DIIndex
import DIScanner

/// A typed `var`/`let` in a component body or extension: something descendants can be given.
public struct Provider: Hashable, Sendable {
    public let component: ComponentID
    public let name: String
    public let type: TypeSignature
    /// Where the type is written.
    public let typeLocation: SourceLocation
    public let access: AccessLevel
    /// The module of the file that declares it (extensions may live in another module).
    public let module: String?
    public let location: SourceLocation
    public let conditions: [Condition]
    /// `var session: Session { dependency.session }`: hands on what its own ancestors provide, so a
    /// descendant gets the same value through it; such a provider never shadows.
    public let isForwarding: Bool
    /// How a descendant reaches it from `component`: usually a member; for a pluginized component also its
    /// plugin extension's requirements and its non-core component's members.
    public var route: Route = .member

    /// Where a provider read at a component comes from.
    public enum Route: Hashable, Sendable {
        /// A member of the component itself (its class body or an extension).
        case member
        /// A requirement of the pluginized component's plugin extension (`component.pluginExtension.name`).
        case pluginExtension
        /// A member of the pluginized component's non-core component (`component.nonCoreComponent`).
        case nonCoreComponent(ComponentID)
    }
}
