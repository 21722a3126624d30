/// Declares the Xcode file lists a rewritten build step writes, in the build phase that runs it, and turns
/// dependency analysis on: Xcode then runs the step when a listed input changed, as the build recipe does
/// (`BuildSystems/Xcode`). Where the phase is not in the edited file (a script file, a Tuist helper), a manual
/// step says what to declare.

/// `$(SRCROOT)/DIGen/NeedleGenerated.inputs.xcfilelist`: a list as a phase names it.
func declaredListPath(_ list: String) -> String { "$(SRCROOT)/" + list }

/// In an Xcode project: the `PBXShellScriptBuildPhase` whose script writes each list gets `inputFileListPaths` and
/// `outputFileListPaths` naming them, and loses `alwaysOutOfDate = 1`.
func declaringFileLists(inXcodeProject text: String, _ lists: [(inputs: String, outputs: String)]) -> String {
    var lines = lineSlices(text).map(String.init)
    for list in lists {
        guard let scriptLine = lines.firstIndex(where: { $0.contains("--input-file-list") && $0.contains(list.inputs) }),
              let isaLine = lines[..<scriptLine].lastIndex(where: { $0.withoutIndent.hasPrefix("isa = ") }),
              lines[isaLine].contains("PBXShellScriptBuildPhase"),
              let end = lines[scriptLine...].firstIndex(where: { $0.withoutIndent == "};" })
        else { continue }
        let indent = String(lines[isaLine].prefix { $0 == "\t" || $0 == " " })
        var object = Array(lines[(isaLine + 1)..<end])
        object.removeAll { $0.withoutIndent == "alwaysOutOfDate = 1;" }
        for (key, path) in [("inputFileListPaths", list.inputs), ("outputFileListPaths", list.outputs)] {
            let step = indent.hasSuffix("\t") || indent.isEmpty ? "\t" : "    "
            let block = ["\(indent)\(key) = (", "\(indent)\(step)\"\(declaredListPath(path))\",", "\(indent));"]
            if let start = object.firstIndex(where: { $0.withoutIndent == "\(key) = (" }),
               let close = object[start...].firstIndex(where: { $0.withoutIndent == ");" }) {
                object.replaceSubrange(start...close, with: block)
            } else {
                object.insert(contentsOf: block, at: 0)
            }
        }
        lines.replaceSubrange((isaLine + 1)..<end, with: object)
    }
    return lines.joined(separator: "\n")
}

/// In XcodeGen's `project.yml`: the script entry (`- script: |` or `script: |` under `- name:`) holding each
/// rewritten command gets `inputFileLists`, `outputFileLists` and `basedOnDependencyAnalysis: true`.
func declaringFileLists(inXcodeGen text: String, _ lists: [(inputs: String, outputs: String)]) -> String {
    var lines = lineSlices(text).map(String.init)
    for list in lists {
        guard let commandLine = lines.firstIndex(where: { $0.contains("--input-file-list") && $0.contains(list.inputs) }),
              let scriptLine = lines[..<commandLine].lastIndex(where: {
                  let key = $0.withoutIndent
                  return key.hasPrefix("script:") || key.hasPrefix("- script:")
              })
        else { continue }
        var keyIndent = String(lines[scriptLine].prefix { $0 == " " })
        var insertAt = scriptLine
        if lines[scriptLine].withoutIndent.hasPrefix("- script:") {
            // `- script: |` opens the entry: the other keys go after the block, at the key's column.
            keyIndent += "  "
            insertAt = lines[(commandLine + 1)...].firstIndex { line in
                !line.withoutIndent.isEmpty && line.prefix { $0 == " " }.count <= keyIndent.count
            } ?? lines.count
        }
        lines.insert(contentsOf: [
            "\(keyIndent)inputFileLists:", "\(keyIndent)  - \(declaredListPath(list.inputs))",
            "\(keyIndent)outputFileLists:", "\(keyIndent)  - \(declaredListPath(list.outputs))",
            "\(keyIndent)basedOnDependencyAnalysis: true",
        ], at: insertAt)
    }
    return lines.joined(separator: "\n")
}
