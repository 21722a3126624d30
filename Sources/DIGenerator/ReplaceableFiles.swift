import DIScanner

/// Which existing files `di-gen` may replace (`OutputGuard` hands it the head of the file at an output path), so a
/// hand-written source named as an output by mistake is refused instead of lost.

/// A providers file: `di-gen generate`'s own (its header, without the mocks suffix), or Needle's generated file,
/// which a migration replaces in place (it declares `needleDependenciesHash` below its imports).
public func isReplaceableProviderFile(head: [UInt8]) -> Bool {
    if let firstLine = diGenFirstLine(head) { return !firstLine.contains(mocksFileHeaderSuffix) }
    return isNeedleGeneratedFile(head: head)
}

/// Needle's generated file, from its first bytes (`di-gen migrate needle` finds the files it replaces by this
/// too): the scanner's test, `FileSummary.isNeedleGenerated`.
public func isNeedleGeneratedFile(head: some Collection<UInt8>) -> Bool {
    scan(Array(head)).isNeedleGenerated
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
