/// An Xcode project's Swift package reference to Needle (`XCRemoteSwiftPackageReference` with `repositoryURL`
/// naming uber/needle, its `requirement`, and the products taken from it, `productName = NeedleFoundation;`):
/// pointed at DIRuntime's package when `runtime` is a URL, else a manual step with the line.
func rewritingXcodePackageReferences(_ text: String, path: String, runtime: RuntimePackage?) -> (text: String?, manual: [String]) {
    guard text.contains("uber/needle") else { return (nil, []) }
    var lines = lineSlices(text).map(String.init)
    var manual: [String] = []
    var rewrote = false
    for index in lines.indices where lines[index].withoutIndent.hasPrefix("repositoryURL = ") && lines[index].contains("uber/needle") {
        guard let runtime, !runtime.isPath else {
            manual.append("\(path):\(index + 1): this Swift package reference is Needle's; point it at DIRuntime's package in Xcode "
                + "(or run again with --runtime-package URL to have it done) and take the product DIRuntime instead of NeedleFoundation")
            continue
        }
        let indent = lines[index].prefix { $0 == "\t" || $0 == " " }
        lines[index] = indent + "repositoryURL = \"\(runtime.location)\";"
        rewrote = true
        // The requirement block that follows: Needle's release numbers become DIRuntime's.
        guard index + 1 < lines.count, lines[index + 1].withoutIndent == "requirement = {",
              let close = lines[(index + 2)...].firstIndex(where: { $0.withoutIndent == "};" }) else { continue }
        let inner = lines[index + 2].prefix { $0 == "\t" || $0 == " " }
        lines.replaceSubrange((index + 2)..<close, with: [inner + "kind = upToNextMajorVersion;", inner + "minimumVersion = \(runtime.version);"])
    }
    if rewrote {
        for index in lines.indices {
            let trimmed = lines[index].withoutIndent
            let indent = lines[index].prefix(lines[index].count - trimmed.count)
            if trimmed == "productName = NeedleFoundation;" { lines[index] = indent + "productName = DIRuntime;" }
            if trimmed == "productName = NeedleFoundationTest;" { lines[index] = indent + "productName = DIRuntimeTesting;" }
            // Xcode's comments name the product too (`/* NeedleFoundation in Frameworks */`).
            lines[index] = lines[index].replacingEvery("/* NeedleFoundationTest", with: "/* DIRuntimeTesting")
                .replacingEvery("/* NeedleFoundation", with: "/* DIRuntime")
        }
    }
    let result = lines.joined(separator: "\n")
    return (result == text ? nil : result, manual)
}
