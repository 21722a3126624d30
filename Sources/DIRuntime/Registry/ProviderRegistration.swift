/// What generated `registerProviderFactories()` code registers through: the paths of one generated file,
/// numbered by the generator, each given as its parent's number and one component type.
///
/// Numbering keeps each generated line short (two integers and a type, a closure only for provider classes),
/// which is most of what registration costs to compile. A path's number must be the next one, and its parent's
/// an earlier one: the generator writes parents first.
public final class ProviderRegistration {
    private let registry: DependencyProviderRegistry
    /// The registry's id of each numbered path.
    private var pathIDs: [ComponentPathID] = []

    /// Starts registering into `registry`, expecting about `pathCount` paths.
    public init(pathCount: Int, registry: DependencyProviderRegistry = .shared) {
        self.registry = registry
        pathIDs.reserveCapacity(pathCount)
    }

    /// Path `number` is the root component `componentType`.
    public func root(_ number: Int, _ componentType: Scope.Type) {
        append(number, registry.pathID(of: componentType, under: .origin))
    }

    /// Path `number` is `componentType` under path `parent`, which needs no provider (its dependency protocol is
    /// `EmptyDependency`), or is on the way to components that do.
    public func step(_ number: Int, _ componentType: Scope.Type, under parent: Int) {
        append(number, registry.pathID(of: componentType, under: pathIDs[parent]))
    }

    /// Path `number` is `componentType` under path `parent`, whose dependency `provider` makes from the
    /// component's parent.
    public func provide<DependencyType>(
        _ number: Int,
        _ componentType: Component<DependencyType>.Type,
        under parent: Int,
        provider: @escaping @Sendable (Scope) -> DependencyType
    ) {
        append(number, registry.register(componentType, under: pathIDs[parent], factory: provider).pathID)
    }

    /// Path `number` is `componentType` under path `parent`, which is its own dependency: generated code makes it
    /// conform to its dependency protocol (`extension FeedComponent: FeedDependency, ...`), so no provider object
    /// is ever made.
    public func conform(_ number: Int, _ componentType: Scope.Type, under parent: Int) {
        append(number, registry.registerComponentItself(componentType, under: pathIDs[parent]).pathID)
    }

    private func append(_ number: Int, _ id: ComponentPathID) {
        precondition(number == pathIDs.count, "DIRuntime: generated paths out of order; run `di-gen generate`.")
        pathIDs.append(id)
    }
}
