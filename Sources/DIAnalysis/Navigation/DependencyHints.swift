import DIIndex
import DIResolver
import DIScanner

/// A short note shown at the end of a declaration's line: where a requirement comes from, or how many components
/// read a provider. The editor shows it as an inlay hint; `Analysis.hintDetail(for:)` gives the long form.
public struct DependencyHint: Hashable, Sendable {
    public enum Subject: Hashable, Sendable {
        case requirement, provider
        /// A Swinject `resolve`: the registration that serves it.
        case resolution
    }

    public let subject: Subject
    /// Where the hint goes (empty range): after the declaration when it fits on its line, else at the line's end.
    public let position: SourceLocation
    /// The declaration's name, which `hintDetail(for:)` takes back.
    public let target: SourceLocation
    public let label: String
}

extension Analysis {
    /// The hints of `file` whose position lies in `range` (the whole file when nil), in source order.
    ///
    /// Cheap for any workspace size: a requirement's consumers come from the graph's protocol tables, a provider's
    /// readers from the resolution's reverse index; only the distance to a single provider walks up the example
    /// paths, within a budget shared by the whole file.
    public func inlayHints(in file: FileID, range: ByteRange? = nil) -> [DependencyHint] {
        guard let indexed = snapshot.file(file) else { return [] }
        var hints: [DependencyHint] = []
        var budget = 20_000
        for declaration in indexed.summary.declarations {
            if declaration.kind == .protocol, graph.isDependencyProtocol(declaration.name) {
                for property in declaration.properties where !property.isStatic && property.type != nil {
                    let position = hintPosition(after: property, in: indexed)
                    guard range.map({ $0.start <= position && position <= $0.end }) ?? true else { continue }
                    let target = SourceLocation(file: file, range: property.nameRange)
                    let consumers = graph.consumers(ofRequirementAt: target, declaredIn: declaration.name)
                    guard let label = requirementLabel(consumers, budget: &budget) else { continue }
                    hints.append(DependencyHint(
                        subject: .requirement, position: SourceLocation(file: file, range: ByteRange(start: position, end: position)),
                        target: target, label: label))
                }
            } else if let component = component(extendedBy: declaration, in: file) {
                let providers = providerIndices(component, in: file)
                for property in declaration.properties where !property.isStatic && property.type != nil {
                    let target = SourceLocation(file: file, range: property.nameRange)
                    guard let index = providers[target], !graph.isChildAccessor(component.providers[index], declaredBy: (property, declaration))
                    else { continue }
                    let position = hintPosition(after: property, in: indexed)
                    guard range.map({ $0.start <= position && position <= $0.end }) ?? true else { continue }
                    let count = resolution.readerCount(ofProviderAt: target)
                    hints.append(DependencyHint(
                        subject: .provider, position: SourceLocation(file: file, range: ByteRange(start: position, end: position)),
                        target: target, label: "→ read by " + Self.counted(count, "component", none: "no component")))
                }
            }
        }
        hints += swinjectHints(in: file, range: range)
        return hints.sorted { $0.position < $1.position }
    }

    /// `← FeedAssembly` after each Swinject resolve that one registration (or several in one place) serves.
    private func swinjectHints(in file: FileID, range: ByteRange?) -> [DependencyHint] {
        guard swinject.isActive, let facts = snapshot.file(file)?.summary.swinject else { return [] }
        return facts.resolutions.indices.compactMap { index in
            let resolution = facts.resolutions[index]
            let position = resolution.range.end
            guard range.map({ $0.start <= position && position <= $0.end }) ?? true,
                case .served(let sites) = swinject.verdict(SwinjectSite(file: file, index: index))
            else { return nil }
            let owners = Set(sites.compactMap { swinject.registration($0).map { $0.owner ?? $0.function ?? "top level" } })
            let label = owners.count == 1 ? "← \(owners.first!)" : "← \(sites.count) registrations"
            return DependencyHint(
                subject: .resolution, position: SourceLocation(file: file, range: ByteRange(start: position, end: position)),
                target: SourceLocation(file: file, range: resolution.callee), label: label)
        }
    }

    /// The long form of a hint: a requirement's resolution on each branch (as hover gives it), or a provider's
    /// readers. Nil when `target` no longer names a requirement or provider (the file changed since).
    public func hintDetail(for target: SourceLocation) -> HoverInfo? {
        switch self.target(in: target.file, at: target.range.start) {
        case .requirement:
            return hover(in: target.file, at: target.range.start)
        case .provider(let provider):
            let readers = resolution.readers(ofProviderAt: provider.location).map { graph[$0].name }
            let shown = readers.prefix(12).joined(separator: ", ") + (readers.count > 12 ? " and \(readers.count - 12) more" : "")
            let head = "`\(provider.name): \(provider.type)` provided by \(graph[provider.component].name)"
            return HoverInfo(range: provider.location, lines: [
                readers.isEmpty
                    ? head + " is read by no component: no requirement of a descendant resolves to it"
                    : head + " is read by " + shown,
            ])
        default:
            return swinjectCursor(in: target.file, at: target.range.start).flatMap(swinjectHover)
        }
    }

    /// `← RootComponent (2 up)` when every branch of every consumer resolves to one provider; otherwise how many
    /// providers there are and how many branches fail. Nil when no root reaches a consumer.
    private func requirementLabel(_ consumers: [(component: ComponentID, index: Int)], budget: inout Int) -> String? {
        var providers: [Provider] = []
        var provided: [(context: ContextID, provider: ComponentID)] = []
        var failures: [Binding] = []
        for (component, index) in consumers {
            for context in resolution.contexts(of: component) {
                let binding = context.bindings[index]
                guard case .provided(let provider) = binding else {
                    failures.append(binding)
                    continue
                }
                if !providers.contains(where: { $0.location == provider.location }) { providers.append(provider) }
                provided.append((context.id, provider.component))
            }
        }
        if providers.isEmpty, let first = failures.first {
            let sameKind = failures.allSatisfy { Self.kind(of: $0) == Self.kind(of: first) }
            guard sameKind else { return "← unresolved" }
            switch first {
            case .missing: return "← missing"
            case .mistyped(let provider): return "← mistyped (\(graph[provider.component].name) has `\(provider.type)`)"
            case .inaccessible(let provider, _): return "← inaccessible (\(provider.access) in \(graph[provider.component].name))"
            case .provided: return nil
            }
        }
        guard let only = providers.first else { return nil }
        guard providers.count == 1 else {
            return "← \(providers.count) providers" + (failures.isEmpty ? "" : ", unresolved on " + Self.counted(failures.count, "branch", plural: "branches"))
        }
        let name = graph[only.component].name
        guard failures.isEmpty else { return "← \(name), unresolved on " + Self.counted(failures.count, "branch", plural: "branches") }
        var distances: [Int] = []
        for (context, provider) in provided {
            guard let hops = resolution.hops(from: context, to: provider, budget: &budget) else { return "← \(name)" }
            distances.append(hops)
        }
        let (low, high) = (distances.min() ?? 0, distances.max() ?? 0)
        return "← \(name) (\(low == high ? "\(low)" : "\(low)–\(high)") up)"
    }

    private static func kind(of binding: Binding) -> Int {
        switch binding {
        case .provided: 0
        case .missing: 1
        case .mistyped: 2
        case .inaccessible: 3
        }
    }

    /// After the declaration when it ends on the line of its name, else at the end of that line.
    private func hintPosition(after property: PropertyDeclaration, in file: IndexedFile) -> Int {
        let line = file.lines.lineIndex(containing: property.nameRange.start)
        let end = property.range.end
        if file.lines.lineIndex(containing: max(end - 1, property.range.start)) == line { return end }
        return file.lines.rangeOfLine(line).end
    }

    /// `1 component`, `3 components`, or `none` for zero.
    static func counted(_ count: Int, _ noun: String, plural: String? = nil, none: String? = nil) -> String {
        if count == 0, let none { return none }
        return "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
    }
}
