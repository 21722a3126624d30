import DIAnalysis
import DIIndex

/// `mergedDiagnostics` of several units, placed in `snapshot` (the whole workspace's, which every unit's files
/// are in with the same ids), after `extra`.
public func unitDiagnostics(
    _ units: [(name: String, analysis: Analysis)], in snapshot: Snapshot, extra: [ReportedDiagnostic] = []
) -> [ReportedDiagnostic] {
    extra + mergedDiagnostics(units).map { ReportedDiagnostic($0, in: snapshot) }
}
