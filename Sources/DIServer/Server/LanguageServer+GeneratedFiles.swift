import Dispatch

/// The `stale-generated-file` warning: after the analysis or a generated file's text changes, each unit's
/// committed generated file is compared with what di-gen would write now, off the main loop, one check at a
/// time per workspace; a check made from inputs that changed meanwhile is dropped and made again.
extension LanguageServer {
    func startGeneratedFileCheckIfIdle(_ target: Workspace) {
        // Not while a batch is taken in slices: each slice's analysis would start a whole generation whose result the
        // next slice makes stale; the check starts once the batch is whole (the flag stays set).
        guard target.isLoaded, !target.isTakingBatch, target.generatedFiles.startCheck() else { return }
        let checks = target.generatedFileChecks()
        guard !checks.isEmpty else {
            // No generated file to compare (none, an error in its unit, or the code turned off): nothing is stale.
            target.generatedFiles.clear()
            return
        }
        let serial = target.serial, version = target.generatedFiles.inputsVersion, queue = queue
        DispatchQueue.global(qos: .utility).async {
            queue.post(.generatedFilesChecked(checks.flatMap { $0.perform() }, workspace: serial, inputsVersion: version))
        }
    }

    func finishGeneratedFileCheck(_ stale: [StaleGeneratedFile], workspace serial: Int, inputsVersion: Int) {
        guard let target = workspaces.first(where: { $0.serial == serial }) else { return }
        target.generatedFiles.finish(stale, inputsVersion: inputsVersion)
        startGeneratedFileCheckIfIdle(target)
    }
}
