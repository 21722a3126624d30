/// Why a disagreement remains: the judgement the report attaches to each group.
struct DisagreementReason: Sendable, Hashable {
    enum Verdict: String, Sendable, Hashable, CaseIterable {
        case scannerBug = "scanner bug to fix"
        case compilerArtefact = "artefact of the compiler's output or of the oracle's reading of it"
        case scopeDifference = "deliberate scope difference"
        case unexplained = "not yet explained"
    }

    var verdict: Verdict
    /// A few words naming the pattern, for the report's heading.
    var title: String
    /// One or two sentences: what the pattern is and why it gets this verdict.
    var explanation: String

    static let unexplained = DisagreementReason(
        verdict: .unexplained, title: "no rule matches", explanation: "No rule explains these yet; read the file and the scanner.")
}

/// The source around a disagreement, as the classifier's rules see it.
struct SourceContext: Sendable {
    /// The line the disagreement points at.
    var line: String
    /// The lines before it, in order.
    var linesBefore: ArraySlice<Substring>
}

/// Attaches a reason to each disagreement from a list of recognisable patterns, first match wins.
///
/// Rules look only at the disagreement and the file's text up to its line, so the grouping is
/// reproducible; each rule's explanation says why its verdict is right.
enum DisagreementClassifier {
    struct Rule: Sendable {
        var reason: DisagreementReason
        var matches: @Sendable (Disagreement, SourceContext) -> Bool
    }

    static func reason(for disagreement: Disagreement, context: SourceContext, rules: [Rule] = KnownDisagreements.rules)
        -> DisagreementReason
    {
        rules.first { $0.matches(disagreement, context) }?.reason ?? .unexplained
    }
}
