import Foundation

/// Line-by-line rewrites of Swift sources and manifests: imports, and the declarations that name Needle's
/// package or products. Each returns the new text, or nil when nothing changes.

/// `import NeedleFoundation` -> `import DIRuntime`, `NeedleFoundationTest` -> `DIRuntimeTesting`, with any
/// attributes (`@testable`, `@_implementationOnly`) and access level kept; names qualified with the module
/// (`NeedleFoundation.Component<...>`, as RIBs apps write them) follow.
func rewritingImports(_ text: String) -> String? {
    guard text.contains("NeedleFoundation") else { return nil }
    var changed = false
    let lines = lineSlices(text).map { line -> Substring in
        var line = line
        if line.contains("NeedleFoundation") {
            let qualified = qualifyingRuntime(line)
            if qualified != line { (line, changed) = (qualified, true) }
        }
        guard line.contains("import Needle") else { return line }
        let words = line.split { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count,
              words[..<importIndex].allSatisfy({ $0.hasPrefix("@") || ["public", "internal", "package", "private", "fileprivate"].contains($0) })
        else { return line }
        let module = words[importIndex + 1]
        guard let replacement = runtimeModule(for: module) else { return line }
        changed = true
        guard let range = line.range(of: "import " + module) else { return line }
        return line[..<range.lowerBound] + "import " + replacement + line[range.upperBound...]
    }
    return changed ? lines.joined(separator: "\n") : nil
}

private func runtimeModule(for module: some StringProtocol) -> String? {
    switch module {
    case "NeedleFoundation": "DIRuntime"
    case "NeedleFoundationTest": "DIRuntimeTesting"
    default: nil
    }
}

/// Whether `line` names the module NeedleFoundation (or NeedleFoundationTest) as a word of its own, not as part
/// of another name (`MyNeedleFoundation`).
func namesNeedleModule(_ line: Substring) -> Bool {
    var rest = line
    while let found = rest.range(of: "NeedleFoundation") {
        let before = found.lowerBound == line.startIndex ? nil : line[line.index(before: found.lowerBound)]
        if before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
        rest = rest[found.upperBound...]
    }
    return false
}

/// `NeedleFoundation.X` and `NeedleFoundationTest.X` -> `DIRuntime.X`, `DIRuntimeTesting.X` where the module name
/// starts a word (not `MyNeedleFoundation.X`).
private func qualifyingRuntime(_ line: Substring) -> Substring {
    var result = ""
    var rest = line
    while let found = rest.range(of: "NeedleFoundation") {
        let before = rest[..<found.lowerBound]
        result += before
        var end = found.upperBound
        if rest[end...].hasPrefix("Test") { end = rest.index(end, offsetBy: 4) }
        let module = rest[found.lowerBound..<end]
        let startsWord = before.last.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? (result.last.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true)
        if startsWord, rest[end...].hasPrefix("."), let replacement = runtimeModule(for: module) {
            result += replacement
        } else {
            result += module
        }
        rest = rest[end...]
    }
    return Substring(result + rest)
}

/// Where DIRuntime comes from, for the manifests that name Needle's package: a URL (`from:` the given version) or
/// a local path.
public struct RuntimePackage: Sendable, Equatable {
    public let location: String
    public let version: String

    public init(location: String, version: String) {
        self.location = location
        self.version = version
    }

    var isPath: Bool { !location.contains("://") && !location.hasPrefix("git@") }

    /// SwiftPM's identity of the package: the last path component, without `.git`, lower-cased.
    var identity: String {
        var name = Substring(location)
        while name.hasSuffix("/") { name = name.dropLast() }
        name = name.split(separator: "/").last ?? name
        if name.hasSuffix(".git") { name = name.dropLast(4) }
        return name.lowercased()
    }
}

/// The products and the package in a `Package.swift` (SwiftPM or Tuist's) or a Tuist manifest or helper:
/// `.product(name: "NeedleFoundation", package: "needle")`, `.external(name: "NeedleFoundation")`,
/// `.package(product: "NeedleFoundation")`, and, when `runtime` says where DIRuntime comes from,
/// `.package(url: ".../needle(.git)", ...)` and Tuist's `.remote(url: ".../needle(.git)", requirement: ...)`.
/// What it cannot rewrite is returned as a manual step.
func rewritingDependencies(_ text: String, path: String, runtime: RuntimePackage?) -> (text: String?, manual: [String]) {
    var result = text
    let package = runtime?.identity ?? "di-lsp"
    for (old, new) in [
        ("\"NeedleFoundationTest\"", "\"DIRuntimeTesting\""), ("\"NeedleFoundation\"", "\"DIRuntime\""),
    ] {
        result = result.replacingEvery(old, with: new)
    }
    result = result.replacingEvery("package: \"needle\"", with: "package: \"\(package)\"")
    var manual: [String] = []
    var lines = lineSlices(result).map(String.init)
    // Last first: a declaration over several lines becomes one, which must not move the lines still to come.
    for index in lines.indices.reversed() where lines[index].contains("uber/needle") && !lines[index].withoutIndent.hasPrefix("//") {
        guard let runtime else {
            manual.append("\(path):\(index + 1): point this dependency on Needle at DIRuntime's package (run again with --runtime-package URL-or-PATH to have it done)")
            continue
        }
        // `.remote(` or `.package(` alone on the line above, `url:` on this one.
        let above = index > 0 ? lines[index - 1].withoutIndent : ""
        let start = lines[index].withoutIndent.hasPrefix("url:") && (above == ".remote(" || above == ".package(") ? index - 1 : index
        guard let rewritten = rewrittenPackageLine(lines, at: start, runtime: runtime) else {
            manual.append("\(path):\(index + 1): replace this dependency on Needle with DIRuntime's package, \(runtime.location)")
            continue
        }
        lines.replaceSubrange(rewritten.range, with: [rewritten.line])
    }
    result = lines.joined(separator: "\n")
    return (result == text ? nil : result, manual.reversed())
}

/// The dependency declaration starting on line `index` (it may run over the following lines up to its closing
/// parenthesis), rewritten to `runtime`; nil when it is not one of the shapes known.
private func rewrittenPackageLine(_ lines: [String], at index: Int, runtime: RuntimePackage) -> (range: Range<Int>, line: String)? {
    let line = lines[index]
    var indent = String(line.prefix { $0 == " " || $0 == "\t" })
    var trimmed = line.dropFirst(indent.count)
    if trimmed.hasPrefix("return ") {  // a helper that returns the declaration: `case .needle: return .remote(...)`
        indent += "return "
        trimmed = trimmed.dropFirst("return ".count)
    }
    let kind: String
    if trimmed.hasPrefix(".package(") { kind = "package" } else if trimmed.hasPrefix(".remote(") { kind = "remote" } else { return nil }
    // The declaration's end: where its parentheses balance.
    var depth = 0
    var end = index
    search: for lineIndex in index..<min(lines.count, index + 8) {
        for character in lines[lineIndex] {
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth == 0 { end = lineIndex; break search }
            }
        }
        if lineIndex == min(lines.count, index + 8) - 1 { return nil }
    }
    let last = lines[end]
    guard let close = lastBalancingParenthesis(in: last, depthBefore: depthBefore(lines, index, end)) else { return nil }
    let after = last[last.index(after: close)...]
    let declaration: String
    switch (kind, runtime.isPath) {
    case ("package", false): declaration = ".package(url: \"\(runtime.location)\", from: \"\(runtime.version)\")"
    case ("package", true): declaration = ".package(path: \"\(runtime.location)\")"
    case (_, false): declaration = ".remote(url: \"\(runtime.location)\", requirement: .upToNextMajor(from: \"\(runtime.version)\"))"
    case (_, true): declaration = ".local(path: \"\(runtime.location)\")"
    }
    return (index..<end + 1, indent + declaration + after)
}

/// The parenthesis depth at the start of line `end`, counting from line `start`.
private func depthBefore(_ lines: [String], _ start: Int, _ end: Int) -> Int {
    lines[start..<end].reduce(0) { depth, line in depth + line.count { $0 == "(" } - line.count { $0 == ")" } }
}

private func lastBalancingParenthesis(in line: String, depthBefore: Int) -> String.Index? {
    var depth = depthBefore
    for index in line.indices {
        if line[index] == "(" { depth += 1 }
        if line[index] == ")" {
            depth -= 1
            if depth == 0 { return index }
        }
    }
    return nil
}

extension String {
    func replacingEvery(_ old: String, with new: String) -> String {
        guard contains(old) else { return self }
        return components(separatedBy: old).joined(separator: new)
    }
}

extension StringProtocol {
    /// Without the spaces and tabs it starts with.
    var withoutIndent: SubSequence { drop { $0 == " " || $0 == "\t" } }
}

/// XcodeGen's `project.yml`: the package Needle comes from (`packages: NeedleFoundation: url: .../uber/needle`)
/// becomes `DIRuntime` (XcodeGen takes the product's name from the key), and `- package: NeedleFoundation`
/// follows it; with `runtime`, its `url:` and version point at DIRuntime's package, else that is a manual step.
func rewritingXcodeGenPackages(_ text: String, path: String, runtime: RuntimePackage?) -> (text: String?, manual: [String]) {
    var lines = lineSlices(text).map(String.init)
    var manual: [String] = []
    for (old, new) in [("NeedleFoundationTest", "DIRuntimeTesting"), ("NeedleFoundation", "DIRuntime")] {
        for index in lines.indices {
            let trimmed = lines[index].withoutIndent
            let indent = String(lines[index].prefix(lines[index].count - trimmed.count))
            if trimmed == "\(old):" { lines[index] = indent + "\(new):" }
            if trimmed == "- package: \(old)" { lines[index] = indent + "- package: \(new)" }
            if trimmed == "- product: \(old)" { lines[index] = indent + "- product: \(new)" }
        }
    }
    for index in lines.indices.reversed() where lines[index].contains("uber/needle") {
        let trimmed = lines[index].withoutIndent
        guard trimmed.hasPrefix("url:") else { continue }
        guard let runtime else {
            manual.append("\(path):\(index + 1): point this package at DIRuntime's (run again with --runtime-package URL-or-PATH to have it done)")
            continue
        }
        let indent = String(lines[index].prefix(lines[index].count - trimmed.count))
        // The version keys that follow the url belong to Needle's release numbers.
        var end = index + 1
        let versionKeys = ["from:", "majorVersion:", "minorVersion:", "exactVersion:", "version:", "branch:", "revision:", "minVersion:", "maxVersion:"]
        while end < lines.count, lines[end].hasPrefix(indent), versionKeys.contains(where: { lines[end].withoutIndent.hasPrefix($0) }) { end += 1 }
        let replacement = runtime.isPath ? [indent + "path: \(runtime.location)"] : [indent + "url: \(runtime.location)", indent + "from: \(runtime.version)"]
        lines.replaceSubrange(index..<end, with: replacement)
    }
    let result = lines.joined(separator: "\n")
    return (result == text ? nil : result, manual.reversed())
}
