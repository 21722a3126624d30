/// What counts as a component base class, beyond Needle's own names.
public struct GraphConfiguration: Sendable, Hashable {
    /// Generic base classes whose subclasses are components, as `Component<X>` is (`MyBaseComponent`).
    public var componentBaseClasses: Set<String>
    /// Base classes whose subclasses are roots, as `BootstrapComponent` is.
    public var rootBaseClasses: Set<String>
    /// The module generated code is compiled into; nil: the module of each root component.
    public var generatedCodeModule: String?

    public init(componentBaseClasses: Set<String> = [], rootBaseClasses: Set<String> = []) {
        self.componentBaseClasses = componentBaseClasses.union(["Component"])
        self.rootBaseClasses = rootBaseClasses.union(["BootstrapComponent"])
    }

    public static let needle = GraphConfiguration()
}
