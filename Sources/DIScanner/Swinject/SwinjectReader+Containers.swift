extension SwinjectReader {
    /// `Container()`, `Container(parent: p) { c in }`, `Container { c in }`, `Assembler([A(), B()], parent: p)`.
    mutating func readContainer(at index: Int, isAssembler: Bool) {
        if index > 0, tokens[index - 1].kind == .dot, index < 2 || text(tokens[index - 2]) != "Swinject" { return }
        if index > 0, [.colon, .operatorRun].contains(tokens[index - 1].kind), text(tokens[index - 1]) != "=" { return }
        var arguments: [CallArgument] = []
        var cursor = index + 1
        if cursor < tokens.count, tokens[cursor].kind == .leftParen, partner[cursor] > cursor {
            arguments = self.arguments(open: cursor, close: Int(partner[cursor]))
            cursor = Int(partner[cursor]) + 1
        } else if closure(at: cursor) == nil || !(index == 0 || ["=", "return", "("].contains(text(tokens[index - 1]))) {
            return  // `Container {` after anything else is a declaration (`extension Container {`)
        }
        let parent = arguments.first { ($0.label == "parent" || $0.label == "parentAssembler") && compactText($0.value) != "nil" }
        let list = isAssembler ? arguments.first { $0.label == nil || $0.label == "assemblies" } : nil
        let number = facts.containers.count
        // What `parent:` and `container:` name is read before the new name is bound: in `let container =
        // Container(parent: container)` the argument is the property, not the new local.
        let parentHandle = parent.flatMap { containerHandle($0.value) }
        let given = isAssembler ? arguments.first { $0.label == "container" } : nil
        let givenHandle = given.flatMap { containerHandle($0.value) }
        let storage = storage(before: index, container: number)
        var container = SwinjectContainer(
            isAssembler: isAssembler, variable: storage.name, parent: parent.map { compactText($0.value) },
            assemblies: list.map { assemblyNames(in: $0.value) } ?? [], callee: range(index, index), owner: currentOwner,
            conditions: conditions(at: index))
        container.appliesUnnamedAssemblies = list.map { namesPlainAssemblies($0.value) } ?? false
        container.handle = storage.handle
        container.parentHandle = parentHandle
        container.usesGivenContainer = given != nil
        container.givenContainer = givenHandle
        if let brace = closure(at: cursor) { pendingContainerClosure = (brace, number) }
        facts.containers.append(container)
    }

    /// `let view = container.synchronize()`: Swinject makes the synchronized view as a child of the container, so it
    /// is read as `Container(parent: container)`.
    mutating func readSynchronize(at index: Int) {
        guard index > 0, tokens[index - 1].kind == .dot, let call = callShape(at: index, allowsBare: false), call.close == call.open + 1
        else { return }
        let number = facts.containers.count
        let parentHandle = containerHandle(call.start..<(index - 1))
        let storage = storage(before: call.start, container: number)
        var container = SwinjectContainer(
            isAssembler: false, variable: storage.name, parent: call.receiver, assemblies: [], callee: range(index, index), owner: currentOwner,
            conditions: conditions(at: index))
        container.handle = storage.handle
        container.parentHandle = parentHandle
        facts.containers.append(container)
    }

    /// `Flow(container: c)`, `Module.Flow.init(container: c)`: a call of a type's initializer, with the container each
    /// argument names. Every such call with arguments is kept: an `init` that makes a child of its parameter knows
    /// its parent only when every call is seen.
    mutating func readInitializerCall(at index: Int) {
        var open = index + 1
        if open + 2 < tokens.count, tokens[open].kind == .dot, token(tokens[open + 1], is: "init") { open += 2 }
        guard open < tokens.count, tokens[open].kind == .leftParen, partner[open] > open + 1,
            index == 0 || !tokens[index - 1].isName || token(tokens[index - 1], is: "return") || token(tokens[index - 1], is: "in")
                || token(tokens[index - 1], is: "try") || token(tokens[index - 1], is: "await")
        else { return }
        guard namesSomething(in: open) else {
            opaqueCallees.insert(typeNameHash(tokens[index]))
            return
        }
        let arguments = arguments(open: open, close: Int(partner[open]))
        guard arguments.count <= 16 else {
            opaqueCallees.insert(typeNameHash(tokens[index]))
            return
        }
        facts.initializerCalls.append(
            SwinjectInitializerCall(
                typeName: text(tokens[index]), labels: arguments.map { $0.label ?? "_" },
                arguments: arguments.map { isNameChain($0.value) ? containerHandle($0.value) : nil }))
    }

    /// `NameHash.type` of a token's text, without making a `String`.
    private func typeNameHash(_ token: Token) -> UInt32 {
        NameHash.of(base, start: token.start, length: token.end - token.start, count: byteCount, isMember: false)
    }

    /// Whether some argument between the bracket at `open` and its partner is a plain name (`container`, `self.c`,
    /// `app.container`): the only kind that can name a container the file knows. One pass, no allocation.
    private func namesSomething(in open: Int) -> Bool {
        let close = Int(partner[open])
        var start = open + 1
        var cursor = open + 1
        while cursor <= close {
            if cursor == close || tokens[cursor].kind == .comma {
                var value = start
                if cursor - start >= 2, tokens[start].isName, tokens[start + 1].kind == .colon { value = start + 2 }
                if value < cursor, isNameChain(value..<cursor) { return true }
                start = cursor + 1
            } else if partner[cursor] > cursor {
                cursor = Int(partner[cursor])  // an opening bracket: its contents are one value's
            }
            cursor += 1
        }
        return false
    }

    private func isNameChain(_ value: Range<Int>) -> Bool {
        value.allSatisfy { tokens[$0].isName || tokens[$0].kind == .dot }
    }

    /// The container an argument names: a local, a property, an assembly's; never a factory's resolver.
    mutating func containerHandle(_ value: Range<Int>) -> SwinjectHandle? {
        let handle = handle(ofReceiver: compactText(value))
        return handle == .factoryResolver ? nil : handle
    }

    /// `assembler.apply(assemblies: [A(), B()])`, `assembler.apply(assembly: A())`.
    mutating func readAssemblerApply(at index: Int) {
        guard index > 0, tokens[index - 1].kind == .dot, let call = callShape(at: index, allowsBare: false) else { return }
        let arguments = arguments(open: call.open, close: call.close)
        guard let list = arguments.first(where: { $0.label == "assemblies" || $0.label == "assembly" }) else { return }
        var container = SwinjectContainer(
            isAssembler: true, variable: call.receiver.split(separator: ".").last.map(String.init), parent: nil,
            assemblies: assemblyNames(in: list.value), callee: range(index, index), owner: currentOwner, conditions: conditions(at: index))
        container.makesContainer = false
        container.appliesUnnamedAssemblies = namesPlainAssemblies(list.value)
        container.handle = handle(ofReceiver: call.receiver)
        facts.containers.append(container)
    }

    /// `Feed().assemble(container: c)`: an assembly applied by hand, recorded like an assembler's so that one the
    /// workspace does not declare (from a framework) hides its registrations.
    mutating func readAssembleCall(at index: Int) {
        guard index >= 2, tokens[index - 1].kind == .dot, let call = callShape(at: index, allowsBare: false),
            let given = arguments(open: call.open, close: call.close).first, given.label == "container"
        else { return }
        let open = tokens[index - 2].kind == .rightParen ? Int(partner[index - 2]) : -1
        let isWritten = open > 0 && tokens[open - 1].isName
        // `super.assemble(container:)`, `network.assemble(container:)`, `$0.assemble(container:)`: an assembly the
        // file cannot name is applied there.
        var container = SwinjectContainer(
            isAssembler: true, variable: nil, parent: nil, assemblies: isWritten ? [text(tokens[open - 1])] : [],
            callee: range(index, index), owner: currentOwner, conditions: conditions(at: index))
        container.makesContainer = false
        container.appliesUnnamedAssemblies = !isWritten
        container.handle = containerHandle(given.value)
        facts.containers.append(container)
    }

    /// The assemblies a list names (`[A(), B()]`, `core + [B()]`, a list of the file's own `let`/`var` written as a
    /// literal of `X()`), `?` for an element that is not `X(...)`; a plain name that is no such list names none.
    private mutating func assemblyNames(in value: Range<Int>) -> [String] {
        listOperands(value).flatMap { operand -> [String] in
            if let list = namedList(operand) { return list }
            return listElements(operand).compactMap { element in
                if element.count == 1, tokens[element.lowerBound].isName { return nil }
                guard let open = element.first(where: { tokens[$0].kind == .leftParen }), open > element.lowerBound,
                    tokens[open - 1].isName, tokens[open - 1].start >= tokens[element.lowerBound].start
                else { return "?" }
                return text(tokens[open - 1])
            }
        }
    }

    /// Whether a list of assemblies holds a plain name that is no list of the file (`Assembler(assemblies)`,
    /// `[network, FeedAssembly()]`): what it holds is applied out of sight.
    private mutating func namesPlainAssemblies(_ value: Range<Int>) -> Bool {
        listOperands(value).contains { operand in
            namedList(operand) == nil && listElements(operand).contains { $0.count == 1 && tokens[$0.lowerBound].isName }
        }
    }

    /// `a + [B()] + c`: the operands of top-level `+`.
    private func listOperands(_ value: Range<Int>) -> [Range<Int>] {
        var operands: [Range<Int>] = []
        var start = value.lowerBound
        var cursor = value.lowerBound
        while cursor < value.upperBound {
            if tokens[cursor].kind == .operatorRun, token(tokens[cursor], is: "+"), cursor > start {
                operands.append(start..<cursor)
                start = cursor + 1
            } else if partner[cursor] > cursor {
                cursor = Int(partner[cursor])
            }
            cursor += 1
        }
        if start < value.upperBound { operands.append(start..<value.upperBound) }
        return operands
    }

    /// A literal's elements, or the operand itself.
    private func listElements(_ operand: Range<Int>) -> [Range<Int>] {
        if let first = operand.first, tokens[first].kind == .leftBracket, Int(partner[first]) == operand.upperBound - 1 {
            return arguments(open: first, close: operand.upperBound - 1).map(\.value)
        }
        return [operand]
    }

    /// `core` or `self.core`, a list the file declares once as a literal of `X()`: its assemblies.
    private mutating func namedList(_ operand: Range<Int>) -> [String]? {
        var start = operand.lowerBound
        if operand.count == 3, token(tokens[start], is: "self"), tokens[start + 1].kind == .dot { start += 2 }
        guard start == operand.upperBound - 1, tokens[start].isName else { return nil }
        if assemblyLists == nil { assemblyLists = findAssemblyLists() }
        return assemblyLists?[text(tokens[start])] ?? nil
    }

    /// The file's lists written as a literal of `X()` calls: `let core = [A(), B()]`, `let core: [Assembly] = [...]`,
    /// `var core: [Assembly] { [...] }` (or `{ return [...] }`). A name declared twice, or a stored `var`, is none.
    private func findAssemblyLists() -> [String: [String]?] {
        var lists: [String: [String]?] = [:]
        for index in tokens.indices where index + 3 < tokens.count && (token(tokens[index], is: "let") || token(tokens[index], is: "var")) {
            guard tokens[index + 1].isName else { continue }
            var cursor = index + 2
            if tokens[cursor].kind == .colon {  // skip the type, `[Assembly]`
                cursor += 1
                while cursor < tokens.count, cursor < index + 12, tokens[cursor].kind != .leftBrace, !token(tokens[cursor], is: "="),
                    !tokens[cursor].isFirstOnLine
                {
                    cursor = partner[cursor] > cursor ? Int(partner[cursor]) + 1 : cursor + 1
                }
            }
            guard cursor + 1 < tokens.count, token(tokens[cursor], is: "=") || tokens[cursor].kind == .leftBrace else { continue }
            var literal = cursor + 1
            if tokens[cursor].kind == .leftBrace, token(tokens[literal], is: "return") { literal += 1 }
            guard literal < tokens.count, tokens[literal].kind == .leftBracket, partner[literal] > literal else { continue }
            let close = Int(partner[literal])
            // The literal is the whole value: the statement (or the getter's `}`) ends right after it.
            if tokens[cursor].kind == .leftBrace, close + 1 != Int(partner[cursor]) { continue }
            let elements = arguments(open: literal, close: close).map(\.value)
            let names = elements.map { element -> String? in
                guard element.count == 3, tokens[element.lowerBound].isName, tokens[element.lowerBound + 1].kind == .leftParen,
                    Int(partner[element.lowerBound + 1]) == element.lowerBound + 2
                else { return nil }
                return text(tokens[element.lowerBound])
            }
            let name = text(tokens[index + 1])
            // A stored `var` may be appended to later: it names no list for good.
            let isStoredVar = token(tokens[index], is: "var") && tokens[cursor].kind != .leftBrace
            if lists[name] != nil || names.contains(nil) || isStoredVar { lists[name] = .some(nil) } else { lists[name] = names.map { $0! } }
        }
        return lists
    }

    /// Where the container made at `index` is kept: `name` in `let name = Container(...)`, `var name: Container =
    /// Container()`, `self.name = Container()`; and its handle when that binding can hold no other container (a `let`:
    /// a local, a property, a global). A local `let` records the container as its binding.
    private mutating func storage(before index: Int, container: Int) -> (name: String?, handle: SwinjectHandle?) {
        guard index >= 2, tokens[index - 1].kind == .operatorRun, text(tokens[index - 1]) == "=" else { return (nil, nil) }
        var cursor = index - 2
        // Skip a type annotation back to its colon, within the statement (not into a parameter list before a `{`).
        var probe = cursor
        while probe > 0, !tokens[probe].isFirstOnLine, tokens[probe].kind != .colon,
            ![.leftBrace, .rightBrace, .semicolon, .leftParen, .comma].contains(tokens[probe].kind)
        {
            probe -= 1
        }
        if tokens[probe].kind == .colon { cursor = probe - 1 }
        guard tokens[cursor].isName else { return (nil, nil) }
        let name = text(tokens[cursor])
        guard cursor > 0, token(tokens[cursor - 1], is: "let") else {
            // `self.container = Container(...)` or `container = ...` in an `init`, for a `let` declared without a value.
            let isSelf = cursor >= 2 && tokens[cursor - 1].kind == .dot && token(tokens[cursor - 2], is: "self")
            guard let owner = currentOwner, isInInit, isSelf || tokens[cursor - 1].kind != .dot,
                isSelf || localPositions[name] == nil, letsAssignedInInit.contains(owner + "." + name)
            else { return (name, nil) }
            return (name, .member(owner: owner, name: name))
        }
        guard isInCode else { return (name, .member(owner: currentOwner ?? "", name: name)) }
        guard let local = localPositions[name]?.last else { return (name, nil) }
        locals[local].binding = .container(container)
        return (name, .local(container))
    }
}
