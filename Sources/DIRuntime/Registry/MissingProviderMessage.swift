/// The text of the fatal error raised when a component is created on a path with no registered provider.
///
/// Separate from the `fatalError` call so tests can check the wording. It names the component and the path,
/// because the usual causes (the generated file is missing or stale, or `registerProviderFactories()` ran too
/// late or not at all) are fixed differently depending on which path is affected.
///
/// - Parameters:
///   - componentName: The component being created, such as `FeedComponent`.
///   - pathTypeNames: The component types from the root down to and including that component.
public func missingDependencyProviderMessage(componentName: String, pathTypeNames: [String]) -> String {
    let path = pathTypeNames.joined(separator: " -> ")
    return """
        DIRuntime: no dependency provider is registered for \(componentName) at path \(path). \
        Either the generated provider file is missing or stale, or registerProviderFactories() was not called \
        before this component was created. Fix: run `di-gen generate`, add the generated file to the target, \
        and call registerProviderFactories() once at startup, before creating the root component.
        """
}
