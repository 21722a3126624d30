import DIIndex

/// The files under some paths, read and scanned into a snapshot.
public struct LoadedWorkspace: Sendable {
    public let snapshot: Snapshot
    /// Files that were found but could not be read; reported, never fatal.
    public let unreadable: [String]
}

/// Discovers, reads and scans every Swift file under `paths` (scanning runs in parallel).
/// - Throws: `WorkspaceError.notFound` when a path does not exist.
public func loadWorkspace(_ paths: [String], excluding excluded: [String] = []) throws -> LoadedWorkspace {
    loadFiles(try discoverSwiftFiles(in: paths, excluding: excluded))
}

private func loadFiles(_ discovered: [DiscoveredFile]) -> LoadedWorkspace {
    var changes: [FileChange] = []
    var unreadable: [String] = []
    changes.reserveCapacity(discovered.count)
    for file in discovered {
        guard let bytes = readBytes(atPath: file.path) else {
            unreadable.append(file.path)
            continue
        }
        changes.append(.set(file.path, module: file.module, bytes: bytes))
    }
    return LoadedWorkspace(snapshot: Snapshot(loading: changes), unreadable: unreadable)
}

/// Discovers, reads and scans the Swift files under `paths` that `configuration` includes.
/// - Throws: `WorkspaceError.notFound` when a path does not exist.
public func loadWorkspace(_ paths: [String], configuration: WorkspaceConfiguration) throws -> LoadedWorkspace {
    let discovered = try discoverSwiftFiles(in: paths).filter { configuration.contains(path: $0.path) }
    return loadFiles(discovered)
}
