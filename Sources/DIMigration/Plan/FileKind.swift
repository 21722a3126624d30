/// What a repository file is to the migration: where Needle's generator may be called, where its runtime is
/// imported or declared as a dependency, and what only the user can change.
enum FileKind: Equatable {
    /// Shell scripts, Makefiles, XcodeGen's `project.yml`, CI workflows: raw shell text.
    case script
    /// An Xcode project: scripts in `shellScript = "..."` strings.
    case xcodeProject
    /// `Package.swift` (SwiftPM's, or Tuist's `Tuist/Package.swift`).
    case packageManifest
    /// Tuist's manifests and helpers (`Project.swift`, `Tuist/**/*.swift`): scripts in Swift strings, dependencies.
    case swiftManifest
    /// Any other Swift file: imports.
    case swiftSource
    /// CocoaPods, Carthage, Mint: dependencies only the user can move.
    case foreignManifest

    init?(_ path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name == "Package.swift" { self = .packageManifest; return }
        if name.hasSuffix(".swift") {
            // Tuist's manifests, its helpers, and the helpers of Tuist plugins (`Plugin/X/ProjectDescriptionHelpers`).
            let isTuist = path.hasPrefix("Tuist/") || path.contains("/Tuist/") || ["Project.swift", "Workspace.swift", "Dependencies.swift"].contains(name)
                || path.hasPrefix("ProjectDescriptionHelpers/") || path.contains("/ProjectDescriptionHelpers/")
            self = isTuist ? .swiftManifest : .swiftSource
            return
        }
        if name == "project.pbxproj" { self = .xcodeProject; return }
        if ["Podfile", "Cartfile", "Cartfile.resolved", "Mintfile"].contains(name) { self = .foreignManifest; return }
        let scriptNames = ["Makefile", "makefile", "GNUmakefile", "Fastfile", "Brewfile"]
        let scriptEndings = [".sh", ".bash", ".zsh", ".mk", ".yml", ".yaml"]
        if scriptNames.contains(name) || scriptEndings.contains(where: name.hasSuffix) { self = .script; return }
        return nil
    }

    func isXcodeGenSpec(_ path: String) -> Bool {
        self == .script && (path.hasSuffix("project.yml") || path.hasSuffix("project.yaml"))
    }

    /// Whether a command in this file runs as an Xcode build phase: the project's own phases, XcodeGen's, Tuist's
    /// scripts, and the shell scripts those phases name (`scriptsRunByXcode`, by file name); not Makefiles, CI
    /// workflows, other YAML or a script only `make` runs.
    func runsInXcode(_ path: String, scriptsRunByXcode: Set<String>) -> Bool {
        switch self {
        case .xcodeProject, .swiftManifest: true
        case .script:
            isXcodeGenSpec(path) || scriptsRunByXcode.contains(path.split(separator: "/").last.map(String.init) ?? path)
        default: false
        }
    }

    /// The `SRCROOT` of the build phases this file declares, relative to the repository root: an Xcode project's
    /// folder (`App/App.xcodeproj/project.pbxproj` -> `App`), XcodeGen's spec's own; nil where the file does not
    /// say (a script a phase calls, a Tuist helper).
    func xcodeSourceRoot(_ path: String) -> String? {
        let folders = path.split(separator: "/").dropLast().map(String.init)
        switch self {
        case .xcodeProject: return folders.last?.hasSuffix(".xcodeproj") == true ? folders.dropLast().joined(separator: "/") : nil
        case .script where isXcodeGenSpec(path): return folders.joined(separator: "/")
        default: return nil
        }
    }

    /// What to declare by hand where the phase is not in this file (a script file, a Tuist helper).
    func fileListStep(_ source: String, _ lists: (inputs: String, outputs: String)) -> String? {
        let declare = "Input File List \(declaredListPath(lists.inputs)) and Output File List \(declaredListPath(lists.outputs))"
        switch self {
        case .swiftManifest:
            return "\(source): declare the step's lists in its TargetScript: inputFileListPaths: [\"\(declaredListPath(lists.inputs))\"], "
                + "outputFileListPaths: [\"\(declaredListPath(lists.outputs))\"], basedOnDependencyAnalysis: true"
        case .script where !isXcodeGenSpec(source.split(separator: ":").first.map(String.init) ?? ""):
            return "\(source): in the build phase that runs this script, declare the \(declare) and turn on \"Based on dependency analysis\""
        default:
            return nil
        }
    }

    var mayRunNeedle: Bool { self == .script || self == .xcodeProject || self == .swiftManifest }

    /// How scripts are written in the file; nil when it holds no `needle generate` at all (most files).
    func quoting(of bytes: [UInt8]) -> ScriptQuoting? {
        let pattern = Array("needle generate".utf8)
        guard let first = firstOffset(of: pattern, in: bytes) else {
            // Also `needle  generate` or a continued line: let the reader judge any `needle`.
            guard firstOffset(of: Array("needle".utf8), in: bytes) != nil else { return nil }
            return self == .script ? .raw : .escapedString
        }
        switch self {
        case .script: return .raw
        case .xcodeProject: return .escapedString
        default:
            // In a Swift file: raw inside a multi-line string literal, escaped inside a one-line one.
            let quotes = Array("\"\"\"".utf8)
            var count = 0, offset = 0
            while let found = firstOffset(of: quotes, in: bytes, from: offset), found < first {
                count += 1
                offset = found + 3
            }
            return count % 2 == 1 ? .swiftMultiline : .escapedString
        }
    }

    /// What the user must change by hand in this file.
    func manualSteps(_ bytes: [UInt8], path: String) -> [String] {
        guard let text = String(validating: bytes, as: UTF8.self), text.lowercased().contains("needle") else { return [] }
        var steps: [String] = []
        for (index, line) in lineSlices(text).enumerated() {
            let lowered = line.lowercased()
            let place = "\(path):\(index + 1)"
            switch self {
            case .foreignManifest where lowered.contains("needle") && !lowered.withoutIndent.hasPrefix("#"):
                steps.append("\(place): remove Needle from \(path.split(separator: "/").last!) and add DIRuntime as a Swift package "
                    + "(DIRuntime is not published to CocoaPods, Carthage or Mint)")
            case .script where lowered.contains("brew install needle") || lowered.contains("mint install uber/needle"):
                steps.append("\(place): install di-gen instead of Needle here (build it from a di-lsp checkout: make install PREFIX=...)")
            case .xcodeProject where lowered.contains("needlefoundation.framework") || lowered.contains("needlefoundation.xcframework"):
                // A project names a framework in many sections: said once, at its first line.
                guard !steps.contains(where: { $0.hasPrefix(path + ":") }) else { continue }
                steps.append("\(place): a prebuilt NeedleFoundation framework is linked; link the DIRuntime package product instead")
            default: break
            }
        }
        return steps
    }
}

func firstOffset(of pattern: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
    guard !pattern.isEmpty, pattern.count <= bytes.count else { return nil }
    var index = start
    while index + pattern.count <= bytes.count {
        if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
        index += 1
    }
    return nil
}
