import DIIndex
import DIScanner

/// How one requirement resolves in one context.
///
/// Indirect, so a binding is one reference: an update binds thousands of consumers again while the previous analysis
/// still shares their contexts, and copying a context's bindings retained every string of every provider.
public indirect enum Binding: Hashable, Sendable {
    /// The nearest ancestor with a readable provider of the same name and type. Which ancestor that is
    /// depends on the path only through its type: every ancestor of that component type declares it.
    case provided(Provider)
    /// No ancestor declares the name.
    case missing
    /// The nearest ancestor declaring the name does so with another type, and none has the right type.
    case mistyped(Provider)
    /// Only unreachable providers (private, fileprivate, or internal in another module) match.
    case inaccessible(Provider, InaccessibleReason)

    public var provider: Provider? {
        switch self {
        case .provided(let provider), .mistyped(let provider), .inaccessible(let provider, _): provider
        case .missing: nil
        }
    }

    /// Where the provider read is declared, for `.provided` only.
    var providedLocation: SourceLocation? {
        if case .provided(let provider) = self { return provider.location }
        return nil
    }

    /// A `.provided` binding whose provider is declared under `#if` conditions.
    var providedHasConditions: Bool {
        if case .provided(let provider) = self { return !provider.conditions.isEmpty }
        return false
    }

    public var isResolved: Bool {
        if case .provided = self { return true }
        return false
    }
}

/// Why generated code cannot read a provider.
public enum InaccessibleReason: Hashable, Sendable {
    case access(AccessLevel)
    case otherModule(providerModule: String, consumerModule: String)
}

/// A path from a root to a component, root first, the component last.
public struct ComponentPath: Hashable, Sendable {
    public let components: [ComponentID]

    public init(_ components: [ComponentID]) { self.components = components }

    public var component: ComponentID { components[components.count - 1] }
    /// The ancestor `hops` parents up (1 = the parent).
    public func ancestor(hops: Int) -> ComponentID { components[components.count - 1 - hops] }
}
