import DIAnalysis

/// What one diagnostic code means and how to fix it: the rule descriptions SARIF viewers (GitHub code
/// scanning) show beside each result. The codes are the ones users see, filter and configure.
public struct DiagnosticRule: Hashable, Sendable {
    public let code: String
    public let defaultSeverity: Diagnostic.Severity
    /// One sentence: what the rule finds.
    public let summary: String
    /// What to do about it.
    public let help: String
    /// False for codes reported only when `.di-lsp.json` gives them a severity (`Problem.codesOffByDefault`).
    public var isEnabledByDefault = true
}

/// Every code di-lsp reports, in the order of the README's table.
public let diagnosticRules: [DiagnosticRule] = [
    DiagnosticRule(
        code: "missing-dependency", defaultSeverity: .error,
        summary: "No ancestor of the component provides a requirement of its dependency protocol.",
        help: "Add a provider (`var name: Type`) to an ancestor on every failing branch, or remove the requirement "
            + "from the dependency protocol. The message names the branches from a root that fail."),
    DiagnosticRule(
        code: "mistyped-dependency", defaultSeverity: .error,
        summary: "An ancestor provides the requirement's name with another type.",
        help: "Make the provider's type and the requirement's type the same (`T?` and `T` differ), or rename one "
            + "of them. The message gives both types and the provider's location."),
    DiagnosticRule(
        code: "inaccessible-dependency", defaultSeverity: .error,
        summary: "The only provider that matches cannot be read by generated code.",
        help: "Widen the provider's access: `private`/`fileprivate` providers are never readable; an `internal` "
            + "provider in another module than the generated code's (the root's, or `generatedCodeModule`) needs "
            + "`public` or `package`."),
    DiagnosticRule(
        code: "component-cycle", defaultSeverity: .error,
        summary: "A component is its own ancestor and a requirement on the loop fails.",
        help: "Break the loop of `Child(parent: self)` edges, or provide the failing requirement inside the loop."),
    DiagnosticRule(
        code: "unknown-dependency-protocol", defaultSeverity: .error,
        summary: "`Component<X>` names an X that is not a protocol inheriting `Dependency`.",
        help: "Fix the spelling of the dependency protocol, declare it, or make it inherit `Dependency`."),
    DiagnosticRule(
        code: "duplicate-component", defaultSeverity: .error,
        summary: "Two component classes share a name.",
        help: "Rename one of the components; generated code refers to components by name."),
    DiagnosticRule(
        code: "unreachable-component", defaultSeverity: .warning,
        summary: "A component is never created from a root, so it is neither checked nor generated.",
        help: "Create it from a parent with `Child(parent: self)`, make it a root (`BootstrapComponent`), or delete it."),
    DiagnosticRule(
        code: "shadowed-provider", defaultSeverity: .warning,
        summary: "A nearer ancestor's provider hides a farther one with the same name and type.",
        help: "Rename one of the providers if the hiding is unintended; otherwise turn the code off in "
            + "`.di-lsp.json` (`\"severity\": {\"shadowed-provider\": \"off\"}`)."),
    DiagnosticRule(
        code: "conditional-dependency", defaultSeverity: .note,
        summary: "A requirement or its provider exists only under some `#if` conditions.",
        help: "Check that every build configuration that has the requirement also has a provider."),
    DiagnosticRule(
        code: "parent-not-self", defaultSeverity: .error,
        summary: "A component is created other than as `Child(parent: self)` inside its parent component.",
        help: "Create the component in a property or method of its parent component (its body or an extension) and "
            + "pass `self` as the parent; the branch is then analysed and generated."),
    DiagnosticRule(
        code: "duplicate-dependency-protocol", defaultSeverity: .error,
        summary: "Two protocols share a dependency protocol's name.",
        help: "Rename one of them; components name their dependency protocol by name, so only the first is used."),
    DiagnosticRule(
        code: "needle-generated-file", defaultSeverity: .note,
        summary: "Needle's committed generated file is skipped by the analysis.",
        help: "Keep it while Needle's generator writes your providers; delete it when you switch to di-gen, whose "
            + "output replaces it."),
    DiagnosticRule(
        code: "unknown-non-core-component", defaultSeverity: .error,
        summary: "A pluginized component names a non-core component that is not a `NonCoreComponent` of the workspace.",
        help: "Fix the third generic argument of `PluginizedComponent<...>`, or declare the class as "
            + "`NonCoreComponent<SomeDependency>`."),
    DiagnosticRule(
        code: "unknown-plugin-extension", defaultSeverity: .error,
        summary: "A pluginized component names a plugin extension that is not a protocol inheriting `PluginExtension`.",
        help: "Fix the second generic argument of `PluginizedComponent<...>`, or make the protocol inherit `PluginExtension`."),
    DiagnosticRule(
        code: "unprovided-plugin-extension", defaultSeverity: .error,
        summary: "The non-core component does not provide a requirement of its pluginized component's plugin extension.",
        help: "Add the property, with the same type, to the non-core component (not private), or remove it from the "
            + "plugin extension protocol."),
    DiagnosticRule(
        code: "plugin-extension-cycle", defaultSeverity: .error,
        summary: "A pluginized component provides to its non-core component what that one provides back through the "
            + "plugin extension.",
        help: "Provide the property in one place only: either the core component or the non-core component."),
    DiagnosticRule(
        code: "resolution-limit", defaultSeverity: .error,
        summary: "Resolution stopped early: the graph has more distinct ways of reaching components than the limit.",
        help: "The components named and those below them are not checked. Such a graph resolves almost every path "
            + "differently; simplify it, or report it: real apps stay far below the limit."),
    DiagnosticRule(
        code: "unused-requirement", defaultSeverity: .warning,
        summary: "No code reads a requirement of a dependency protocol through `dependency`.",
        help: "Remove the requirement (the quick fix does), or read it. A component that reads nothing through "
            + "`dependency` may hand it whole to other code, so its requirements are never reported; nor is a name read as "
            + "`dependency.name` in a struct, enum, actor, protocol or non-component class."),
    DiagnosticRule(
        code: "unused-provider", defaultSeverity: .warning,
        summary: "No component's requirement resolves to a provider (off unless configured).",
        help: "Remove the provider if nothing else reads it (the quick fix does). Off by default: a component's own use "
            + "of its properties and the app's reads are invisible to the analysis; turn it on with "
            + "`\"severity\": {\"unused-provider\": \"warning\"}` to review them.",
        isEnabledByDefault: false),
    DiagnosticRule(
        code: invalidConfigurationCode, defaultSeverity: .error,
        summary: "The workspace's `.di-lsp.json` cannot be used; the defaults apply instead.",
        help: "Fix the file as the message says; the format is described in the README, section Configuration."),
]

/// The code of the diagnostic reported on a broken `.di-lsp.json`.
public let invalidConfigurationCode = "invalid-configuration"
