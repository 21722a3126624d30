import DIFileSystem

/// The module generated code is compiled into: the module of the file `di-gen` writes (`output`, else the
/// configuration's `generatedFile`), found as any file's module is (`ModuleMap`), though it may not exist yet.
/// Nil when there is no such file or no build description gives it a module. `modules`: the lookup discovery
/// made (`LoadedWorkspace.modules`), so build descriptions and a `tuist graph` are not read again.
public func generatedCodeModule(output: String?, configuration: WorkspaceConfiguration, modules: ModuleMap? = nil) -> String? {
    guard let output = output ?? configuration.generatedFilePath else { return nil }
    var modules = modules ?? ModuleMap(selection: configuration.files)
    return modules.module(forPath: output)
}
