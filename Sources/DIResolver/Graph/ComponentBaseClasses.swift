import DIScanner

/// Decides which classes are components, following the workspace's own generic base classes.
///
/// A class is a component when its chain of first inherited types reaches `Component<X>` (or a configured
/// base class, or Needle's `PluginizedComponent<D, P, N>` / `NonCoreComponent<D>`) with an argument, or
/// `BootstrapComponent`. A generic class is a base class, never a component itself: in
/// `open class ScreenComponent<D, VM>: Component<D>`, `FeedComponent: ScreenComponent<FeedDependency, FeedVM>`
/// depends on `FeedDependency`, the argument that reaches `Component<>`. A bare `Component` (no argument) is no
/// component.
struct ComponentBaseClasses: Sendable {
    /// What a chain of bases made of a class.
    struct Recognised: Hashable, Sendable {
        let kind: Component.Kind
        let pluginization: Component.Pluginization?
    }

    let configuration: GraphConfiguration
    /// The workspace's generic classes by name (the first declaration of a name wins).
    private var genericClasses: [String: FileContribution.ClassDeclaration] = [:]

    /// How many bases a chain may climb; a longer chain (or a loop of bases) is not a component.
    static let maximumChainLength = 64

    init(configuration: GraphConfiguration = .needle) {
        self.configuration = configuration
    }

    init(contributions: [FileContribution], configuration: GraphConfiguration) {
        self.configuration = configuration
        for contribution in contributions {
            for declaration in contribution.classes where !declaration.genericParameters.isEmpty {
                if genericClasses[declaration.name] == nil { genericClasses[declaration.name] = declaration }
            }
        }
    }

    /// Whether `name` is a generic class of the workspace whose chain of bases reaches a component base: its
    /// `self` is a component at run time, so creations in it are not misplaced.
    func isComponentBase(_ name: String) -> Bool {
        guard let declaration = genericClasses[name] else { return false }
        let asIfConcrete = FileContribution.ClassDeclaration(
            name: declaration.name, genericParameters: [], baseName: declaration.baseName,
            baseArguments: declaration.baseArguments, baseRange: declaration.baseRange, access: declaration.access,
            nameLocation: declaration.nameLocation, declaration: declaration.declaration, body: declaration.body,
            conditions: declaration.conditions)
        return recognise(asIfConcrete) != nil
    }

    /// What `declaration` is, or nil when it is not a component.
    func recognise(_ declaration: FileContribution.ClassDeclaration) -> Recognised? {
        guard declaration.genericParameters.isEmpty, !declaration.baseIsForeign else { return nil }
        var name = declaration.baseName
        var arguments = declaration.baseArguments
        var steps = 0
        while let current = name, steps < Self.maximumChainLength {
            steps += 1
            switch current {
            case "PluginizedComponent":
                guard arguments.count == 3 else { return nil }
                return Recognised(
                    kind: .component(dependencyType: arguments[0]),
                    pluginization: .pluginized(pluginExtension: arguments[1], nonCore: arguments[2]))
            case "NonCoreComponent":
                guard arguments.count == 1 else { return nil }
                return Recognised(kind: .component(dependencyType: arguments[0]), pluginization: .nonCore)
            default:
                break
            }
            if configuration.rootBaseClasses.contains(current) {
                return arguments.isEmpty ? Recognised(kind: .root, pluginization: nil) : nil
            }
            if let base = genericClasses[current], current != declaration.name {
                // Arguments that name one of the base's parameters take what was passed for it; others are
                // concrete types written in the base, shown at this class's own inherited type.
                arguments = base.baseArguments.map { argument in
                    if let index = base.genericParameters.firstIndex(of: argument.text) {
                        return index < arguments.count ? arguments[index] : argument
                    }
                    return TypeText(text: argument.text, range: declaration.baseRange ?? argument.range)
                }
                name = base.baseName
                continue
            }
            if configuration.componentBaseClasses.contains(current) {
                return arguments.first.map { Recognised(kind: .component(dependencyType: $0), pluginization: nil) }
            }
            return nil
        }
        return nil
    }
}
