/// Which existing files `di-gen` may replace (`OutputGuard` hands it the head of the file at an output path), so a
/// hand-written source named as an output by mistake is refused instead of lost.

/// A providers file: `di-gen generate`'s own (its header, without the mocks suffix), or Needle's generated file,
/// which a migration replaces in place (it declares `needleDependenciesHash` below its imports).
public func isReplaceableProviderFile(head: [UInt8]) -> Bool {
    if let firstLine = diGenFirstLine(head) { return !firstLine.contains(mocksFileHeaderSuffix) }
    return isNeedleGeneratedFile(head: head)
}

/// Needle's generated file, from its first bytes (`di-gen migrate needle` finds the files it replaces by this
/// too): it imports NeedleFoundation (as the sources import it: `@preconcurrency import` too) and declares what
/// only Needle's output declares: `needleDependenciesHash` (from Needle 0.15), `registerProviderFactories()` or a
/// `__DependencyProviderRegistry` registration (every version since 0.7.2, with or without a custom header). An
/// app's own file that calls `registerProviderFactories()` declares none of them.
public func isNeedleGeneratedFile(head: some Collection<UInt8>) -> Bool {
    let head = Array(head)
    return contains(head, "NeedleFoundation")
        && (contains(head, "needleDependenciesHash") || contains(head, "func registerProviderFactories()")
            || contains(head, "__DependencyProviderRegistry"))
}

/// A mocks file that `di-gen mocks` wrote.
public func isReplaceableMocksFile(head: [UInt8]) -> Bool {
    diGenFirstLine(head)?.contains(mocksFileHeaderSuffix) ?? false
}

/// The first line when it starts with di-gen's header.
private func diGenFirstLine(_ head: [UInt8]) -> String? {
    guard head.starts(with: generatedFileMarker.utf8) else { return nil }
    return String(decoding: head.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
}

private func contains(_ bytes: [UInt8], _ text: String) -> Bool {
    let needle = Array(text.utf8)
    guard needle.count <= bytes.count else { return false }
    return (0...(bytes.count - needle.count)).contains { start in bytes[start..<start + needle.count].elementsEqual(needle) }
}
