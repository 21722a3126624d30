/// What became of one corpus file.
enum FileOutcome: Sendable {
    case compared(tally: Tally, disagreements: [Disagreement], selfCheckProblems: [String])
    case excluded(Exclusion)
}

/// A file left out of the comparison, and why.
struct Exclusion: Sendable {
    enum Reason: String, CaseIterable, Sendable {
        case parseErrors = "the compiler reports parse errors"
        case branchesDoNotParseTogether = "parses as written, but its #if branches do not parse together"
        case compilerFailed = "the compiler failed or printed no tree"
        case malformedJSON = "the compiler printed malformed JSON for it"
        case unreadable = "the file could not be read"
    }

    var reason: Reason
    /// The first error line, for the report.
    var message: String
}
