/// The codes a `"severity"` entry may name, so a misspelt code is reported instead of silently doing
/// nothing. Kept equal to DIReporting's `diagnosticRules` (less `invalid-configuration`) by a test.
public let knownDiagnosticCodes = [
    "missing-dependency", "mistyped-dependency", "inaccessible-dependency", "component-cycle",
    "unknown-dependency-protocol", "duplicate-component", "unreachable-component", "shadowed-provider",
    "conditional-dependency",
]
