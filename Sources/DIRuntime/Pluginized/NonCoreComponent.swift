/// The non-core half of a pluginized component, created by it: what `PluginizedComponent` requires of its
/// `NonCoreComponent` argument.
public protocol NonCoreScope: AnyObject {
    init(parent: Scope)
    /// The pluginized component's lifecycle became active (called for you once it is bound).
    func scopeDidBecomeActive()
    /// The pluginized component's lifecycle became inactive (called for you once it is bound).
    func scopeDidBecomeInactive()
}

/// A component holding the non-core (plugin) half of a pluginized component's scope, which the pluginized
/// component creates with itself as parent. Its members provide the plugin extension's requirements (generated
/// code conforms it to the plugin extension protocol) and what components below it read at the pluginized one.
///
/// Source compatible with NeedleFoundation's `NonCoreComponent`.
open class NonCoreComponent<DependencyType>: Component<DependencyType>, NonCoreScope {
    public required override init(parent: Scope) {
        super.init(parent: parent)
    }

    open func scopeDidBecomeActive() {}

    open func scopeDidBecomeInactive() {}
}
