/// The usage text of one command, made from its table entry: a synopsis, the summary, one line per option.
public func usageText(_ spec: CommandSpec) -> String {
    let invocation = [spec.tool, spec.name].filter { !$0.isEmpty }.joined(separator: " ")
    let synopsis = ([invocation] + spec.options.map(\.synopsis) + (spec.operands.isEmpty ? [] : ["[--] " + spec.operands]))
        .joined(separator: " ")
    var lines = ["usage: " + synopsis, "  " + spec.summary]
    let width = min(spec.options.map { optionLabel($0).count }.max() ?? 0, 28)
    for option in spec.options {
        let label = optionLabel(option)
        let padded = label.count >= width ? label : label + String(repeating: " ", count: width - label.count)
        lines.append("  \(padded)  \(option.help)" + (option.defaultValue.map { " (default \($0))" } ?? ""))
    }
    lines += spec.details.map { "  " + $0 }
    return lines.joined(separator: "\n")
}

/// The usage text of a tool with several commands: each command's synopsis and summary, then `details`.
public func overviewText(tool: String, commands: [CommandSpec], details: [String]) -> String {
    var lines: [String] = []
    for (index, spec) in commands.enumerated() {
        let invocation = [spec.tool, spec.name].filter { !$0.isEmpty }.joined(separator: " ")
        let synopsis = ([invocation] + spec.options.map(\.synopsis) + (spec.operands.isEmpty ? [] : [spec.operands])).joined(separator: " ")
        lines.append((index == 0 ? "usage: " : "       ") + synopsis)
        lines.append("         " + spec.summary)
    }
    lines += details
    return lines.joined(separator: "\n")
}

private func optionLabel(_ option: CommandOption) -> String {
    option.name + (option.valueName.map { " " + $0 } ?? "")
}
