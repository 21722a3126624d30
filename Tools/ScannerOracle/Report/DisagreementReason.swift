/// Why a disagreement remains: the judgement the report attaches to each group.
struct DisagreementReason: Sendable, Hashable {
    enum Verdict: String, Sendable, Hashable, CaseIterable {
        case scannerBug = "scanner bug to fix"
        case compilerArtefact = "artefact of the compiler's output or of the oracle's reading of it"
        case scopeDifference = "deliberate scope difference"
        case unexplained = "not yet explained"
    }

    var verdict: Verdict
    /// One or two sentences: what the pattern is and why it gets this verdict.
    var explanation: String

    static let unexplained = DisagreementReason(
        verdict: .unexplained, explanation: "No rule explains these yet; read the file and the scanner.")
}

/// Attaches a reason to each disagreement from a list of recognisable patterns, first match wins.
///
/// Rules look only at the disagreement and the file's bytes at its line, so the grouping is reproducible;
/// each rule says in its explanation why its verdict is right.
enum DisagreementClassifier {
    struct Rule: Sendable {
        var reason: DisagreementReason
        var matches: @Sendable (Disagreement, _ sourceLine: String) -> Bool
    }

    static func reason(for disagreement: Disagreement, sourceLine: String, rules: [Rule] = KnownDisagreements.rules)
        -> DisagreementReason
    {
        rules.first { $0.matches(disagreement, sourceLine) }?.reason ?? .unexplained
    }
}
