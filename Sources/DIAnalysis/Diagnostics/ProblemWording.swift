import DIIndex
import DIResolver
import DIScanner

/// Turns each `Problem` into a `Diagnostic`: where it is shown, its message and related locations.
/// The one place that words problems, so `--check`, the server and `di-gen` say the same thing.
struct ProblemWording {
    let resolution: Resolution
    /// Read in place: a computed copy retained every table of the graph for each name a message shows.
    var graph: ComponentGraph { _read { yield resolution.graph } }

    func diagnostic(for problem: Problem) -> Diagnostic {
        let (location, message, related) = describe(problem)
        return Diagnostic(code: problem.diagnosticCode, severity: problem.severity, location: location, message: message, related: related)
    }

    private func describe(_ problem: Problem) -> (SourceLocation, String, [RelatedLocation]) {
        switch problem {
        case .missingDependency(let requirement, let component, let failing):
            let onBranches = branches(failing)
            // The failing branch comes first and the long list of others last: editors cut a message at the line's end.
            let message = onBranches.isEmpty
                ? needs(component, requirement, ", but no ancestor provides it")
                : "\(onBranches.lead)no ancestor provides `\(requirement.name): \(requirement.type)`\(alias(of: requirement.type)) "
                    + "to \(graph[component].name) (from \(requirement.declaringProtocol))\(onBranches.rest)"
            // Related locations for what the message mentions: the branch's components only when it names one.
            return (requirement.location, message, [declared(component)] + (onBranches.isEmpty ? [] : branchComponents(failing)))

        case .mistypedDependency(let requirement, let component, let provider, let failing):
            let onBranches = branches(failing)
            let provides = "\(graph[provider.component].name) provides `\(provider.name): \(provider.type)`\(alias(of: provider.type)) "
                + "(\(place(provider.location)))"
            let message = onBranches.isEmpty
                ? "\(needs(component, requirement)), but \(provides)"
                : "\(onBranches.lead)\(provides), but \(needs(component, requirement))\(onBranches.rest)"
            return (requirement.location, message, [
                RelatedLocation(location: provider.location, message: "provided here as `\(provider.type)`"), declared(component),
            ])

        case .inaccessibleDependency(let requirement, let component, let provider, let reason, let failing):
            let why: String
            switch reason {
            case .access(let level):
                why = "is \(level), so generated code cannot read it; make it internal or wider"
            case .otherModule(let providerModule, let consumerModule):
                why = "is internal to module \(providerModule), so generated code in module \(consumerModule) cannot read it; "
                    + "make it public or package"
            }
            let onBranches = branches(failing)
            let message = "\(onBranches.lead)\(needs(component, requirement)), but the matching provider in "
                + "\(graph[provider.component].name) (\(place(provider.location))) \(why)\(onBranches.rest)"
            return (requirement.location, message, [RelatedLocation(location: provider.location, message: "provider declared here")])

        case .componentCycle(let component, let loop, let unresolved):
            let names = unresolved.map { "`\($0.name): \($0.type)`" }.joined(separator: ", ")
            let message = "\(graph[component].name) is its own ancestor (\(chain(loop))) and \(names) "
                + "\(unresolved.count == 1 ? "does" : "do") not resolve at every depth"
            return (graph[component].nameLocation, message, edges(along: loop))

        case .unknownDependencyProtocol(let component, let type, let isDeclared):
            let message = isDeclared
                ? "\(graph[component].name) depends on `\(type.text)`, a protocol that does not inherit Dependency"
                : "\(graph[component].name) depends on `\(type.text)`, which is not a dependency protocol in this workspace"
            return (SourceLocation(file: graph[component].nameLocation.file, range: type.range), message, [])

        case .ambiguousDependencyProtocol(let component, let type, let candidates):
            let modules = candidates.map { String($0.prefix { $0 != "." }) }
            let imports = graph.snapshot.file(graph[component].nameLocation.file)?.summary.imports ?? []
            let sees = modules.contains(where: imports.contains) ? "imports more than one of them" : "imports none of them"
            let message = "\(graph[component].name) depends on `\(type.text)`, which modules \(modules.joined(separator: ", ")) "
                + "each declare; its file \(sees), so which one is meant is ambiguous; write `\(candidates[0])` or import "
                + "only the module that declares the right one"
            let related = candidates.compactMap { key in
                graph.dependencyProtocolLocation(named: key).map { RelatedLocation(location: $0, message: "\(key) declared here") }
            }
            return (SourceLocation(file: graph[component].nameLocation.file, range: type.range), message, related)

        case .duplicateComponent(let name, let duplicate, let original):
            let message = "component \(name) is already declared at \(place(graph[original].nameLocation)); "
                + "children and extensions could not tell them apart"
            return (duplicate, message, [RelatedLocation(location: graph[original].nameLocation, message: "first declared here")])

        case .unreachableComponent(let component):
            let name = graph[component].name
            let message = "\(name) is never created from a root component (no `\(name)(parent: self)` in a reachable component), "
                + "so its dependencies are not checked or generated"
            return (graph[component].nameLocation, message, [])

        case .shadowedProvider(let nearer, let farther, let consumer):
            let message = "`\(nearer.name): \(nearer.type)` in \(graph[nearer.component].name) hides the one in "
                + "\(graph[farther.component].name) (\(place(farther.location))) for \(graph[consumer].name)"
            return (nearer.location, message, [RelatedLocation(location: farther.location, message: "hidden provider declared here")])

        case .conditionalDependency(let requirement, let component, let provider):
            guard let provider else {
                let message = "requirement `\(requirement.name): \(requirement.type)` exists only when "
                    + "\(conditions(requirement.conditions)); it is checked as if the condition held"
                return (requirement.location, message, [])
            }
            let message = "`\(requirement.name)` of \(graph[component].name) resolves to \(graph[provider.component].name)'s "
                + "provider, which exists only when \(conditions(provider.conditions))"
            return (requirement.location, message, [RelatedLocation(location: provider.location, message: "conditional provider")])

        case .parentNotSelf(let creation):
            let name = graph[creation.component].name
            let message: String
            switch creation.site {
            case .otherParent:
                message = "\(name) is created with a parent other than `self`; a component is created by its parent component "
                    + "as `\(name)(parent: self)`, or the analysis and generated code cannot know its branch"
            case .nonComponent(let type):
                message = "\(name) is created with `parent: self` in \(type), which is not a component; create it in its parent "
                    + "component's body or an extension of it"
            case .outsideTypes:
                message = "\(name) is created outside every type; create it in its parent component as `\(name)(parent: self)`"
            }
            return (creation.location, message, [declared(creation.component)])

        case .duplicateDependencyProtocol(let name, let duplicate, let original):
            let message = "dependency protocol \(name) is already declared at \(place(original)); components name their "
                + "dependency protocol by name, so only the first one is used"
            return (duplicate, message, [RelatedLocation(location: original, message: "first declared here")])

        case .needleGeneratedFile(let file):
            let message = "Needle's generated provider code is not analysed (the components are); "
                + "delete this file when you switch to di-gen, which writes the providers instead (`di-gen migrate needle`); "
                + "to keep Needle, turn this note off in .di-lsp.json: \"severity\": {\"needle-generated-file\": \"off\"}"
            return (SourceLocation(file: file, range: ByteRange(start: 0, end: 0)), message, [])

        case .unknownNonCoreComponent(let component, let type):
            let message = "\(graph[component].name)'s non-core component `\(type.text)` is not a NonCoreComponent class in this workspace"
            return (SourceLocation(file: graph[component].nameLocation.file, range: type.range), message, [])

        case .unknownPluginExtension(let component, let type):
            let message = "\(graph[component].name)'s plugin extension `\(type.text)` is not a protocol inheriting "
                + "PluginExtension in this workspace"
            return (SourceLocation(file: graph[component].nameLocation.file, range: type.range), message, [])

        case .unprovidedPluginExtension(let requirement, let component, let nonCore, let provider):
            let needs = "\(graph[component].name)'s plugin extension \(requirement.declaringProtocol) needs "
                + "`\(requirement.name): \(requirement.type)`, but its non-core component \(graph[nonCore].name)"
            guard let provider else {
                return (requirement.location, "\(needs) does not provide it", [declared(nonCore)])
            }
            let why = provider.access <= .fileprivate && graph.typeMatcher.matches(provider.type, requirement.type)
                ? "provides it \(provider.access), so generated code cannot read it"
                : "provides `\(provider.name): \(provider.type)` (\(place(provider.location)))"
            return (requirement.location, "\(needs) \(why)", [RelatedLocation(location: provider.location, message: "provided here")])

        case .pluginExtensionCycle(let component, let nonCore, let pluginExtension, let requirements):
            let names = requirements.map { "`\($0.name): \($0.type)`" }.joined(separator: ", ")
            let pronoun = requirements.count == 1 ? "it" : "them"
            let message = "\(graph[component].name) provides \(names) to its non-core component \(graph[nonCore].name), "
                + "which requires \(pronoun) and provides \(pronoun) back through plugin extension \(pluginExtension): a loop"
            return (graph[component].nameLocation, message, requirements.map { RelatedLocation(location: $0.location, message: "in the loop") })

        case .resolutionLimitReached(let component, let limit):
            let message = "resolution stopped at \(graph[component].name) after making \(limit) contexts (distinct ways of "
                + "reaching a component); \(graph[component].name) and what lies below it are not checked"
            return (graph[component].nameLocation, message, [])

        case .unusedRequirement(let requirement, let consumers):
            let what = "`\(requirement.name): \(requirement.type)` (from \(requirement.declaringProtocol))"
            let message = consumers.count == 1
                ? "\(graph[consumers[0]].name) never reads \(what) through `dependency`; remove the requirement if nothing needs it"
                : "no component requiring \(what) reads it through `dependency` (\(consumers.map { graph[$0].name }.joined(separator: ", "))); "
                    + "remove the requirement if nothing needs it"
            return (requirement.location, message, consumers.map(declared))

        case .unusedProvider(let provider):
            let message = "`\(provider.name): \(provider.type)` in \(graph[provider.component].name) is provided to no component: "
                + "no requirement below it resolves to it; remove it if nothing else reads it"
            return (provider.location, message, [])
        }
    }

    // MARK: - Phrases

    /// "A needs `name: Type` (from Protocol)", then `ending`.
    private func needs(_ component: ComponentID, _ requirement: Requirement, _ ending: String = "") -> String {
        concatenated(
            graph[component].name, " needs `", requirement.name, ": ", requirement.type.written, "`", alias(of: requirement.type),
            " (from ", requirement.declaringProtocol, ")", ending)
    }

    /// ` (= `String`)` after a type that names one of the workspace's type aliases; nothing otherwise.
    private func alias(of type: TypeSignature) -> String {
        graph.typeMatcher.expandedAliases(of: type).map { " (= `\($0)`)" } ?? ""
    }

    /// Where a requirement fails, in two parts: `lead` opens the message with the first failing branch and how
    /// many fail ("on 2 of 3 branches, first A -> B -> C, "); `rest` closes it with up to two more examples.
    /// Both empty when the component has a single path.
    private struct BranchText {
        var lead = "", rest = ""
        var isEmpty: Bool { lead.isEmpty }
    }

    private func branches(_ failing: FailingBranches) -> BranchText {
        // A component on a single path names no branch: its example path is not even made (in a broken workspace
        // most problems are of such components).
        guard let first = failing.contexts.first, failing.pathCount != .one else { return BranchText() }
        let firstChain = chain(resolution.shortExamplePath(of: first))
        if failing.failingPathCount == .one { return BranchText(lead: "on branch \(firstChain), ") }
        let others = failing.contexts.dropFirst().prefix(2).map { chain(resolution.shortExamplePath(of: $0)) }
        let shownCount = 1 + others.count
        let failingCount = failing.failingPathCount, total = failing.pathCount
        let lead: String
        var more = ""
        if failingCount.isUnbounded {
            lead = failing.failsEverywhere ? "on every branch, at every depth of a loop, first \(firstChain), "
                : "on branches at every depth of a loop, first \(firstChain), "
            if failing.contexts.count > shownCount { more = "more" }
        } else {
            let count = failing.failsEverywhere ? (total.isExact && total.value == 2 ? "both of its branches" : "all \(total) of its branches")
                : total.isExact ? "\(failingCount) of \(total) branches" : "\(failingCount) of its branches"
            lead = "on \(count), first \(firstChain), "
            if failingCount.isSaturated { more = "\(failingCount) more" }
            else if failingCount.value > shownCount { more = "\(failingCount.value - shownCount) more" }
        }
        if !more.isEmpty { more = others.isEmpty ? "\(more) branches" : "and \(more)" }
        let rest = (others + (more.isEmpty ? [] : [more])).joined(separator: "; ")
        return BranchText(lead: lead, rest: rest.isEmpty ? "" : "; also on \(rest)")
    }

    /// `A -> B -> C`; a long path shows its first and last components and how many are left out, so a message
    /// stays one readable line however deep the component sits.
    private func chain(_ path: ExamplePath) -> String {
        let head = path.head.map { graph[$0].name }, tail = path.tail.map { graph[$0].name }
        guard path.omitted > 0 else { return (head + tail).joined(separator: " -> ") }
        return (head + ["... \(path.omitted) more ..."] + tail).joined(separator: " -> ")
    }

    private func chain(_ components: [ComponentID]) -> String {
        components.map { graph[$0].name }.joined(separator: " -> ")
    }

    private func conditions(_ conditions: [Condition]) -> String {
        conditions.map { "`\($0.description)`" }.joined(separator: " and ")
    }

    /// `Feed.swift:12`: short enough for a message; the related location carries the full path.
    private func place(_ location: SourceLocation) -> String { graph.snapshot.place(of: location) }

    private func declared(_ component: ComponentID) -> RelatedLocation {
        RelatedLocation(location: graph[component].nameLocation, message: concatenated(graph[component].name, " declared here"))
    }

    private func branchComponents(_ failing: FailingBranches) -> [RelatedLocation] {
        guard let first = failing.contexts.first else { return [] }
        // The ancestors the message shows.
        return resolution.shortExamplePath(of: first).shown.dropLast().map {
            RelatedLocation(location: graph[$0].nameLocation, message: "ancestor \(graph[$0].name) on the branch")
        }
    }

    /// The child creations that close a loop, one per step.
    private func edges(along loop: [ComponentID]) -> [RelatedLocation] {
        zip(loop, loop.dropFirst()).compactMap { parent, child in
            graph[parent].children.first { $0.child == child }.map {
                RelatedLocation(location: $0.location, message: "\(graph[parent].name) creates \(graph[child].name) here")
            }
        }
    }
}

/// `parts` joined in one string of exactly their size. An interpolation grows its string piece by piece, and a
/// provider every component reads, once removed, words thousands of these messages per keystroke.
func concatenated(_ parts: String...) -> String {
    let count = parts.reduce(0) { $0 + $1.utf8.count }
    return String(unsafeUninitializedCapacity: count) { buffer in
        var offset = 0
        for var part in parts {
            part.withUTF8 { bytes in
                _ = UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(from: bytes)
                offset += bytes.count
            }
        }
        return offset
    }
}
