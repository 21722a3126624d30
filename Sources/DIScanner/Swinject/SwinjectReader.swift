/// Reads one file's Swinject facts, or nil when the file has none. Linear in the file's size; `scan` calls it only
/// for files that may use Swinject (most files of an app do not).
func scanSwinject(_ buffer: UnsafeBufferPointer<UInt8>, classes: UnsafePointer<UInt8>, nestedAliases: Bool = true) -> SwinjectFacts? {
    var reader = SwinjectReader(buffer, classes: classes)
    reader.readsNestedAliases = nestedAliases
    reader.read()
    return reader.facts.isEmpty ? nil : reader.facts
}

/// The token-level pass: every token of the file in an array, brackets matched, then one walk that keeps the
/// enclosing types and functions and recognises Swinject's calls by their shape.
struct SwinjectReader {
    let base: UnsafePointer<UInt8>
    let byteCount: Int
    var tokens: [Token] = []
    /// For each bracket token, the index of its partner; -1 when it has none (and for other tokens).
    var partner: [Int32] = []
    /// For each token, its index in `conditionSets`: the `#if` branches it sits in.
    var conditionOfToken: [Int32] = []
    var conditionSets: [[Condition]] = [[]]
    var facts = SwinjectFacts()

    /// A type or function body the walk is inside.
    struct Scope {
        var end: Int
        var isType: Bool
        var name: String
        var genericParameters: [String]
        /// The function's parameters whose type is a metatype (`T.Type`), by the name the body uses.
        var metatypeParameters: [String]
        /// The function's parameters, by the name the body uses; and the `(` of its parameter list (its labels are
        /// read only when an `init`'s parameter is asked about).
        var parameters: [String] = []
        var parametersOpen = -1
        /// A `private`/`fileprivate` function that takes a container: every call of it is in this file.
        var isFileHelper = false
        /// A class or actor: its stored `let`s get their values in its own body's `init`s only.
        var isClass = false
        /// The declaration's first token (`func`, `init`): with `end`, the range its parameters are bound in.
        var start = 0
    }
    var scopes: [Scope] = []
    /// Factory and `initCompleted` closures open at the current token: token range, registration, property injection.
    var factories: [(start: Int, end: Int, registration: Int, isPropertyInjection: Bool)] = []
    /// The `{` tokens open at the current token, innermost last.
    var openBraces: [Int] = []
    /// The forwards a registration's chained `.implements` made, appended after it.
    var pendingForwards: [SwinjectRegistration] = []
    /// The `implements` tokens read as part of a registration's chain, so the walk does not read them again.
    var consumedModifiers: Set<Int> = []
    /// The names declared in the blocks open at the current token (`let`, `var`, closure parameters), innermost last,
    /// with what each holds as far as the file tells and the token its block closes at.
    var locals: [Local] = []
    /// For each name, the positions in `locals` that declare it, innermost last.
    var localPositions: [String: [Int]] = [:]

    /// The stored `let` properties declared without a value (`let container: Container`), by owner and name: one
    /// `init` gives each its value for good.
    var letsAssignedInInit: Set<String> = []
    /// Those of them an `init` gives something else than a container it makes (`self.container = container`).
    var letsAssignedOtherwise: Set<String> = []
    /// The names of the file's `private`/`fileprivate` functions that take a `Container` or `Resolver`, each declared
    /// once (`findFileHelpers`): their calls are read.
    var fileHelpers: [String: [String?]] = [:]
    /// Their names' lengths in bytes: most identifiers are told apart without making a `String`.
    var fileHelperLengths: Set<Int> = []
    /// The `typealias`es declared inside a body (an assembly's `typealias Service = FeedService`), by name: the
    /// braces of the body each holds in, and its target's tokens (`findNestedAliases`). File-scope ones are the
    /// type matcher's.
    var nestedAliases: [String: [(open: Int, close: Int, target: Range<Int>)]] = [:]
    /// Whether the file may declare a `typealias` in a body (the parser's word), so `findNestedAliases` runs.
    var readsNestedAliases = true
    /// The file's lists of assemblies by name (`findAssemblyLists`), read when a list first names one.
    var assemblyLists: [String: [String]?]?
    /// The types called with no argument that names anything (`SwinjectFacts.opaqueInitializerCalls`), each once.
    var opaqueCallees: Set<UInt32> = []
    /// `Container { c in }`: the `{` whose first parameter is the container at this index of `facts.containers`.
    var pendingContainerClosure: (brace: Int, container: Int)?

    struct Local {
        enum Binding { case other, container(Int), factoryResolver(registration: Int), member(owner: String, name: String) }
        var name: String
        var binding: Binding
        /// Where it is declared, and the `}` that ends its scope.
        var start: Int
        var end: Int
    }

    init(_ buffer: UnsafeBufferPointer<UInt8>, classes: UnsafePointer<UInt8>) {
        base = buffer.baseAddress!
        byteCount = buffer.count
        var lexer = Lexer(buffer, classes: classes)
        var conditions: [Condition] = []
        var token = Token.endOfFile
        tokens.reserveCapacity(buffer.count / 5)
        conditionOfToken.reserveCapacity(buffer.count / 5)
        while true {
            lexer.next(into: &token)
            if token.kind == .endOfFile { break }
            if let directive = ConditionDirective(token, in: base) {
                readDirective(directive, lexer: &lexer, token: &token, conditions: &conditions)
                if token.kind == .endOfFile { break }
            }
            tokens.append(token)
            conditionOfToken.append(Int32(conditionSets.count - 1))
        }
        matchBrackets()
    }

    // MARK: - The walk

    mutating func read() {
        findFileHelpers()
        if readsNestedAliases { findNestedAliases() }
        defer {
            forgetLetsAssignedOtherwise()
            facts.opaqueInitializerCalls = opaqueCallees.sorted()
        }
        var pendingScope: (body: Int, scope: Scope)?
        var index = 0
        while index < tokens.count {
            while let last = scopes.last, last.end < index { scopes.removeLast() }
            // Factories nest, so those passed are on top (an `initCompleted` pushed above its registration's factory
            // only keeps that one a little longer, and lookups check ranges): popping keeps this linear.
            while let last = factories.last, last.end < index { factories.removeLast() }
            while let last = openBraces.last, partner[last] < index { openBraces.removeLast() }
            while let last = locals.last, last.end < index { popLocal() }
            if tokens[index].kind == .leftBrace {
                openBraces.append(index)
                declareClosureParameters(at: index)
            }
            // Compared in place: binding the pending scope copied it at every token.
            if pendingScope?.body == index {
                scopes.append(pendingScope.take()!.scope)
            }
            let current = tokens[index]
            if current.kind == .identifier {
                readWord(current, at: index, pendingScope: &pendingScope)
                if index > 0, tokens[index - 1].kind == .comma, index + 1 < tokens.count, token(tokens[index + 1], is: "="), isInCode {
                    declareSecondBinding(at: index)
                }
                if !fileHelpers.isEmpty, fileHelperLengths.contains(current.end - current.start) { readHelperCall(at: index) }
            } else if current.kind == .operatorRun, token(current, is: "~>") {
                readArrowResolve(at: index)
            } else if current.kind == .operatorRun, token(current, is: "="), isInInit {
                readInitAssignment(at: index)
            }
            index += 1
        }
    }

    /// Dispatches on the words that matter, compared as bytes by length first: a `String` is made only for the few
    /// calls read, and most identifiers cost one comparison of lengths.
    private mutating func readWord(_ current: Token, at index: Int, pendingScope: inout (body: Int, scope: Scope)?) {
        switch current.end - current.start {
        case 3:
            if token(current, is: "let") || token(current, is: "var") || token(current, is: "for") { declareLocal(at: index) }
        case 4:
            if token(current, is: "case") {
                declareLocal(at: index)
            } else if token(current, is: "func") || token(current, is: "init") || token(current, is: "enum") {
                if let found = base[current.start] == UInt8(ascii: "e") ? typeScope(at: index) : functionScope(at: index) { pendingScope = found }
            }
        case 5:
            if token(current, is: "class") || token(current, is: "actor") {
                if let found = typeScope(at: index) { pendingScope = found }
            } else if token(current, is: "apply") {
                readAssemblerApply(at: index)
            }
        case 6:
            if token(current, is: "struct"), let found = typeScope(at: index) { pendingScope = found }
        case 7:
            if token(current, is: "resolve") {
                readResolve(at: index)
            } else if token(current, is: "forward") {
                readForward(at: index)
            }
        case 8:
            if token(current, is: "protocol") {
                if let found = typeScope(at: index) { pendingScope = found }
            } else if token(current, is: "register") {
                readRegistration(at: index, word: "register")
            } else if token(current, is: "assemble") {
                readAssembleCall(at: index)
            } else if containsRegister(current) {
                readWrapperCall(at: index, word: text(current))
            }
        case 9:
            if token(current, is: "extension") {
                if let found = typeScope(at: index) { pendingScope = found }
            } else if token(current, is: "Container") || token(current, is: "Assembler") {
                readContainer(at: index, isAssembler: base[current.start] == UInt8(ascii: "A"))
            } else if token(current, is: "_register") {
                readRegistration(at: index, word: "_register")
            } else if token(current, is: "subscript") {
                if let found = functionScope(at: index) { pendingScope = found }
            } else if containsRegister(current) {
                readWrapperCall(at: index, word: text(current))
            }
        case 10 where token(current, is: "implements"):
            readForward(at: index)
        case 11 where token(current, is: "synchronize"):
            readSynchronize(at: index)
        case 12 where token(current, is: "autoregister"):
            readRegistration(at: index, word: "autoregister")
        case 23 where token(current, is: "storyboardInitCompleted"):
            readRegistration(at: index, word: "storyboardInitCompleted")
        case 10...:
            if containsRegister(current) { readWrapperCall(at: index, word: text(current)) }
        default:
            break
        }
        if base[current.start] &- UInt8(ascii: "A") < 26, index + 1 < tokens.count, isInCode { readInitializerCall(at: index) }
    }

    /// `func name<T>(_ type: T.Type, ...) ... {`: the scope its body opens, or nil for a requirement without body.
    private func functionScope(at index: Int) -> (body: Int, scope: Scope)? {
        var cursor = index + 1
        var name = text(tokens[index])
        if name == "subscript", index > 0, tokens[index - 1].kind == .dot { return nil }
        if name == "func" {
            guard cursor < tokens.count, tokens[cursor].isName else { return nil }
            name = text(tokens[cursor])
            cursor += 1
        } else if index > 0, tokens[index - 1].kind == .dot {
            return nil  // `X.init(...)`: a call
        } else if cursor < tokens.count, tokens[cursor].kind == .operatorRun, token(tokens[cursor], is: "?") || token(tokens[cursor], is: "!") {
            cursor += 1  // `init?(`
        }
        let generics: [String]
        (generics, cursor) = genericParameters(at: cursor)
        guard cursor < tokens.count, tokens[cursor].kind == .leftParen, partner[cursor] > cursor else { return nil }
        let parameters = metatypeParameters(open: cursor, close: Int(partner[cursor]))
        guard let body = bodyStart(after: Int(partner[cursor]) + 1) else { return nil }
        var scope = Scope(
            end: Int(partner[body]), isType: false, name: name, genericParameters: generics, metatypeParameters: parameters,
            parameters: parameterNames(open: cursor, close: Int(partner[cursor])),
            isFileHelper: fileHelpers[name] != nil && isFileHelperDeclaration(at: index), start: index)
        scope.parametersOpen = cursor
        return (body, scope)
    }

    private func typeScope(at index: Int) -> (body: Int, scope: Scope)? {
        let cursor = index + 1
        guard cursor < tokens.count, tokens[cursor].isName, index == 0 || tokens[index - 1].kind != .dot else { return nil }
        var name = text(tokens[cursor])
        var next = cursor + 1
        while next + 1 < tokens.count, tokens[next].kind == .dot, tokens[next + 1].isName {
            name = text(tokens[next + 1])
            next += 2
        }
        let (generics, afterGenerics) = genericParameters(at: next)
        guard let body = bodyStart(after: afterGenerics) else { return nil }
        var scope = Scope(end: Int(partner[body]), isType: true, name: name, genericParameters: generics, metatypeParameters: [])
        scope.isClass = token(tokens[index], is: "class") || token(tokens[index], is: "actor")
        scope.start = index
        return (body, scope)
    }

    /// The names of a generic parameter clause starting at `start` (`<Value, Key: Hashable>`), and the index after it.
    private func genericParameters(at start: Int) -> ([String], Int) {
        guard start < tokens.count, tokens[start].kind == .operatorRun, base[tokens[start].start] == UInt8(ascii: "<") else { return ([], start) }
        var names: [String] = []
        var cursor = start
        // Angle brackets nest (`<T: Base<M>, M: Model>`); a run such as `>>` closes two.
        var depth = 0
        repeat {
            if tokens[cursor].kind == .operatorRun {
                for offset in tokens[cursor].start..<tokens[cursor].end {
                    if base[offset] == UInt8(ascii: "<") { depth += 1 } else if base[offset] == UInt8(ascii: ">") { depth -= 1 }
                }
            } else if depth == 1, tokens[cursor].isName, tokens[cursor - 1].kind == .operatorRun || tokens[cursor - 1].kind == .comma {
                names.append(text(tokens[cursor]))
            }
            cursor += 1
        } while cursor < tokens.count && cursor - start < 256 && depth > 0
        return (names, cursor)
    }

    /// The `{` that opens a declaration's body, before any `;`, `}` or `=` outside brackets, and before a line that
    /// starts another declaration (a protocol's requirements have no bodies: without this, each would look as far as
    /// the protocol's `}`, and a protocol of thousands of them would cost their square).
    private func bodyStart(after start: Int) -> Int? {
        var cursor = start
        while cursor < tokens.count {
            if cursor > start, tokens[cursor].isFirstOnLine, startsDeclarationLine(tokens[cursor]) { return nil }
            switch tokens[cursor].kind {
            case .leftBrace:
                return partner[cursor] > cursor ? cursor : nil
            case .leftParen, .leftBracket:
                guard partner[cursor] > cursor else { return nil }
                cursor = Int(partner[cursor])
            case .rightBrace, .semicolon:
                return nil
            case .operatorRun where token(tokens[cursor], is: "="):
                return nil
            default:
                break
            }
            cursor += 1
        }
        return nil
    }

    /// Parameters declared `name: T.Type` (or `_ name: T.Type`, `for name: T.Type`), by internal name.
    private func metatypeParameters(open: Int, close: Int) -> [String] {
        var names: [String] = []
        for argument in arguments(open: open, close: close) {
            let range = argument.value
            guard range.count >= 2, text(tokens[range.upperBound - 1]) == "Type", tokens[range.upperBound - 2].kind == .dot,
                let colon = (argument.tokens).firstIndex(where: { tokens[$0].kind == .colon }), colon > argument.tokens.lowerBound
            else { continue }
            names.append(text(tokens[colon - 1]))
        }
        return names
    }

    /// The internal names of a parameter list (`c` of `container c: Container`, `container` of `container: Container`).
    func parameterNames(open: Int, close: Int) -> [String] {
        arguments(open: open, close: close).compactMap { argument in
            guard let colon = argument.tokens.first(where: { tokens[$0].kind == .colon }), colon > argument.tokens.lowerBound,
                tokens[colon - 1].isName
            else { return nil }
            return text(tokens[colon - 1])
        }
    }

    /// `func`, `var`, `let`, `init`, `subscript`, `case`, `typealias`, `associatedtype`, an attribute or a modifier.
    private func startsDeclarationLine(_ token: Token) -> Bool {
        if token.kind == .at { return true }
        guard token.kind == .identifier else { return false }
        for word: StaticString in ["func", "var", "let", "init", "subscript", "case", "typealias", "associatedtype", "static",
                                   "public", "private", "internal", "fileprivate", "open", "mutating", "override"]
        where self.token(token, is: word) {
            return true
        }
        return false
    }
}

