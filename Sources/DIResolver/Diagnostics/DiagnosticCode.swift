/// Every diagnostic di-lsp reports, with its default severity and what it means: the one catalogue that the
/// resolver's problems, the configuration's `"severity"` keys, the README's table and SARIF's rules come from.
/// Adding a diagnostic is a case here and its `rule` below, then a check that reports it.
public enum DiagnosticCode: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    // In the order of the README's table.
    case missingDependency = "missing-dependency"
    case mistypedDependency = "mistyped-dependency"
    case inaccessibleDependency = "inaccessible-dependency"
    case componentCycle = "component-cycle"
    case unknownDependencyProtocol = "unknown-dependency-protocol"
    case ambiguousDependencyProtocol = "ambiguous-dependency-protocol"
    case duplicateComponent = "duplicate-component"
    case duplicateDependencyProtocol = "duplicate-dependency-protocol"
    case separateApps = "separate-apps"
    case parentNotSelf = "parent-not-self"
    case unknownNonCoreComponent = "unknown-non-core-component"
    case unknownPluginExtension = "unknown-plugin-extension"
    case unprovidedPluginExtension = "unprovided-plugin-extension"
    case pluginExtensionCycle = "plugin-extension-cycle"
    case unreachableComponent = "unreachable-component"
    case shadowedProvider = "shadowed-provider"
    case unusedRequirement = "unused-requirement"
    case conditionalDependency = "conditional-dependency"
    case needleGeneratedFile = "needle-generated-file"
    case resolutionLimit = "resolution-limit"
    case unusedProvider = "unused-provider"
    // Swinject's front end.
    case unregisteredService = "unregistered-service"
    case mismatchedArguments = "mismatched-arguments"
    case injectionCycle = "injection-cycle"
    case replacedRegistration = "replaced-registration"
    case unusedRegistration = "unused-registration"
    /// Reported by the language server on a committed generated file (`di-gen generate --check` in batch).
    case staleGeneratedFile = "stale-generated-file"
    /// Reported by the tools on a broken `.di-lsp.json`, not by the resolver; not configurable.
    case invalidConfiguration = "invalid-configuration"

    public enum Severity: Int, Hashable, Sendable, Comparable {
        case note, warning, error
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// What a code means, in the words SARIF viewers and the documentation show.
    public struct Rule: Hashable, Sendable {
        public let defaultSeverity: Severity
        /// False for a code reported only when `.di-lsp.json` gives it a severity.
        public let isEnabledByDefault: Bool
        /// One sentence: what the rule finds.
        public let summary: String
        /// What to do about it.
        public let help: String
    }

    /// The code as users write it (`missing-dependency`), also in string interpolation.
    public var description: String { rawValue }

    public var defaultSeverity: Severity { rule.defaultSeverity }
    public var isEnabledByDefault: Bool { rule.isEnabledByDefault }

    /// Whether `.di-lsp.json`'s `"severity"` may name it: every code the analysis reports.
    public var isConfigurable: Bool { self != .invalidConfiguration }

    public var rule: Rule {
        switch self {
        case .missingDependency:
            .error(
                "No ancestor of the component provides a requirement of its dependency protocol.",
                help: "Add a provider (`var name: Type`) to an ancestor on every failing branch, or remove the requirement "
                    + "from the dependency protocol. The message names the branches from a root that fail.")
        case .mistypedDependency:
            .error(
                "An ancestor provides the requirement's name with another type.",
                help: "Make the provider's type and the requirement's type the same (`T?` and `T` differ), or rename one "
                    + "of them. The message gives both types and the provider's location.")
        case .inaccessibleDependency:
            .error(
                "The only provider that matches cannot be read by generated code.",
                help: "Widen the provider's access: `private`/`fileprivate` providers are never readable; an `internal` "
                    + "provider in another module than the generated code's (the root's, or `generatedCodeModule`) needs "
                    + "`public` or `package`.")
        case .componentCycle:
            .error(
                "A component is its own ancestor and a requirement on the loop fails.",
                help: "Break the loop of `Child(parent: self)` edges, or provide the failing requirement inside the loop.")
        case .unknownDependencyProtocol:
            .error(
                "`Component<X>` names an X that is not a protocol inheriting `Dependency`.",
                help: "Fix the spelling of the dependency protocol, declare it, or make it inherit `Dependency`.")
        case .ambiguousDependencyProtocol:
            .error(
                "`Component<X>` names an X that several modules declare, and the component's file sees none or more than one of them.",
                help: "Qualify the name (`Module.X`) or import only the module whose protocol the component needs.")
        case .duplicateComponent:
            .error(
                "Two component classes share a name in one module.",
                help: "Rename one of the components; generated code refers to components by name.")
        case .duplicateDependencyProtocol:
            .error(
                "Two protocols in one module share a dependency protocol's name.",
                help: "Rename one of them; components name their dependency protocol by name, so only the first is used.")
        case .separateApps:
            .error(
                "Several root components are read as one graph and reuse names, as apps generated one by one do.",
                help: "Declare each app as a unit in `.di-lsp.json` (`units`); the message suggests them.")
        case .parentNotSelf:
            .error(
                "A component is created other than as `Child(parent: self)` inside its parent component.",
                help: "Create the component in a property or method of its parent component (its body or an extension) and "
                    + "pass `self` as the parent; the branch is then analysed and generated.")
        case .unknownNonCoreComponent:
            .error(
                "A pluginized component names a non-core component that is not a `NonCoreComponent` of the workspace.",
                help: "Fix the third generic argument of `PluginizedComponent<...>`, or declare the class as "
                    + "`NonCoreComponent<SomeDependency>`.")
        case .unknownPluginExtension:
            .error(
                "A pluginized component names a plugin extension that is not a protocol inheriting `PluginExtension`.",
                help: "Fix the second generic argument of `PluginizedComponent<...>`, or make the protocol inherit `PluginExtension`.")
        case .unprovidedPluginExtension:
            .error(
                "The non-core component does not provide a requirement of its pluginized component's plugin extension.",
                help: "Add the property, with the same type, to the non-core component (not private), or remove it from the "
                    + "plugin extension protocol.")
        case .pluginExtensionCycle:
            .error(
                "A pluginized component provides to its non-core component what that one provides back through the plugin extension.",
                help: "Provide the property in one place only: either the core component or the non-core component.")
        case .unreachableComponent:
            .warning(
                "A component is never created from a root, so it is neither checked nor generated.",
                help: "Create it from a parent with `Child(parent: self)`, make it a root (`BootstrapComponent`), or delete it.")
        case .shadowedProvider:
            .warning(
                "A nearer ancestor's provider hides a farther one with the same name and type.",
                help: "Rename one of the providers if the hiding is unintended; otherwise turn the code off in "
                    + "`.di-lsp.json` (`\"severity\": {\"shadowed-provider\": \"off\"}`).")
        case .unusedRequirement:
            .warning(
                "No code reads a requirement of a dependency protocol through `dependency`.",
                help: "Remove the requirement (the quick fix does), or read it. A component that reads nothing through "
                    + "`dependency` may hand it whole to other code, so its requirements are never reported; nor is a name read as "
                    + "`dependency.name` in a struct, enum, actor, protocol or non-component class.")
        case .conditionalDependency:
            .note(
                "A requirement or its provider exists only under some `#if` conditions.",
                help: "Check that every build configuration that has the requirement also has a provider.")
        case .needleGeneratedFile:
            .note(
                "Needle's committed generated file is skipped by the analysis.",
                help: "Keep it while Needle's generator writes your providers; delete it when you switch to di-gen, whose "
                    + "output replaces it.")
        case .resolutionLimit:
            .error(
                "Resolution stopped early: the graph has more distinct ways of reaching components than the limit.",
                help: "The components named and those below them are not checked. Such a graph resolves almost every path "
                    + "differently; simplify it, or report it: real apps stay far below the limit.")
        case .unusedProvider:
            // Off by default: in real apps a third of the providers are read by their own component or by the app
            // rather than by a descendant's requirement, which the analysis cannot see (docs/PERFORMANCE.md).
            Rule(
                defaultSeverity: .warning, isEnabledByDefault: false,
                summary: "No component's requirement resolves to a provider (off unless configured).",
                help: "Remove the provider if nothing else reads it (the quick fix does). Off by default: a component's own use "
                    + "of its properties and the app's reads are invisible to the analysis; turn it on with "
                    + "`\"severity\": {\"unused-provider\": \"warning\"}` to review them.")
        case .unregisteredService:
            .error(
                "Swinject: nothing in the workspace registers the resolved type under the resolved name, so the resolve "
                    + "returns nil (and `!` or `~>` crashes) at run time.",
                help: "Register the service in an assembly the container is built from, or fix the type or the name. Only "
                    + "literal types and names are checked; resolutions computed at run time are counted as unchecked.")
        case .mismatchedArguments:
            .error(
                "Swinject: the type and name are registered, but no factory takes the number of arguments the resolve passes, "
                    + "or the types of the literals it passes (Swinject finds a factory by its argument types).",
                help: "Pass `argument:`/`arguments:` as the registration's closure declares them (`{ r, a, b in }`), or "
                    + "register a factory that takes them.")
        case .injectionCycle:
            .error(
                "Swinject: factories that resolve each other in their initializers: resolving any of them never ends.",
                help: "Break the loop with property injection: resolve one side in `.initCompleted { r, x in ... }` (and "
                    + "give the registrations the `.graph` scope), or inject a factory closure instead of the instance.")
        case .replacedRegistration:
            .warning(
                "Swinject: the same container registers the same service twice, in one function or in two assemblies of "
                    + "one assembler's list; the later registration replaces the earlier.",
                help: "Remove one of them, or give them different `name:`s if both are meant to be resolved.")
        case .unusedRegistration:
            Rule(
                defaultSeverity: .warning, isEnabledByDefault: false,
                summary: "Swinject: no resolution in the workspace asks for the registered service (off unless configured).",
                help: "Remove the registration if nothing resolves it. Off by default: services resolved by code the "
                    + "analysis cannot see (frameworks, storyboards, generic helpers) would be reported.")
        case .staleGeneratedFile:
            .warning(
                "The committed file di-gen wrote differs from what it would write now.",
                help: "Run `di-gen generate`, or apply the quick fix, which replaces the file's text in the editor. "
                    + "Reported by the language server only; `di-gen generate --check` is the batch check.")
        case .invalidConfiguration:
            .error(
                "The workspace's `.di-lsp.json` cannot be used; the defaults apply instead.",
                help: "Fix the file as the message says; the format is described in the README, section Configuration.")
        }
    }
}

private extension DiagnosticCode.Rule {
    static func error(_ summary: String, help: String) -> Self { Self(defaultSeverity: .error, isEnabledByDefault: true, summary: summary, help: help) }
    static func warning(_ summary: String, help: String) -> Self { Self(defaultSeverity: .warning, isEnabledByDefault: true, summary: summary, help: help) }
    static func note(_ summary: String, help: String) -> Self { Self(defaultSeverity: .note, isEnabledByDefault: true, summary: summary, help: help) }
}
