import DIIndex
import DIScanner

/// A protocol that inherits `Dependency`, directly or through other protocols of the workspace.
public struct DependencyProtocol: Sendable {
    public let name: String
    public let nameLocation: SourceLocation
    /// Its own requirements followed by inherited ones (nearest protocol first), one per name.
    public let requirements: [Requirement]
}

/// `var name: Type { get }` in a dependency protocol: something a component needs from its ancestors.
public struct Requirement: Hashable, Sendable {
    public let name: String
    public let type: TypeSignature
    /// Where the type is written, for fixes that change it.
    public let typeLocation: SourceLocation
    /// The protocol that declares it (an inherited requirement names the inherited protocol).
    public let declaringProtocol: String
    public let location: SourceLocation
    public let conditions: [Condition]
}
