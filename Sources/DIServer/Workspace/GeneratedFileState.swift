/// A workspace's `stale-generated-file` findings and the background check that makes them
/// (`LanguageServer+GeneratedFiles.swift`): one check at a time; a check made from inputs that changed meanwhile is
/// dropped and made again.
struct GeneratedFileState {
    /// Generated files that differ from what di-gen would write now.
    private(set) var stale: [StaleGeneratedFile] = []
    /// Set when the analysis or a generated file's text changed since the last check was started.
    private(set) var needsCheck = false
    private(set) var isChecking = false
    /// Counts the changes that set `needsCheck`, so a check made before the latest is dropped.
    private(set) var inputsVersion = 0
    /// Set when `stale` changed and is not yet published.
    private(set) var diagnosticsChanged = false

    mutating func inputsChanged() {
        needsCheck = true
        inputsVersion += 1
    }

    /// Takes the need for a check: true when one should start now (it counts as running until `finish`).
    mutating func startCheck() -> Bool {
        guard needsCheck, !isChecking else { return false }
        needsCheck = false
        isChecking = true
        return true
    }

    /// Nothing to compare (no generated file, errors, the code turned off): nothing is stale.
    mutating func clear() {
        isChecking = false
        guard !stale.isEmpty else { return }
        stale = []
        diagnosticsChanged = true
    }

    /// A check made from the inputs of `version` finished; kept only if nothing changed since.
    mutating func finish(_ found: [StaleGeneratedFile], inputsVersion version: Int) {
        isChecking = false
        guard version == inputsVersion else { return }
        stale = found
        diagnosticsChanged = true
    }

    /// Whether `stale` changed since last asked.
    mutating func takeDiagnosticsChanged() -> Bool {
        defer { diagnosticsChanged = false }
        return diagnosticsChanged
    }
}
