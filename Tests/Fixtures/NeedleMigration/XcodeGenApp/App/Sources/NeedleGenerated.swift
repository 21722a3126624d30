

import NeedleFoundation

// swiftlint:disable unused_declaration
private let needleDependenciesHash : String? = nil

// MARK: - Traversal Helpers

private func parent1(_ component: NeedleFoundation.Scope) -> NeedleFoundation.Scope {
    return component.parent
}

private func parent2(_ component: NeedleFoundation.Scope) -> NeedleFoundation.Scope {
    return component.parent.parent
}

// MARK: - Providers

#if !NEEDLE_DYNAMIC

private class NoteListDependency149020f1fd2f7a0a5295Provider: NoteListDependency {
    var storage: NoteStorage {
        return rootComponent.storage
    }
    private let rootComponent: RootComponent
    init(rootComponent: RootComponent) {
        self.rootComponent = rootComponent
    }
}
/// ^->RootComponent->NoteListComponent
private func factoryf2091b13a7e0b115e24cb3a8f24c1d289f2c0f2e(_ component: NeedleFoundation.Scope) -> AnyObject {
    return NoteListDependency149020f1fd2f7a0a5295Provider(rootComponent: parent1(component) as! RootComponent)
}
private class NoteEditorDependency4c487ca6e406d0317ed3Provider: NoteEditorDependency {
    var storage: NoteStorage {
        return rootComponent.storage
    }
    var title: String {
        return noteListComponent.title
    }
    private let noteListComponent: NoteListComponent
    private let rootComponent: RootComponent
    init(noteListComponent: NoteListComponent, rootComponent: RootComponent) {
        self.noteListComponent = noteListComponent
        self.rootComponent = rootComponent
    }
}
/// ^->RootComponent->NoteListComponent->NoteEditorComponent
private func factory0294d9a88657aa9b750fec560be12e438e2cba47(_ component: NeedleFoundation.Scope) -> AnyObject {
    return NoteEditorDependency4c487ca6e406d0317ed3Provider(noteListComponent: parent1(component) as! NoteListComponent, rootComponent: parent2(component) as! RootComponent)
}

#else
extension RootComponent: NeedleFoundation.Registration {
    public func registerItems() {

        localTable["storage-NoteStorage"] = { [unowned self] in self.storage as Any }
    }
}
extension NoteListComponent: NeedleFoundation.Registration {
    public func registerItems() {
        keyPathToName[\NoteListDependency.storage] = "storage-NoteStorage"
        localTable["title-String"] = { [unowned self] in self.title as Any }
    }
}
extension NoteEditorComponent: NeedleFoundation.Registration {
    public func registerItems() {
        keyPathToName[\NoteEditorDependency.storage] = "storage-NoteStorage"
        keyPathToName[\NoteEditorDependency.title] = "title-String"
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
    registerProviderFactory("^->RootComponent", factoryEmptyDependencyProvider)
    registerProviderFactory("^->RootComponent->NoteListComponent", factoryf2091b13a7e0b115e24cb3a8f24c1d289f2c0f2e)
    registerProviderFactory("^->RootComponent->NoteListComponent->NoteEditorComponent", factory0294d9a88657aa9b750fec560be12e438e2cba47)
}
#endif

public func registerProviderFactories() {
#if !NEEDLE_DYNAMIC
    register1()
#endif
}
