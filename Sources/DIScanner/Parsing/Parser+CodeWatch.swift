/// What `skipCode` remembers between tokens to notice `Callee(parent: self)` and `dependency.name`.
struct CodeWatch {
    var lastKind: TokenKind = .unknown
    /// Start of the postfix chain (`Module.Feed`, `.init`) ending at the last identifier; -1 when the
    /// chain does not start with a name or an implicit member dot.
    var chainStart = -1
    /// The chain start an identifier after the last `.` continues.
    var dotChainStart = -1
    var lastWasSelf = false
    var dotFollowsSelf = false
    /// 1 after the label `parent` opening an argument, 2 after its `:`, 3 after `self`.
    var parentState = 0
    /// 1 after `dependency`, 2 after the `.` that follows it; 3 and 4 the same after another value's
    /// `x.dependency` (a read of some component's requirement from outside it).
    var dependencyState = 0

    /// Whether `token` keeps `parent: self` possible: `self` right after the colon, then `,` or `)`.
    func continuesParentSelf(with token: Token, isSelf: Bool) -> Bool {
        parentState == 2 ? isSelf : token.kind == .comma || token.kind == .rightParen
    }

    mutating func resetPatterns() {
        parentState = 0
        dependencyState = 0
        lastWasSelf = false
    }

    mutating func resetPatternsKeepingParent() {
        dependencyState = 0
        lastWasSelf = false
    }
}

extension Parser {
    @inline(__always)
    mutating func watchIdentifier(_ current: Token, _ watch: inout CodeWatch, floor: Int, context: CodeContext) {
        watch.chainStart = watch.lastKind == .dot ? watch.dotChainStart : current.start
        let length = current.end - current.start
        // `dependency.name` of the code's own type is a dependency reference, not a member read of another's.
        if watch.lastKind == .dot, watch.dependencyState != 2, isLowercaseNameStart(base[current.start]) {
            recordCodeName(NameHash.of(base, start: current.start, length: length, count: count, isMember: true), owner: context.owner)
        }
        let isSelf = length == 4 && token(current, is: "self")
        watch.parentState = watch.parentState == 2 && isSelf ? 3 : 0
        if watch.dependencyState == 2 {
            watch.dependencyState = 0
            if let owner = context.owner {
                recordDependencyReference(current, owner: owner)
            }
        } else if watch.dependencyState == 4 {
            watch.dependencyState = 0
            foreignDependencyReads.append(name(of: current))
        } else if length == 10, token(current, is: "dependency") {
            watch.dependencyState = watch.lastKind != .dot || watch.dotFollowsSelf ? 1 : 3
        } else {
            watch.dependencyState = 0
        }
        if length == 28, token(current, is: needleRegistryName) { hasNeedleOutputMark = true }
        if length == 6, watch.lastKind == .leftParen || watch.lastKind == .comma,
            openBrackets.count > floor, openBrackets.top.kind == .leftParen,
            token(current, is: "parent")
        {
            watch.parentState = 1
        }
        watch.lastWasSelf = isSelf
    }

    @inline(__always)
    func watchDot(_ current: Token, _ watch: inout CodeWatch) {
        let adjacent = previousEnd == current.start
        switch watch.lastKind {
        case .identifier, .escapedIdentifier:
            watch.dotChainStart = adjacent ? watch.chainStart : current.start
        case .rightParen, .rightBracket, .rightBrace, .stringLiteral, .number, .operatorRun, .regexLiteral:
            watch.dotChainStart = adjacent ? -1 : current.start
        default:
            watch.dotChainStart = current.start
        }
        watch.dotFollowsSelf = watch.lastWasSelf
        watch.dependencyState = watch.dependencyState == 1 ? 2 : watch.dependencyState == 3 ? 4 : 0
        watch.parentState = 0
        watch.lastWasSelf = false
    }
}
