

import NeedleFoundation

// swiftlint:disable unused_declaration
private let needleDependenciesHash : String? = nil

// MARK: - Traversal Helpers

private func parent1(_ component: NeedleFoundation.Scope) -> NeedleFoundation.Scope {
    return component.parent
}

// MARK: - Providers

#if !NEEDLE_DYNAMIC

private class TimelineDependency33a257429180da4ebe71Provider: TimelineDependency {
    var session: Session {
        return widgetComponent.session
    }
    private let widgetComponent: WidgetComponent
    init(widgetComponent: WidgetComponent) {
        self.widgetComponent = widgetComponent
    }
}
/// ^->WidgetComponent->TimelineComponent
private func factory4b0eb6bbae02102ce3094da471824a033c398cee(_ component: NeedleFoundation.Scope) -> AnyObject {
    return TimelineDependency33a257429180da4ebe71Provider(widgetComponent: parent1(component) as! WidgetComponent)
}

#else
extension WidgetComponent: NeedleFoundation.Registration {
    public func registerItems() {

        localTable["session-Session"] = { [unowned self] in self.session as Any }
    }
}
extension TimelineComponent: NeedleFoundation.Registration {
    public func registerItems() {
        keyPathToName[\TimelineDependency.session] = "session-Session"
    }
}


#endif

private func factoryEmptyDependencyProvider(_ component: NeedleFoundation.Scope) -> AnyObject {
    return EmptyDependencyProvider(component: component)
}

// MARK: - Registration
private func registerProviderFactory(_ componentPath: String, _ factory: @escaping (NeedleFoundation.Scope) -> AnyObject) {
    __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: componentPath, factory)
}

#if !NEEDLE_DYNAMIC

@inline(never) private func register1() {
    registerProviderFactory("^->WidgetComponent", factoryEmptyDependencyProvider)
    registerProviderFactory("^->WidgetComponent->TimelineComponent", factory4b0eb6bbae02102ce3094da471824a033c398cee)
}
#endif

public func registerProviderFactories() {
#if !NEEDLE_DYNAMIC
    register1()
#endif
}
