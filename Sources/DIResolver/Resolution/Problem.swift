import DIIndex
import DIScanner

/// Something wrong with the DI graph, with the data a message needs; wording lives in DIAnalysis.
///
/// Cases with large payloads are `indirect`, so a problem is a few words: 100,000 unreachable components
/// took 37 MB as an array of problems sized for the largest case (two providers).
public enum Problem: Hashable, Sendable {
    /// No ancestor provides the requirement on the failing branches.
    indirect case missingDependency(Requirement, component: ComponentID, branches: FailingBranches)
    /// The nearest ancestor with the name has another type, and no ancestor has the right one.
    indirect case mistypedDependency(Requirement, component: ComponentID, provider: Provider, branches: FailingBranches)
    /// Only unreachable providers match.
    indirect case inaccessibleDependency(
        Requirement, component: ComponentID, provider: Provider, reason: InaccessibleReason, branches: FailingBranches)
    /// The component is its own ancestor and some requirement of the loop fails at some depth.
    indirect case componentCycle(component: ComponentID, loop: [ComponentID], unresolved: [Requirement])
    /// `Component<X>` where X is not a dependency protocol of the workspace.
    indirect case unknownDependencyProtocol(component: ComponentID, type: TypeText, isDeclaredButNotDependency: Bool)
    /// A second component class with a name already taken.
    indirect case duplicateComponent(name: String, duplicate: SourceLocation, original: ComponentID)
    /// Never created from a root, directly or indirectly.
    case unreachableComponent(ComponentID)
    /// `nearer` hides `farther`, which has the same name and type, for the consumers on `paths`.
    indirect case shadowedProvider(nearer: Provider, farther: Provider, consumer: ComponentID)
    /// The requirement, or the provider it resolves to, exists only under some `#if` conditions.
    indirect case conditionalDependency(Requirement, component: ComponentID, provider: Provider?)
    /// A component created other than as `Child(parent: self)` in its parent component.
    indirect case parentNotSelf(MisplacedCreation)
    /// A second protocol with a dependency protocol's name.
    indirect case duplicateDependencyProtocol(name: String, duplicate: SourceLocation, original: SourceLocation)
    /// Needle's committed generated file, which the analysis skips.
    case needleGeneratedFile(FileID)
    /// `PluginizedComponent<D, P, N>` where N is not a non-core component of the workspace.
    indirect case unknownNonCoreComponent(component: ComponentID, type: TypeText)
    /// `PluginizedComponent<D, P, N>` where P is not a protocol inheriting `PluginExtension`.
    indirect case unknownPluginExtension(component: ComponentID, type: TypeText)
    /// A plugin extension requirement the pluginized component's non-core component does not provide
    /// (`provider` is its member of that name when the type differs or generated code cannot read it).
    indirect case unprovidedPluginExtension(Requirement, component: ComponentID, nonCore: ComponentID, provider: Provider?)
    /// The component provides to its non-core component what that one provides back through the plugin
    /// extension (Needle's plugin-extension cycle).
    indirect case pluginExtensionCycle(component: ComponentID, nonCore: ComponentID, pluginExtension: String, requirements: [Requirement])
    /// Resolution stopped making contexts at `component` after `limit` of them: what lies beyond is unchecked.
    case resolutionLimitReached(component: ComponentID, limit: Int)
    /// No component requiring the requirement (`consumers`) reads it through `dependency`, and no other code does.
    indirect case unusedRequirement(Requirement, consumers: [ComponentID])
    /// No component's requirement resolves to the provider (off unless configured: see `codesOffByDefault`).
    indirect case unusedProvider(Provider)

    public enum Severity: Int, Hashable, Sendable, Comparable {
        case note, warning, error
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The stable code users see, filter and configure.
    public var code: String {
        switch self {
        case .missingDependency: "missing-dependency"
        case .mistypedDependency: "mistyped-dependency"
        case .inaccessibleDependency: "inaccessible-dependency"
        case .componentCycle: "component-cycle"
        case .unknownDependencyProtocol: "unknown-dependency-protocol"
        case .duplicateComponent: "duplicate-component"
        case .unreachableComponent: "unreachable-component"
        case .shadowedProvider: "shadowed-provider"
        case .conditionalDependency: "conditional-dependency"
        case .parentNotSelf: "parent-not-self"
        case .duplicateDependencyProtocol: "duplicate-dependency-protocol"
        case .needleGeneratedFile: "needle-generated-file"
        case .unknownNonCoreComponent: "unknown-non-core-component"
        case .unknownPluginExtension: "unknown-plugin-extension"
        case .unprovidedPluginExtension: "unprovided-plugin-extension"
        case .pluginExtensionCycle: "plugin-extension-cycle"
        case .resolutionLimitReached: "resolution-limit"
        case .unusedRequirement: "unused-requirement"
        case .unusedProvider: "unused-provider"
        }
    }

    public var severity: Severity {
        switch self {
        case .missingDependency, .mistypedDependency, .inaccessibleDependency, .componentCycle, .unknownDependencyProtocol,
            .duplicateComponent, .unknownNonCoreComponent, .unknownPluginExtension, .unprovidedPluginExtension,
            .pluginExtensionCycle, .parentNotSelf, .duplicateDependencyProtocol, .resolutionLimitReached:
            .error
        case .unreachableComponent, .shadowedProvider, .unusedRequirement, .unusedProvider: .warning
        case .conditionalDependency, .needleGeneratedFile: .note
        }
    }

    /// Every code, with its default severity, for documentation and SARIF rules.
    public static let allCodes: [(code: String, severity: Severity)] = [
        ("missing-dependency", .error), ("mistyped-dependency", .error), ("inaccessible-dependency", .error),
        ("component-cycle", .error), ("unknown-dependency-protocol", .error), ("duplicate-component", .error),
        ("unreachable-component", .warning), ("shadowed-provider", .warning), ("conditional-dependency", .note),
        ("parent-not-self", .error), ("duplicate-dependency-protocol", .error), ("needle-generated-file", .note),
        ("unknown-non-core-component", .error), ("unknown-plugin-extension", .error),
        ("unprovided-plugin-extension", .error), ("plugin-extension-cycle", .error),
        ("resolution-limit", .error), ("unused-requirement", .warning), ("unused-provider", .warning),
    ]

    /// Codes reported only when `.di-lsp.json` gives them a severity. `unused-provider`: in real apps a third of
    /// the providers are read by their own component or by the app rather than by a descendant's requirement,
    /// which the analysis cannot see (`docs/PERFORMANCE.md`, "Unused dependencies in real apps").
    public static let codesOffByDefault: Set<String> = ["unused-provider"]
}

/// The branches on which a requirement fails one way: the failing contexts (in the order of their example
/// paths, shortest first), and how many paths fail out of how many reach the component.
public struct FailingBranches: Hashable, Sendable {
    /// The failing contexts, ordered by their example paths.
    public let contexts: [ContextID]
    public let failingPathCount: PathCount
    public let pathCount: PathCount
    /// Every context of the component fails this way, so every path does.
    public let failsEverywhere: Bool
}
