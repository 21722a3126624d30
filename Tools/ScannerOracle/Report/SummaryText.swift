import Foundation

/// The short summary printed on standard output.
enum SummaryText {
    static func render(_ result: OracleResult, minAgreement: Double) -> String {
        var lines: [String] = []
        lines.append("scanner-oracle: \(result.filesSelected) files selected, \(result.filesCompared) compared, \(result.exclusions.count) excluded")
        for reason in Exclusion.Reason.allCases {
            let count = result.exclusions.filter { $0.exclusion.reason == reason }.count
            if count > 0 { lines.append("  excluded: \(count) — \(reason.rawValue)") }
        }
        lines.append(table(result.tally))
        lines.append("oracle self-check problems: \(result.selfCheckProblems.count)")
        lines.append(String(format: "time: %.1f s", result.seconds))
        let verdict = result.overallAgreement >= minAgreement ? "PASS" : "FAIL"
        lines.append("\(verdict): overall agreement \(percent(result.overallAgreement)) (minimum \(percent(minAgreement)))")
        return lines.joined(separator: "\n")
    }

    /// Three decimals, but never rounded up to 100: 629,907 of 629,908 must not read as 100.000%.
    static func percent(_ value: Double) -> String {
        let text = String(format: "%.3f%%", value)
        return value < 100 && text == "100.000%" ? String(format: "%.4f%%", min(value, 99.9999)) : text
    }

    /// Facts and agreement per category and overall, as aligned text (also used inside the report).
    static func table(_ tally: Tally) -> String {
        var rows = ["  category              facts   agree  disagree  agreement"]
        func row(_ name: String, _ facts: Int, _ agreed: Int) -> String {
            let padded = name.padding(toLength: 20, withPad: " ", startingAt: 0)
            return "  " + padded + String(format: " %7d %7d %9d  ", facts, agreed, facts - agreed) + percent(Tally.percent(agreed, of: facts))
        }
        for category in FactCategory.allCases {
            rows.append(row(category.rawValue, tally.facts[category] ?? 0, tally.agreements[category] ?? 0))
        }
        rows.append(row("overall", tally.totalFacts, tally.totalAgreements))
        return rows.joined(separator: "\n")
    }
}
