import DIAnalysis
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

/// One unit's generated file to compare with what di-gen would write from the unit's resolution. Made on the
/// main loop (cheap: values it shares), performed off it (generation costs tens of milliseconds at 10,000
/// components, too much for every keystroke).
struct GeneratedFileCheck: Sendable {
    let path: String
    let file: FileID
    let resolution: Resolution
    /// The file's current text: the open document's, else the disk's.
    let bytes: [UInt8]
    let severity: DIAnalysis.Diagnostic.Severity

    func perform() -> StaleGeneratedFile? {
        let source = generateProviderSource(for: resolution, options: GeneratorOptions(toolVersion: toolVersion))
        guard !bytes.elementsEqual(source.utf8) else { return nil }
        let changes = describeChanges(from: String(decoding: bytes, as: UTF8.self), to: source)
        let firstLineEnd = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let diagnostic = DIAnalysis.Diagnostic(
            code: .staleGeneratedFile, severity: severity,
            location: SourceLocation(file: file, range: ByteRange(start: 0, end: firstLineEnd)),
            message: "\(name) is stale: \(changes.joined(separator: "; ")); run `di-gen generate`, or apply the quick fix")
        return StaleGeneratedFile(path: path, diagnostic: diagnostic, source: source)
    }
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
            let path = Self.standardized(relative)
            guard let file = snapshot.id(forPath: path), let bytes = bytes(ofPath: path), bytes.starts(with: marker) else { return nil }
            return GeneratedFileCheck(path: path, file: file, resolution: unit.analysis.resolution, bytes: bytes, severity: severity)
        }
    }

    /// Every unit's generated file.
    var generatedFilePaths: Set<String> {
        Set(units.compactMap { configuration.generatedFilePath(of: $0.unit).map(Self.standardized) })
    }
}
