/// A pluginized component, bound to a lifecycle.
public protocol PluginizedScope: Scope {
    /// Forwards `observable`'s lifecycle to the non-core component, and releases the non-core component when
    /// `observable` ends (`.deinit`). Call it once: the two components refer to each other until then.
    func bind(to observable: PluginizedScopeLifecycleObservable)
}

/// The protocols a pluginized component's plugin extension conforms to: what its non-core component provides
/// to the core one.
public protocol PluginExtension: AnyObject {}

/// Needle's pluginized component: a component whose scope is split into a core half (this class) and a
/// non-core half (`NonCoreComponent`), created with it and reached through `pluginExtension`.
///
/// Where NeedleFoundation looks up a plugin extension provider registered by component name, generated code
/// conforms the non-core component to `PluginExtensionType` (its members are the requirements), so
/// `pluginExtension` is the non-core component itself: one cast when the component is created, no registry.
/// Source compatible with NeedleFoundation's `PluginizedComponent`.
open class PluginizedComponent<DependencyType, PluginExtensionType, NonCoreComponent: NonCoreScope>:
    Component<DependencyType>, PluginizedScope
{
    /// What the non-core component provides to this one, as the plugin extension protocol. `nil` once the
    /// bound lifecycle has ended.
    public private(set) var pluginExtension: PluginExtensionType!

    /// The non-core component, type-erased as in NeedleFoundation. Stops the program when read after the bound
    /// lifecycle has ended, when the non-core component has been released.
    public var nonCoreComponent: AnyObject {
        typedNonCoreComponent
    }

    /// The non-core component with its own type, for generated code that reads its members.
    @_spi(DIGenerated)
    public var typedNonCoreComponent: NonCoreComponent {
        guard let releasableNonCoreComponent else {
            fatalError("DIRuntime: the non-core component of \(type(of: self)) was read after its lifecycle ended.")
        }
        return releasableNonCoreComponent
    }

    /// Strong until the bound lifecycle ends: the non-core component holds this one as its parent, so the pair
    /// lives until then, and plugins can be made from it at any time before.
    private var releasableNonCoreComponent: NonCoreComponent?
    private var lifecycleObservation: ObserverDisposable?

    public override init(parent: Scope) {
        super.init(parent: parent)
        let nonCore = NonCoreComponent(parent: self)
        releasableNonCoreComponent = nonCore
        guard let pluginExtension = nonCore as? PluginExtensionType else {
            fatalError(
                "DIRuntime: \(NonCoreComponent.self) does not conform to \(PluginExtensionType.self), the plugin extension of "
                    + "\(type(of: self)). The generated provider file is stale: run `di-gen generate`.")
        }
        self.pluginExtension = pluginExtension
    }

    deinit {
        lifecycleObservation?.dispose()
    }

    public func bind(to observable: PluginizedScopeLifecycleObservable) {
        guard lifecycleObservation == nil else { return }
        // Weak: until `.deinit` the pair keeps itself alive; after it, later events find nothing to do.
        lifecycleObservation = observable.observe { [weak self] event in
            guard let self else { return }
            switch event {
            case .active:
                releasableNonCoreComponent?.scopeDidBecomeActive()
            case .inactive:
                releasableNonCoreComponent?.scopeDidBecomeInactive()
            case .deinit:
                scopeWillDeinit()
                // Breaks the pair's reference cycle; the lifecycle's owner held the last outside reference.
                pluginExtension = nil
                releasableNonCoreComponent = nil
            }
        }
    }

    /// The bound lifecycle is ending (`.deinit`), just before the non-core component is released.
    open func scopeWillDeinit() {}
}
