import DIAnalysis
import DIIndex
import DIResolver

/// The diagnostics of several generation units' analyses, each once, in unit order: a diagnostic several units
/// find (a shared feature's missing dependency) is printed once, and, when there are several units, the message
/// ends with the units that found it (`(unit App)`, `(units App, FeedDemo)`). Locations are the same in every
/// unit (a unit's snapshot keeps the workspace's file ids), so equal diagnostics are the same finding.
public func unitDiagnostics(_ units: [(name: String, analysis: Analysis)], extra: [ReportedDiagnostic] = []) -> [ReportedDiagnostic] {
    var order: [ReportedDiagnostic] = []
    var finders: [ReportedDiagnostic: [String]] = [:]
    for unit in units {
        for diagnostic in unit.analysis.diagnostics {
            let reported = ReportedDiagnostic(diagnostic, in: unit.analysis.snapshot)
            if finders[reported] == nil { order.append(reported) }
            finders[reported, default: []].append(unit.name)
        }
    }
    guard units.count > 1 else { return extra + order }
    return extra + order.map { diagnostic in
        var named = diagnostic
        let names = finders[diagnostic] ?? []
        named.message += " (\(names.count == 1 ? "unit" : "units") \(names.joined(separator: ", ")))"
        return named
    }
}

/// How many distinct components the units hold (a shared feature's components count once).
public func distinctComponentCount(_ units: [(name: String, analysis: Analysis)]) -> Int {
    guard units.count > 1 else { return units.first?.analysis.graph.components.count ?? 0 }
    var seen = Set<SourceLocation>()
    for unit in units {
        for component in unit.analysis.graph.components { seen.insert(component.nameLocation) }
    }
    return seen.count
}
