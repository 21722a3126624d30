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
}
