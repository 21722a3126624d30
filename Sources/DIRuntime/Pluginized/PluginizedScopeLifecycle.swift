/// The lifecycle a pluginized component is bound to, usually its view controller's: `viewDidAppear` is
/// `active`, `viewDidDisappear` `inactive`, `deinit` `deinit`. Same surface as NeedleFoundation's.
public enum PluginizedScopeLifecycle: Sendable {
    case active
    case inactive
    case `deinit`
}

/// Ends an observation started by `PluginizedScopeLifecycleObservable.observe`.
public protocol ObserverDisposable: AnyObject {
    func dispose()
}

/// Something with a lifecycle (usually a view controller) that a pluginized component can be bound to.
public protocol PluginizedScopeLifecycleObservable: AnyObject {
    /// Calls `observer` with every lifecycle event from now on, until the returned disposable is disposed.
    func observe(_ observer: @escaping (PluginizedScopeLifecycle) -> Void) -> ObserverDisposable
}
