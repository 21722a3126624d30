/// Which container a receiver names (`SwinjectHandle`), told from the names declared around it: the locals and
/// closure parameters of the open blocks, the enclosing function's parameters, and the enclosing type's properties.
/// Anything the file cannot pin to one container gets no handle, and the core then treats it as any container.
extension SwinjectReader {
    /// The names a `let`, `var`, `case` or `for` binds in code (`let (a, b)`, `case let .some(x)`, `for x in`): locals
    /// to the end of the innermost block (longer than Swift's scope for `if let` and `for`, which only hides more),
    /// holding nothing known until `readContainer` says otherwise.
    mutating func declareLocal(at index: Int) {
        guard isInCode else {
            // `let container: Container` in a class's body: set once, by one of the class's own `init`s.
            if let owner = currentOwner, scopes.last?.isClass == true, index + 2 < tokens.count, tokens[index + 1].isName,
                tokens[index + 2].kind == .colon, token(tokens[index], is: "let")
            {
                letsAssignedInInit.insert(owner + "." + text(tokens[index + 1]))
            }
            return
        }
        guard let block = openBraces.last else { return }
        for name in patternNames(after: index) {
            pushLocal(Local(name: name, binding: staticMember(boundAt: index) ?? .other, start: index, end: Int(partner[block])))
        }
    }

    /// `let container = Owner.name` on a line of its own: the local names what the property holds.
    private func staticMember(boundAt keyword: Int) -> Local.Binding? {
        let value = keyword + 3
        guard value + 3 <= tokens.count, tokens[keyword + 1].isName, token(tokens[keyword + 2], is: "="), tokens[value].isName,
            text(tokens[value]).first?.isUppercase == true, tokens[value + 1].kind == .dot, tokens[value + 2].isName,
            value + 3 == tokens.count || tokens[value + 3].isFirstOnLine || [.semicolon, .rightBrace].contains(tokens[value + 3].kind)
        else { return nil }
        return .member(owner: text(tokens[value]), name: text(tokens[value + 2]))
    }

    /// `let a = 1, container = child`: the second binding of one statement.
    mutating func declareSecondBinding(at index: Int) {
        guard let block = openBraces.last else { return }
        pushLocal(Local(name: text(tokens[index]), binding: .other, start: index, end: Int(partner[block])))
    }

    /// The parameters and captures of the closure opening at `brace` (`{ r, a in`, `{ [weak self, c = child] in`): a
    /// factory's first parameter is its resolver, a `Container { c in }`'s its container; any other name shadows.
    mutating func declareClosureParameters(at brace: Int) {
        let end = Int(partner[brace])
        if brace + 1 < tokens.count, tokens[brace + 1].kind == .leftBracket, partner[brace + 1] > brace + 1 {
            for argument in arguments(open: brace + 1, close: Int(partner[brace + 1])) {
                let equals = argument.tokens.first { token(tokens[$0], is: "=") }
                let nameAt = equals.map { $0 - 1 } ?? argument.tokens.last { tokens[$0].isName }
                if let nameAt, nameAt >= argument.tokens.lowerBound, tokens[nameAt].isName {
                    pushLocal(Local(name: text(tokens[nameAt]), binding: .other, start: brace, end: end))
                }
            }
        }
        let names = closureParameterNames(open: brace, limit: Int.max)
        guard !names.isEmpty else { return }
        var first = Local.Binding.other
        if let pending = pendingContainerClosure, pending.brace == brace {
            first = .container(pending.container)
        } else if let factory = factories.last, factory.start == brace, !isWrapperRegistration(factory.registration) {
            first = .factoryResolver(registration: factory.registration)
        }
        for (position, name) in names.enumerated() {
            pushLocal(Local(name: name, binding: position == 0 ? first : .other, start: brace, end: end))
        }
    }

    private func isWrapperRegistration(_ number: Int) -> Bool {
        facts.registrations.indices.contains(number) && facts.registrations[number].isWrapper
    }

    mutating func pushLocal(_ local: Local) {
        localPositions[local.name, default: []].append(locals.count)
        locals.append(local)
    }

    mutating func popLocal() {
        let name = locals.removeLast().name
        // One lookup: the name is hashed once, and its list changed in place.
        guard let at = localPositions.index(forKey: name) else { return }
        if localPositions.values[at].count == 1 { localPositions.remove(at: at) } else { localPositions.values[at].removeLast() }
    }

    /// True inside a function's body or a closure, where a `let` declares a local (not in a type's or the file's body).
    var isInCode: Bool {
        guard let block = openBraces.last else { return false }
        // By index: copying the scope retained its name and lists, and this is asked for most capitalised words.
        guard !scopes.isEmpty else { return true }
        return !scopes[scopes.count - 1].isType || Int(partner[block]) != scopes[scopes.count - 1].end
    }

    /// `self.name = x` or `name = x` in an `init`, where `x` is not a container made there (`Container(...)`): `name`
    /// then holds a container from elsewhere in some instances. Recorded for every name, since the `let` may be
    /// declared below the `init`.
    mutating func readInitAssignment(at index: Int) {
        guard index >= 1, index + 2 < tokens.count, tokens[index - 1].isName, let owner = currentOwner else { return }
        let name = text(tokens[index - 1])
        let isSelf = index >= 3 && tokens[index - 2].kind == .dot && token(tokens[index - 3], is: "self")
        guard isSelf || index < 2 || tokens[index - 2].kind != .dot else { return }
        var value = index + 1
        if token(tokens[value], is: "Swinject"), value + 3 < tokens.count, tokens[value + 1].kind == .dot { value += 2 }
        let makesOne = (token(tokens[value], is: "Container") || token(tokens[value], is: "Assembler"))
            && [.leftParen, .leftBrace].contains(tokens[value + 1].kind)
        if !makesOne { letsAssignedOtherwise.insert(owner + "." + name) }
    }

    /// After the walk: a `let` some `init` gives a container from elsewhere names none for good, so whatever was
    /// registered or resolved through it, and the containers made into it, lose that handle.
    mutating func forgetLetsAssignedOtherwise() {
        guard !letsAssignedOtherwise.isEmpty else { return }
        func forget(_ handle: SwinjectHandle?) -> SwinjectHandle? {
            if case .member(let owner, let name) = handle, letsAssignedOtherwise.contains(owner + "." + name),
                letsAssignedInInit.contains(owner + "." + name)
            {
                return nil
            }
            return handle
        }
        for index in facts.registrations.indices { facts.registrations[index].target = forget(facts.registrations[index].target) }
        for index in facts.resolutions.indices { facts.resolutions[index].origin = forget(facts.resolutions[index].origin) }
        for index in facts.containers.indices {
            facts.containers[index].handle = forget(facts.containers[index].handle)
            facts.containers[index].parentHandle = forget(facts.containers[index].parentHandle)
            facts.containers[index].givenContainer = forget(facts.containers[index].givenContainer)
        }
        for index in facts.helperCalls.indices { facts.helperCalls[index].arguments = facts.helperCalls[index].arguments.map(forget) }
    }

    /// The container a resolution starts from: the factory's resolver (only the innermost factory's), or a handle.
    mutating func origin(ofReceiver receiver: String, factory: Int?) -> SwinjectHandle? {
        if receiver == "$0", let factory, let innermost = openBraces.last, !isWrapperRegistration(factory),
            factories.contains(where: { $0.start == innermost && $0.registration == factory })
        {
            return .factoryResolver
        }
        if let position = localPositions[receiver]?.last, case .factoryResolver(let registration) = locals[position].binding,
            !isParameterOfInnerFunction(receiver, after: locals[position].start)
        {
            return registration == factory ? .factoryResolver : nil
        }
        return handle(ofReceiver: receiver)
    }

    /// The container `receiver` names: `c` (a local, a parameter, a property), `self.c`, `Type.c`, and any of these
    /// followed by `.resolver` (an assembler's). A plain name is the innermost of the locals, closure parameters and
    /// enclosing functions' parameters that bind it; a property only when none does.
    mutating func handle(ofReceiver receiver: String) -> SwinjectHandle? {
        guard !receiver.isEmpty, receiver.utf8.allSatisfy({ $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "$") || ByteClass.isNameByte($0) }) else { return nil }
        var parts = receiver.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count >= 2, parts.last == "resolver" { parts.removeLast() }
        switch parts.count {
        case 1:
            let name = String(parts[0])
            // The functions around the use, inside the innermost type (a nested type's methods see none of the outer's).
            let functions = scopes[((scopes.lastIndex { $0.isType }).map { $0 + 1 } ?? 0)...]
            let function = functions.last { $0.parameters.contains(name) }
            let typeStart = scopes.last { $0.isType }?.start ?? -1
            if let position = localPositions[name]?.last, locals[position].start > typeStart,
                function.map({ $0.start < locals[position].start }) ?? true
            {
                switch locals[position].binding {
                case .container(let index): return .local(index)
                case .member(let owner, let name): return .member(owner: owner, name: name)
                default: return nil
                }
            }
            if let function, let position = function.parameters.firstIndex(of: name) {
                guard function.start == functions.last?.start else { return nil }  // an outer function's parameter
                if function.name == "assemble", position == 0, scopes.last?.isType == false { return currentOwner.map { .assembly(owner: $0) } }
                if function.name == "init", let owner = currentOwner {
                    return .initializerParameter(owner: owner, labels: labels(of: function), position: position)
                }
                return function.isFileHelper ? .parameter(function: function.name, position: position, count: function.parameters.count) : nil
            }
            guard !isInCode || !functions.isEmpty else { return nil }  // a closure in a type's body: its names are not read
            return .member(owner: currentOwner ?? "", name: name)
        case 2:
            let (base, name) = (String(parts[0]), String(parts[1]))
            if base == "self" || base == "Self" { return .member(owner: currentOwner ?? "", name: name) }
            guard let first = base.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
            return .member(owner: base, name: name)
        default:
            return nil
        }
    }

    /// Whether a function declared after `start` and around the current token takes a parameter `name`.
    private func isParameterOfInnerFunction(_ name: String, after start: Int) -> Bool {
        scopes.contains { !$0.isType && $0.start > start && $0.parameters.contains(name) }
    }

    /// The names a pattern binds after `let`/`var`/`case`/`for` at `keyword`: up to its `=`, `in`, `:`, `where` or `{`
    /// outside brackets, within 32 tokens; a name followed by `(` or `.` (an enum case, a type) binds nothing.
    func patternNames(after keyword: Int) -> [String] {
        var names: [String] = []
        var depth = 0
        var cursor = keyword + 1
        while cursor < tokens.count, cursor - keyword <= 32 {
            let current = tokens[cursor]
            switch current.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .leftBrace, .rightBrace, .semicolon: return names
            case .colon where depth == 0: return names
            case .operatorRun where depth == 0 && token(current, is: "="): return names
            default: break
            }
            if depth < 0 { return names }
            if current.isName {
                if depth == 0, token(current, is: "in") || token(current, is: "where") { return names }
                let next = cursor + 1 < tokens.count ? tokens[cursor + 1].kind : .endOfFile
                if tokens[cursor - 1].kind != .dot, next != .leftParen, next != .dot { names.append(text(current)) }
            }
            if cursor > keyword + 1, current.isFirstOnLine { return names }
            cursor += 1
        }
        return names
    }

    /// The names a closure declares before `in` (`{ r, a in`, `{ [weak self] (r: Resolver) -> X in`); empty for a
    /// block that declares none. Reads at most 64 tokens, so every `{` costs a bounded look.
    func closureParameterNames(open: Int, limit: Int = 64) -> [String] {
        guard let head = closureHead(open: open, limit: limit) else { return [] }
        var list = head
        if let first = head.first, tokens[first].kind == .leftParen, partner[first] > first {
            list = (first + 1)..<Int(partner[first])
        } else if let arrow = head.first(where: { token(tokens[$0], is: "->") }) {
            list = head.lowerBound..<arrow
        }
        var names: [String] = []
        var expectsName = true
        var cursor = list.lowerBound
        while cursor < list.upperBound {
            let token = tokens[cursor]
            if token.kind == .comma {
                expectsName = true
            } else if [.leftParen, .leftBracket].contains(token.kind), partner[cursor] > cursor {
                cursor = Int(partner[cursor])
            } else if expectsName, token.isName {
                names.append(text(token))
                expectsName = false
            }
            cursor += 1
        }
        return names
    }

    /// The tokens between a closure's attributes and capture list and its `in`; nil when it has no `in` (a block,
    /// or a closure using `$0`), or none within `limit` tokens.
    func closureHead(open: Int, limit: Int) -> Range<Int>? {
        guard partner[open] > open else { return nil }
        let close = Int(partner[open]) - open > limit ? open + limit : Int(partner[open])
        var cursor = open + 1
        // Attributes (`@MainActor`, `@Sendable`) and a capture list come before the parameters.
        while cursor + 1 < close, tokens[cursor].kind == .at, tokens[cursor + 1].isName {
            cursor += 2
            if cursor < close, tokens[cursor].kind == .leftParen, partner[cursor] > cursor, tokens[cursor].start == tokens[cursor - 1].end {
                cursor = Int(partner[cursor]) + 1
            }
        }
        if cursor < close, tokens[cursor].kind == .leftBracket, partner[cursor] > cursor { cursor = Int(partner[cursor]) + 1 }
        let headStart = cursor
        while cursor < close {
            let token = tokens[cursor]
            if token.kind == .identifier, self.token(token, is: "in") {
                // The words before it must not begin a statement (`{ for x in xs`); told only now, so that a block's
                // words cost no `String` each.
                for index in headStart..<cursor where tokens[index].kind == .identifier && closureBodyWords.contains(text(tokens[index])) {
                    return nil
                }
                return headStart..<cursor
            } else if token.kind == .leftParen || token.kind == .leftBracket {
                guard partner[cursor] > cursor else { return nil }
                cursor = Int(partner[cursor])
            } else if [.leftBrace, .rightBrace, .stringLiteral, .semicolon].contains(token.kind) {
                return nil
            }
            cursor += 1
        }
        return nil
    }
}

// MARK: - Containers handed to the file's own functions

extension SwinjectReader {
    /// Fills `fileHelpers` with each helper's argument labels: a look at every `func` before the walk, since a call
    /// may come before its declaration. A function with a default value is left out (a call may then omit arguments).
    mutating func findFileHelpers() {
        var declared: [String: Int] = [:]
        for index in tokens.indices where tokens[index].kind == .identifier && token(tokens[index], is: "func") {
            guard index + 2 < tokens.count, tokens[index + 1].isName else { continue }
            let name = text(tokens[index + 1])
            declared[name, default: 0] += 1
            guard isFileHelperDeclaration(at: index), let open = (index + 2..<min(tokens.count, index + 8)).first(where: { tokens[$0].kind == .leftParen }),
                partner[open] > open,
                (open..<Int(partner[open])).contains(where: { token(tokens[$0], is: "Container") || token(tokens[$0], is: "Resolver") }),
                let labels = declaredLabels(open: open, close: Int(partner[open]))
            else { continue }
            fileHelpers[name] = labels
        }
        fileHelpers = fileHelpers.filter { declared[$0.key] == 1 }  // an overload could be called from anywhere
        fileHelperLengths = Set(fileHelpers.keys.map(\.utf8.count))
    }

    /// The argument labels a call must write (nil for `_`); nil when a parameter has a default value.
    private func declaredLabels(open: Int, close: Int) -> [String?]? {
        var labels: [String?] = []
        for argument in arguments(open: open, close: close) {
            guard let colon = argument.tokens.first(where: { tokens[$0].kind == .colon }), colon > argument.tokens.lowerBound,
                !argument.tokens.contains(where: { tokens[$0].kind == .operatorRun && text(tokens[$0]) == "=" })
            else { return nil }
            let first = text(tokens[argument.tokens.lowerBound])
            labels.append(first == "_" ? nil : first)
        }
        return labels
    }

    /// Whether the `func` at `index` is `private` or `fileprivate` (a modifier on its line before it).
    func isFileHelperDeclaration(at index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0, index - cursor <= 8 {
            if token(tokens[cursor], is: "private") || token(tokens[cursor], is: "fileprivate") { return true }
            if tokens[cursor].isFirstOnLine { break }
            cursor -= 1
        }
        return false
    }

    /// `helper(container)`, `self.helper(in: c)`: a call of one of `fileHelpers`, with what each argument names. A call
    /// with other labels is another function's (`container.register(A.self)` in a helper named `register`).
    mutating func readHelperCall(at index: Int) {
        guard index == 0 || !token(tokens[index - 1], is: "func") else { return }
        let name = text(tokens[index])
        guard let labels = fileHelpers[name] else { return }
        let open = index + 1
        guard open < tokens.count, tokens[open].kind == .leftParen, partner[open] > open else {
            // Used as a value (`forEach(register)`): called with what the file cannot see.
            facts.helperCalls.append(SwinjectHelperCall(function: name, arguments: []))
            return
        }
        let arguments = arguments(open: open, close: Int(partner[open]))
        let written = arguments.map(\.label)
        if written != labels {
            // A `{` after the call may be the helper's last argument, a trailing closure: its other arguments are
            // then not read. (With all labels written, the `{` is something else: `if install(into: c) {`.)
            if closure(at: Int(partner[open]) + 1) != nil, !labels.isEmpty, written == Array(labels.dropLast()) {
                facts.helperCalls.append(SwinjectHelperCall(function: name, arguments: []))
            }
            return
        }
        facts.helperCalls.append(
            SwinjectHelperCall(
                function: name,
                arguments: arguments.map { argument in
                    let handle = handle(ofReceiver: compactText(argument.value))
                    return handle == .factoryResolver ? nil : handle
                }))
    }
}
