import Dispatch

/// The `stale-generated-file` warning: after the analysis or a generated file's text changes, each unit's
/// committed generated file is compared with what di-gen would write now, off the main loop, one check at a
/// time per workspace; a check made from inputs that changed meanwhile is dropped and made again.
extension LanguageServer {
    func startGeneratedFileCheckIfIdle(_ target: Workspace) {
        // Not while a batch is taken in slices: each slice's analysis would start a whole generation whose result the
        // next slice makes stale; the check starts once the batch is whole (the flag stays set).
        guard target.isLoaded, target.generatedFilesNeedCheck, !target.isCheckingGeneratedFiles, !target.isTakingBatch else { return }
        target.generatedFilesNeedCheck = false
        let checks = target.generatedFileChecks()
        guard !checks.isEmpty else {
            // No generated file to compare (none, an error in its unit, or the code turned off): nothing is stale.
            if !target.staleGeneratedFiles.isEmpty {
                target.staleGeneratedFiles = []
                target.generatedFileDiagnosticsChanged = true
            }
            return
        }
        target.isCheckingGeneratedFiles = true
        let serial = target.serial, version = target.generatedFileInputsVersion, queue = queue
        DispatchQueue.global(qos: .utility).async {
            queue.post(.generatedFilesChecked(checks.flatMap { $0.perform() }, workspace: serial, inputsVersion: version))
        }
    }

    func finishGeneratedFileCheck(_ stale: [StaleGeneratedFile], workspace serial: Int, inputsVersion: Int) {
        guard let target = workspaces.first(where: { $0.serial == serial }) else { return }
        target.isCheckingGeneratedFiles = false
        if inputsVersion == target.generatedFileInputsVersion {
            target.staleGeneratedFiles = stale
            target.generatedFileDiagnosticsChanged = true
        }
        startGeneratedFileCheckIfIdle(target)
    }
}
