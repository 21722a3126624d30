/// The patterns of disagreement investigated so far, with their verdicts (see docs/SCANNER-ORACLE.md).
///
/// Each rule recognises a pattern from the disagreement and the source text; none names a file. A rule
/// whose bug is fixed simply stops matching. Minimal reproductions are in /work/oracle-findings.md.
enum KnownDisagreements {
    static let rules: [DisagreementClassifier.Rule] = [
        rawStringWithQuote, genericCommaInInitializer, attributeWithClosureArgument, typeSharedByEarlierNames,
    ]

    /// `#"""#`, `#"'"#` or `#"\#n"#` earlier in the file: single-line raw strings holding a quote or a
    /// raw escape. Everything the scanner reads after one can be lost or misplaced.
    static let rawStringWithQuote = DisagreementClassifier.Rule(
        reason: DisagreementReason(
            verdict: .scannerBug, title: "raw string holding a quote",
            explanation: ##"""
                A single-line raw string holding a quote or a raw escape (`#"""#`, `#"'"#`, `#"\#n"#`) appears \##
                at or before this line; the scanner misreads it and loses (or misplaces) what follows. \##
                swiftc lexes these as ordinary one-line literals.
                """##),
        matches: { _, context in
            let markers = [##"#"""#"##, ##"#"'"#"##, ##"\#n"##, ##"\#("##]
            return ([Substring(context.line)] + context.linesBefore).contains { line in
                markers.contains { line.contains($0) }
            }
        })

    /// `let a = Schema<A, B> { }`: a comma between generic arguments in an initializer expression.
    static let genericCommaInInitializer = DisagreementClassifier.Rule(
        reason: DisagreementReason(
            verdict: .scannerBug, title: "comma inside generic arguments of an initializer",
            explanation: """
                The scanner reports a generic argument of an initializer expression (`= Schema<Resolver, NoContext> {`, \
                `= ConduitList<Output, Failure>.empty`) as another member: it splits the binding at a comma that \
                sits inside `<...>`. swiftc has one member.
                """),
        matches: { disagreement, context in
            guard disagreement.category == .members, disagreement.compiler == "—",
                let name = disagreement.subject.split(separator: " ").first
            else { return false }
            return context.line.contains("<") && context.line.contains(", \(name)")
                && context.line.contains("=")
        })

    /// `@Argument(transform: { _ in 0 }) var b: Int`: an attribute argument holding a closure.
    static let attributeWithClosureArgument = DisagreementClassifier.Rule(
        reason: DisagreementReason(
            verdict: .scannerBug, title: "attribute with a closure argument",
            explanation: """
                The member's attribute has a closure argument (`@Argument(transform: { _ in 0 }) var b: Int`); \
                the scanner takes the closure's braces for a body and misses the member. swiftc reports it.
                """),
        matches: { disagreement, context in
            disagreement.category == .members && disagreement.scanner == "—" && context.line.contains("@")
                && (context.line.contains("({") || context.line.contains(": {"))
        })

    /// `let x, y: Int`: the annotation types every name before it that has no type or initializer.
    static let typeSharedByEarlierNames = DisagreementClassifier.Rule(
        reason: DisagreementReason(
            verdict: .scannerBug, title: "`let x, y: T` types `x` too",
            explanation: """
                `let x, y: Int` declares both names as `Int`: swiftc gives each earlier name without a type or \
                initializer the annotation that follows (both are `pattern_typed`). The scanner gives `x` no type.
                """),
        matches: { disagreement, context in
            guard disagreement.category == .memberTypes, disagreement.scanner == "none",
                let name = disagreement.subject.split(separator: " ").first
            else { return false }
            return context.line.contains("\(name),")
        })
}
