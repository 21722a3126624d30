import DIResolver

/// The codes a `"severity"` entry may name, so a misspelt code is reported instead of silently doing
/// nothing: every code the resolver reports (`Problem.allCodes`).
public let knownDiagnosticCodes = Problem.allCodes.map(\.code)
