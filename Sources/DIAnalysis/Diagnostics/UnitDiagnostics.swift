import DIIndex
import DIResolver

/// The diagnostics of several generation units' analyses, each once, in unit order: a finding several units
/// make (a shared feature's missing dependency) is one diagnostic, and, when there are several units, its
/// message ends with the units that made it (`(unit App)`, `(units App, FeedDemo)`). A unit's snapshot keeps the
/// workspace's file ids, so equal diagnostics are the same finding. One unit: its diagnostics unchanged.
public func mergedDiagnostics(_ units: [(name: String, analysis: Analysis)]) -> [Diagnostic] {
    guard units.count > 1 else { return units.first?.analysis.diagnostics ?? [] }
    var order: [Diagnostic] = []
    var finders: [Diagnostic: [String]] = [:]
    for unit in units {
        for diagnostic in unit.analysis.diagnostics {
            if finders[diagnostic] == nil { order.append(diagnostic) }
            finders[diagnostic, default: []].append(unit.name)
        }
    }
    return order.map { diagnostic in
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
