import DIIndex
import DIScanner

/// A DI component: a class whose first inherited type is `Component<SomeDependency>` (a node that
/// requires things) or `BootstrapComponent` (a root), with its providers and children gathered from
/// the class body and every extension of it, in any file.
public struct Component: Sendable {
    public enum Kind: Sendable, Hashable {
        /// `BootstrapComponent`: a root of the tree, requires nothing.
        case root
        /// `Component<DependencyType>`; `dependencyType` is nil only when the generic argument is missing.
        case component(dependencyType: TypeText?)
    }

    /// Needle's pluginized components (`PluginizedComponent<Dependency, PluginExtension, NonCore>`) and their
    /// non-core halves (`NonCoreComponent<Dependency>`).
    public enum Pluginization: Sendable, Hashable {
        /// A core component paired with a non-core component (its child, created by the framework) that
        /// provides the plugin extension protocol's requirements.
        case pluginized(pluginExtension: TypeText, nonCore: TypeText)
        case nonCore
    }

    public let id: ComponentID
    public let name: String
    public let kind: Kind
    public let pluginization: Pluginization?
    /// The class's access, capped by its enclosing types': no provider of it is more visible.
    public let access: AccessLevel
    public let module: String?
    /// Where the class is declared, and its name within that.
    public let declaration: SourceLocation
    public let nameLocation: SourceLocation
    /// The class body, for edits that add members.
    public let body: SourceLocation
    public let conditions: [Condition]
    /// Locations of the class and its extensions, for "is any of it damaged?" questions.
    public internal(set) var parts: [FileID]
    public internal(set) var providers: [Provider]
    public internal(set) var children: [ChildEdge]
    /// The names it reads as `dependency.name` in its body and extensions, sorted, each once.
    public internal(set) var dependencyReads: [String] = []

    public var isRoot: Bool { kind == .root }
    public var isNonCore: Bool {
        if case .nonCore? = pluginization { return true }
        return false
    }

    /// The written name of the dependency protocol (`FeedDependency`), nil for roots.
    public var dependencyTypeName: String? {
        guard case .component(let type?) = kind else { return nil }
        return type.text
    }
}

/// A parent -> child edge: `Child(parent: self)` written in the parent's body or an extension.
public struct ChildEdge: Hashable, Sendable {
    public let child: ComponentID
    public let location: SourceLocation
    public let conditions: [Condition]
}
