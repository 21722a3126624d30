import DIAnalysis

/// The formats `di-gen graph` writes.
public enum GraphFormat: String, CaseIterable, Sendable {
    case dot, mermaid, json
}

/// The component tree with each component's requirements and where they resolve, for people who would
/// rather look than read. Deterministic: sorted by component name.
public func graphReport(_ analysis: Analysis, format: GraphFormat) -> String {
    let rows = analysis.graphRows
    switch format {
    case .dot: return dot(rows)
    case .mermaid: return mermaid(rows)
    case .json: return json(rows)
    }
}

private func dot(_ rows: [GraphRow]) -> String {
    var output = "digraph components {\n    rankdir=TB;\n    node [shape=record, fontname=\"Helvetica\"];\n"
    for row in rows {
        let requirementText = row.requirements.map { "\($0.name): \($0.type) ← \($0.sources.joined(separator: ", "))" }
        let label = ([row.name] + (requirementText.isEmpty ? [] : [requirementText.joined(separator: "\\l") + "\\l"]))
            .map(escapeRecord).joined(separator: "|")
        output += "    \"\(row.name)\" [label=\"{\(label)}\"\(row.isRoot ? ", style=bold" : "")];\n"
    }
    for row in rows { for child in row.children { output += "    \"\(row.name)\" -> \"\(child)\";\n" } }
    return output + "}\n"
}

private func escapeRecord(_ text: String) -> String {
    var output = ""
    for character in text {
        if "{}|<>\"".contains(character) { output.append("\\") }
        output.append(character)
    }
    return output
}

private func mermaid(_ rows: [GraphRow]) -> String {
    var output = "graph TD\n"
    for row in rows {
        let requirements = row.requirements.map { "\($0.name): \($0.type) ← \($0.sources.joined(separator: ", "))" }
        let label = ([row.name] + requirements).joined(separator: "<br/>").replacingQuotes()
        output += "    \(row.name)[\"\(label)\"]\n"
    }
    for row in rows { for child in row.children { output += "    \(row.name) --> \(child)\n" } }
    return output
}

private func json(_ rows: [GraphRow]) -> String {
    let components = rows.map { row -> String in
        let requirements = row.requirements.map { requirement in
            "{\"name\": \(jsonString(requirement.name)), \"type\": \(jsonString(requirement.type)), "
                + "\"sources\": [\(requirement.sources.map(jsonString).joined(separator: ", "))]}"
        }
        return "{\"name\": \(jsonString(row.name)), \"root\": \(row.isRoot), "
            + "\"children\": [\(row.children.map(jsonString).joined(separator: ", "))], "
            + "\"requirements\": [\(requirements.joined(separator: ", "))]}"
    }
    return "{\"components\": [\n  \(components.joined(separator: ",\n  "))\n]}\n"
}

extension String {
    fileprivate func replacingQuotes() -> String { map { $0 == "\"" ? "'" : String($0) }.joined() }
}
