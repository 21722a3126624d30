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
    /// `Component<X>` where several modules declare X and the component's file sees none or several: their keys.
    indirect case ambiguousDependencyProtocol(component: ComponentID, type: TypeText, candidates: [String])
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
    /// No component's requirement resolves to the provider (off unless configured: `DiagnosticCode.isEnabledByDefault`).
    indirect case unusedProvider(Provider)

    public typealias Severity = DiagnosticCode.Severity

    /// The code users see, filter and configure; its catalogue entry gives the default severity and the rule.
    public var diagnosticCode: DiagnosticCode {
        switch self {
        case .missingDependency: .missingDependency
        case .mistypedDependency: .mistypedDependency
        case .inaccessibleDependency: .inaccessibleDependency
        case .componentCycle: .componentCycle
        case .unknownDependencyProtocol: .unknownDependencyProtocol
        case .ambiguousDependencyProtocol: .ambiguousDependencyProtocol
        case .duplicateComponent: .duplicateComponent
        case .unreachableComponent: .unreachableComponent
        case .shadowedProvider: .shadowedProvider
        case .conditionalDependency: .conditionalDependency
        case .parentNotSelf: .parentNotSelf
        case .duplicateDependencyProtocol: .duplicateDependencyProtocol
        case .needleGeneratedFile: .needleGeneratedFile
        case .unknownNonCoreComponent: .unknownNonCoreComponent
        case .unknownPluginExtension: .unknownPluginExtension
        case .unprovidedPluginExtension: .unprovidedPluginExtension
        case .pluginExtensionCycle: .pluginExtensionCycle
        case .resolutionLimitReached: .resolutionLimit
        case .unusedRequirement: .unusedRequirement
        case .unusedProvider: .unusedProvider
        }
    }

    /// `diagnosticCode`'s text.
    public var code: String { diagnosticCode.rawValue }

    public var severity: Severity { diagnosticCode.defaultSeverity }
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
