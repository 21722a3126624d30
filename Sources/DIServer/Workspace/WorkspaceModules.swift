import DIFileSystem
import DIWorkspace

/// The module of each workspace file, as the last discovery found them (`ModuleMap`: `.di-lsp.json`'s
/// `modules`, `Package.swift`, `.xcodeproj`), and the lookup for files created since, so an edit never
/// changes a file's module and `--check` and the server agree.
struct WorkspaceModules: Sendable {
    private var modules: [String: String?] = [:]
    private(set) var lookup: ModuleMap
    /// False when the walk stopped at its limit: walking again on every save would stall the main loop.
    let walkIsComplete: Bool

    init(_ discovery: Discovery) {
        for file in discovery.files { modules[file.path] = .some(file.module) }
        lookup = discovery.modules
        walkIsComplete = discovery.isComplete
    }

    init() {
        lookup = ModuleMap(selection: FileSelection(root: "/"))
        walkIsComplete = true
    }

    mutating func module(forPath path: String) -> String? {
        if let known = modules[path] { return known }
        let module = lookup.module(forPath: path)
        modules[path] = .some(module)
        return module
    }
}
