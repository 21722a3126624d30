import DIIndex
import DIScanner

/// Finds providers that no component's requirement resolves to, for `unused-provider`, which is off unless
/// configured (`Problem.codesOffByDefault`): the analysis sees reads by descendants' requirements only, not the
/// component's own use of a provider nor the app's. So the check runs only when reported, and costs a lookup per
/// provider in the resolution's reverse index.
///
/// Not reported: providers of components no root reaches (`unreachable-component` covers them) and of pluginized
/// components, accessors that create a child (`var feed: FeedComponent { FeedComponent(parent: self) }`), and
/// properties that witness a requirement of another protocol the component conforms to (`FeedBuildable`).
/// Withheld while a file is damaged or resolution stopped early.
///
/// Lint: `unused-provider` (off; warning when configured).
public func unusedProviders(in resolution: Resolution) -> [Problem] {
    let graph = resolution.graph
    guard graph.damagedFiles.isEmpty, resolution.limitReached == nil else { return [] }
    var problems: [Problem] = []
    for component in graph.components where component.pluginization == nil {
        guard component.isRoot || !resolution.contexts(of: component.id).isEmpty else { continue }
        let unread = component.providers.filter { resolution.readerCount(ofProviderAt: $0.location) == 0 }
        guard !unread.isEmpty else { continue }
        let witnessed = graph.conformanceRequirementNames(of: component)
        let declarations = graph.propertyDeclarations(of: component)
        for provider in unread where !witnessed.contains(provider.name) {
            guard !graph.isChildAccessor(provider, declaredBy: declarations[provider.location]) else { continue }
            problems.append(.unusedProvider(provider))
        }
    }
    return problems
}

extension ComponentGraph {
    /// The property declarations of a component's class body and extensions, by the location of their names.
    func propertyDeclarations(of component: Component) -> [SourceLocation: (PropertyDeclaration, TypeDeclaration)] {
        var result: [SourceLocation: (PropertyDeclaration, TypeDeclaration)] = [:]
        for file in component.parts {
            for declaration in snapshot.file(file)?.summary.declarations ?? [] where declaration.kind == .class || declaration.kind == .extension {
                guard ComponentGraph.lastPathComponent(of: declaration.name) == component.name else { continue }
                for property in declaration.properties { result[SourceLocation(file: file, range: property.nameRange)] = (property, declaration) }
            }
        }
        return result
    }

    /// The property names required by the workspace's protocols that the component's class or extensions list
    /// (after the class's first inherited type), and by the protocols those inherit.
    func conformanceRequirementNames(of component: Component) -> Set<String> {
        var queue: [String] = []
        for file in component.parts {
            guard let declarations = snapshot.file(file)?.summary.declarations else { continue }
            for declaration in declarations where ComponentGraph.lastPathComponent(of: declaration.name) == component.name {
                switch declaration.kind {
                case .class where SourceLocation(file: file, range: declaration.nameRange) == component.nameLocation:
                    queue += declaration.inheritedTypes.dropFirst().map { ComponentGraph.lastPathComponent(of: $0.text) }
                case .extension:
                    queue += declaration.inheritedTypes.map { ComponentGraph.lastPathComponent(of: $0.text) }
                default:
                    continue
                }
            }
        }
        var names = Set<String>()
        var seen = Set(queue)
        while let next = queue.popLast() {
            guard let declaration = protocolTable.declaration(named: next) else { continue }
            names.formUnion(declaration.requirements.map(\.name))
            for parent in declaration.inherited where seen.insert(parent).inserted { queue.append(parent) }
        }
        return names
    }

    /// Whether the provider creates a child: its type is a component, or a `Child(parent: self)` is written in it.
    /// Such accessors are how a tree is built, never anyone's dependency. Finds the provider's declaration in its
    /// file's summary; callers that hold it already pass it (a root with 10,000 accessors must not search 10,000
    /// times).
    public func isChildAccessor(_ provider: Provider, declaredBy found: (PropertyDeclaration, TypeDeclaration)? = nil) -> Bool {
        var type = provider.type.written
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        for prefix in ["any ", "some "] where type.hasPrefix(prefix) { type.removeFirst(prefix.count) }
        if componentIDsByName[ComponentGraph.lastPathComponent(of: type)] != nil { return true }
        guard let (property, declaration) = found ?? declaration(of: provider) else { return false }
        return declaration.childCreations.contains { $0.parentIsSelf && property.range.contains($0.calleeRange.start) }
    }

    private func declaration(of provider: Provider) -> (PropertyDeclaration, TypeDeclaration)? {
        guard let declarations = snapshot.file(provider.location.file)?.summary.declarations else { return nil }
        for declaration in declarations where declaration.range.contains(provider.location.range.start) {
            if let property = declaration.properties.first(where: { $0.nameRange == provider.location.range }) { return (property, declaration) }
        }
        return nil
    }
}
