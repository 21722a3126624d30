/// Scans one Swift file into a `FileSummary`. Never throws; damage is reported in `FileSummary.notes`.
///
/// Placeholder until the scanner lands: returns an empty summary.
public func scan(_ bytes: [UInt8]) -> FileSummary {
    FileSummary()
}

/// Convenience for tests and tools holding a `String`.
public func scan(_ source: String) -> FileSummary {
    scan(Array(source.utf8))
}
