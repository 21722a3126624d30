/// The kinds of fact compared, in report order.
enum FactCategory: String, CaseIterable, Sendable, Comparable {
    case imports = "imports"
    case declarations = "type declarations"
    case inheritedTypes = "inherited types"
    case declarationAccess = "declaration access"
    case declarationNesting = "declaration nesting"
    case members = "members"
    case memberTypes = "member types"
    case memberAccess = "member access"
    case memberBindings = "member let/static"

    static func < (lhs: FactCategory, rhs: FactCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Facts counted and agreed on, per category.
struct Tally: Sendable, Equatable {
    private(set) var facts: [FactCategory: Int] = [:]
    private(set) var agreements: [FactCategory: Int] = [:]

    mutating func count(_ category: FactCategory, agreed: Bool) {
        facts[category, default: 0] += 1
        if agreed { agreements[category, default: 0] += 1 }
    }

    mutating func add(_ other: Tally) {
        for (category, count) in other.facts { facts[category, default: 0] += count }
        for (category, count) in other.agreements { agreements[category, default: 0] += count }
    }

    var totalFacts: Int { facts.values.reduce(0, +) }
    var totalAgreements: Int { agreements.values.reduce(0, +) }

    /// Percentage of agreeing facts; 100 when there is nothing to compare.
    static func percent(_ agreed: Int, of total: Int) -> Double {
        total == 0 ? 100 : Double(agreed) * 100 / Double(total)
    }
}

/// One fact on which the two readers differ. `compiler` or `scanner` is "—" when that side states nothing.
struct Disagreement: Sendable, Equatable {
    var category: FactCategory
    var file: String
    var line: Int
    /// What the fact is about (`struct Foo`, `member bar of class Foo`).
    var subject: String
    var compiler: String
    var scanner: String
}
