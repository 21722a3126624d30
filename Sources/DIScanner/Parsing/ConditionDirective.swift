/// `#if`, `#elseif`, `#else` or `#endif`, and what each does to the stack of branches around a point of the file.
/// Shared by the parser and the Swinject pass, so declarations and calls get the same `Condition`s.
enum ConditionDirective {
    case `if`, elseif, `else`, endif

    /// How many earlier branches a `Condition` lists at most: beyond it, later branches omit the earliest
    /// conditions, since copying an ever longer list per branch would make a long chain quadratic.
    static let maximumExcludedBranches = 64

    /// The directive `token` is, if it is one.
    init?(_ token: Token, in base: UnsafePointer<UInt8>) {
        guard token.kind == .poundKeyword else { return nil }
        if token.isText("#if", in: base) {
            self = .if
        } else if token.isText("#elseif", in: base) {
            self = .elseif
        } else if token.isText("#else", in: base) {
            self = .else
        } else if token.isText("#endif", in: base) {
            self = .endif
        } else {
            return nil
        }
    }

    /// Whether an expression follows the directive on its line.
    var takesExpression: Bool { self == .if || self == .elseif }

    /// Updates `conditions` (outermost first); false when the directive has no `#if` to belong to.
    func apply(expression: String, to conditions: inout [Condition]) -> Bool {
        switch self {
        case .if:
            conditions.append(Condition(expression: expression))
        case .endif:
            guard !conditions.isEmpty else { return false }
            conditions.removeLast()
        case .elseif, .else:
            // The earlier branches of this block must all have been false here.
            guard let current = conditions.last else { return false }
            var excluded = current.excluded
            if !current.expression.isEmpty, excluded.count < Self.maximumExcludedBranches { excluded.append(current.expression) }
            conditions[conditions.count - 1] = Condition(expression: expression, excluded: excluded)
        }
        return true
    }
}
