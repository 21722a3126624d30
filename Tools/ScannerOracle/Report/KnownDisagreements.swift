/// The patterns of disagreement investigated so far, with their verdicts (see docs/SCANNER-ORACLE.md).
enum KnownDisagreements {
    static let rules: [DisagreementClassifier.Rule] = []
}
