import DIAnalysis
import DIFileSystem
import DIGenerator
import DIIndex
import DIReporting
import DIResolver
import DIScanner
import DIWorkspace

/// A committed file di-gen wrote that it would now write differently: the warning on its first line and the
/// text that replaces it (the quick fix; the server itself writes nothing).
public struct StaleGeneratedFile: Sendable {
    let path: String
    let diagnostic: DIAnalysis.Diagnostic
    /// What `di-gen generate` would write now.
    let source: String
}

/// One unit's generated file (and its parts, `generatedParts`) to compare with what di-gen would write from the
/// unit's resolution. Made on the main loop (cheap: values it shares), performed off it (generation costs tens of
/// milliseconds at 10,000 components, too much for every keystroke).
struct GeneratedFileCheck: Sendable {
    /// A file di-gen would write: its text now (the open document's, else the disk's), nil when it is missing or
    /// is not di-gen's.
    struct Output: Sendable {
        let path: String
        let file: FileID?
        let bytes: [UInt8]?
    }

    /// The generated file (di-gen's, in the workspace), then its parts.
    let outputs: [Output]
    let resolution: Resolution
    let severity: DIAnalysis.Diagnostic.Severity

    func perform() -> [StaleGeneratedFile] {
        let sources = generateProviderSources(
            for: resolution, options: GeneratorOptions(toolVersion: toolVersion, parts: outputs.count - 1))
        var stale: [StaleGeneratedFile] = []
        // Parts that are missing (or not di-gen's) cannot carry a warning: the main file's names them.
        let missing = outputs.dropFirst().filter { $0.file == nil || $0.bytes == nil }.map { name(of: $0.path) }
        for (output, source) in zip(outputs, sources) {
            guard let file = output.file, let bytes = output.bytes else { continue }
            var changes = bytes.equalsUTF8(of: source) ? [] : describeChanges(from: String(decoding: bytes, as: UTF8.self), to: source)
            if output.path == outputs[0].path, !missing.isEmpty {
                changes.append("\(missing.joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") missing")
            }
            guard !changes.isEmpty else { continue }
            let firstLineEnd = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let diagnostic = DIAnalysis.Diagnostic(
                code: .staleGeneratedFile, severity: severity,
                location: SourceLocation(file: file, range: ByteRange(start: 0, end: firstLineEnd)),
                message: "\(name(of: output.path)) is stale: \(changes.joined(separator: "; ")); run `di-gen generate`, or apply the quick fix")
            stale.append(StaleGeneratedFile(path: output.path, diagnostic: diagnostic, source: source))
        }
        return stale
    }

    private func name(of path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}

extension Workspace {
    /// A check per unit whose generated file is a workspace file di-gen wrote, when the unit has no errors
    /// (di-gen would refuse to write it) and `stale-generated-file` is not turned off.
    func generatedFileChecks() -> [GeneratedFileCheck] {
        let setting = configuration.analysis.overrides[.staleGeneratedFile]
        if let setting, setting.severity == nil { return [] }
        let severity = setting?.severity ?? DiagnosticCode.staleGeneratedFile.defaultSeverity
        let marker = Array(generatedFileMarker.utf8)
        return units.compactMap { unit in
            guard unit.analysis.errorCount == 0, let relative = configuration.generatedFilePath(of: unit.unit) else { return nil }
            let outputs = DIWorkspace.generatedFilePaths(Self.standardized(relative), parts: unit.unit.generatedParts).map { path in
                let file = snapshot.id(forPath: path)
                let bytes = file == nil ? nil : bytes(ofPath: path).flatMap { $0.starts(with: marker) ? $0 : nil }
                return GeneratedFileCheck.Output(path: path, file: file, bytes: bytes)
            }
            guard outputs[0].bytes != nil else { return nil }
            return GeneratedFileCheck(outputs: outputs, resolution: unit.analysis.resolution, severity: severity)
        }
    }

    /// Every unit's generated file, and its parts.
    var generatedFilePaths: Set<String> {
        Set(units.flatMap { unit in
            configuration.generatedFilePath(of: unit.unit).map { DIWorkspace.generatedFilePaths(Self.standardized($0), parts: unit.unit.generatedParts) } ?? []
        })
    }
}
