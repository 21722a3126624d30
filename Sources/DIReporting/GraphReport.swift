import DIAnalysis

/// The formats `di-gen graph` writes.
public enum GraphFormat: String, CaseIterable, Sendable {
    case dot, mermaid, json
}

/// The component tree with each component's requirements and where they resolve, for people who would
/// rather look than read. Deterministic: sorted by component name.
public func graphReport(_ analysis: Analysis, format: GraphFormat) -> String {
    graphReport(rows: analysis.graphRows, format: format)
}

/// The same for some rows only (the editor's graph of the component under the cursor).
///
/// DOT and Mermaid draw a component with errors in red, one no root creates dashed, and each requirement that does
/// not resolve on some branch as a red node of its own, linked to the component.
public func graphReport(rows: [GraphRow], format: GraphFormat) -> String {
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
        var styles: [String] = []
        if row.isRoot { styles.append("bold") }
        if row.isUnreachable { styles.append("dashed") }
        let attributes = (styles.isEmpty ? "" : ", style=\(styles.count == 1 ? styles[0] : "\"\(styles.joined(separator: ","))\"")")
            + (row.hasErrors ? ", color=red, fontcolor=red" : "")
        output += "    \"\(escapeQuoted(row.name))\" [label=\"{\(label)}\"\(attributes)];\n"
    }
    for row in rows { for child in row.children { output += "    \"\(escapeQuoted(row.name))\" -> \"\(escapeQuoted(child))\";\n" } }
    for row in rows {
        for requirement in row.requirements where requirement.isUnresolved {
            let node = escapeQuoted("\(row.name).\(requirement.name)")
            let label = escapeQuoted("\(requirement.name): \(requirement.type)") + "\\n" + escapeQuoted(requirement.sources.joined(separator: ", "))
            output += "    \"\(node)\" [label=\"\(label)\", shape=box, style=\"dashed,filled\", fillcolor=\"#fde8e8\", color=red, fontcolor=red];\n"
            output += "    \"\(escapeQuoted(row.name))\" -> \"\(node)\" [color=red, style=dashed, arrowhead=none];\n"
        }
    }
    return output + "}\n"
}

/// Record labels give `{}|<>"` a meaning; a backslash before each keeps it text.
private func escapeRecord(_ text: String) -> String {
    var output = ""
    for character in text {
        if "{}|<>\"".contains(character) { output.append("\\") }
        output.append(character)
    }
    return output
}

/// Inside a quoted DOT string only `"` and `\` need escaping.
private func escapeQuoted(_ text: String) -> String {
    var output = ""
    for character in text {
        if character == "\"" || character == "\\" { output.append("\\") }
        output.append(character)
    }
    return output
}

private func mermaid(_ rows: [GraphRow]) -> String {
    var output = "graph TD\n"
    let ids = mermaidIDs(rows.map(\.name))
    for row in rows {
        let requirements = row.requirements.map { "\($0.name): \($0.type) ← \($0.sources.joined(separator: ", "))" }
        let label = ([row.name] + requirements).map(escapeMermaid).joined(separator: "<br/>")
        output += "    \(ids[row.name]!)[\"\(label)\"]\n"
    }
    for row in rows { for child in row.children { output += "    \(ids[row.name]!) --> \(ids[child] ?? mermaidID(child))\n" } }
    for row in rows {
        for requirement in row.requirements where requirement.isUnresolved {
            let label = escapeMermaid("\(requirement.name): \(requirement.type)") + "<br/>" + escapeMermaid(requirement.sources.joined(separator: ", "))
            output += "    \(ids[row.name]!) -.->|needs| \(ids[row.name]!)__\(mermaidID(requirement.name))[\"\(label)\"]:::missing\n"
        }
    }
    output += "    classDef error stroke:#c00,color:#c00,stroke-width:2px\n"
    output += "    classDef unreachable stroke-dasharray:5 5\n"
    output += "    classDef missing fill:#fde8e8,stroke:#c00,color:#c00,stroke-dasharray:3 3\n"
    for row in rows where row.hasErrors { output += "    class \(ids[row.name]!) error\n" }
    for row in rows where row.isUnreachable { output += "    class \(ids[row.name]!) unreachable\n" }
    return output
}

/// Mermaid reads `<...>` in a label as HTML and `"` as its end: entity codes keep `Set<String>` and quotes as text
/// (`#` first, since the codes start with it).
private func escapeMermaid(_ text: String) -> String {
    var output = ""
    for character in text {
        switch character {
        case "#": output += "#35;"
        case "<": output += "#lt;"
        case ">": output += "#gt;"
        case "\"": output += "#quot;"
        case "&": output += "#amp;"
        default: output.append(character)
        }
    }
    return output
}

/// Node ids: the component's name when it is plain ASCII, else a sanitised form; `end` (a Mermaid keyword) and
/// names that clash after sanitising get a suffix.
private func mermaidIDs(_ names: [String]) -> [String: String] {
    var ids: [String: String] = [:]
    var used = Set<String>()
    for name in names {
        var id = mermaidID(name)
        if id.lowercased() == "end" { id += "_" }
        while !used.insert(id).inserted { id += "_" }
        ids[name] = id
    }
    return ids
}

private func mermaidID(_ name: String) -> String {
    String(name.unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_") ? Character($0) : "_" })
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
