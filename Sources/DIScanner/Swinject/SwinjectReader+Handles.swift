/// Which container a receiver names (`SwinjectHandle`), told from the names declared around it: the locals and
/// closure parameters of the open blocks, the enclosing function's parameters, and the enclosing type's properties.
/// Anything the file cannot pin to one container gets no handle, and the core then treats it as any container.
extension SwinjectReader {
    /// `let x` or `var x` in a function body: a local, holding nothing known until `readContainer` says otherwise.
    mutating func declareLocal(at index: Int) {
        guard isInCode else {
            // `let container: Container` in a type's body: set once, by an `init`.
            if let owner = currentOwner, scopes.last?.isType == true, index + 2 < tokens.count, tokens[index + 1].isName,
                tokens[index + 2].kind == .colon, token(tokens[index], is: "let")
            {
                letsAssignedInInit.insert(owner + "." + text(tokens[index + 1]))
            }
            return
        }
        guard let block = openBraces.last, index + 1 < tokens.count, tokens[index + 1].isName else { return }
        locals.append(Local(name: text(tokens[index + 1]), binding: .other, end: Int(partner[block])))
    }

    /// The parameters of the closure opening at `brace` (`{ r, a in`, `{ (c: Container) in`): a factory's first is its
    /// resolver, a `Container { c in }`'s first is that container, any other shadows what it names.
    mutating func declareClosureParameters(at brace: Int) {
        let names = closureParameterNames(open: brace)
        guard !names.isEmpty else { return }
        let end = Int(partner[brace])
        var first = Local.Binding.other
        if let pending = pendingContainerClosure, pending.brace == brace {
            first = .container(pending.container)
        } else if let factory = factories.last, factory.start == brace {
            first = .factoryResolver(registration: factory.registration)
        }
        for (position, name) in names.enumerated() { locals.append(Local(name: name, binding: position == 0 ? first : .other, end: end)) }
    }

    /// True inside a function's body or a closure, where a `let` declares a local (not in a type's or the file's body).
    var isInCode: Bool {
        guard let block = openBraces.last else { return false }
        guard let scope = scopes.last else { return true }
        return !scope.isType || Int(partner[block]) != scope.end
    }

    /// The container a resolution starts from: the factory's resolver (only the innermost factory's), or a handle.
    func origin(ofReceiver receiver: String, factory: Int?) -> SwinjectHandle? {
        if receiver == "$0", let factory, let innermost = openBraces.last,
            factories.contains(where: { $0.start == innermost && $0.registration == factory })
        {
            return .factoryResolver
        }
        if let local = locals.last(where: { $0.name == receiver }), case .factoryResolver(let registration) = local.binding {
            return registration == factory ? .factoryResolver : nil
        }
        return handle(ofReceiver: receiver)
    }

    /// The container `receiver` names: `c` (a local, a parameter, a property), `self.c`, `Type.c`, and any of these
    /// followed by `.resolver` (an assembler's).
    func handle(ofReceiver receiver: String) -> SwinjectHandle? {
        guard !receiver.isEmpty, receiver.utf8.allSatisfy({ $0 == UInt8(ascii: ".") || isIdentifierByte($0) }) else { return nil }
        var parts = receiver.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count >= 2, parts.last == "resolver" { parts.removeLast() }
        switch parts.count {
        case 1:
            let name = String(parts[0])
            if let local = locals.last(where: { $0.name == name }) {
                if case .container(let index) = local.binding { return .local(index) }
                return nil
            }
            if let function = currentFunction, function.parameters.contains(name) {
                let isAssembly = function.name == "assemble" && function.parameters.first == name && scopes.last?.isType == false
                return isAssembly ? currentOwner.map { .assembly(owner: $0) } : nil
            }
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

    /// The names a closure declares before `in` (`{ r, a in`, `{ [weak self] (r: Resolver) -> X in`); empty for a
    /// block that declares none. Reads at most 64 tokens, so every `{` costs a bounded look.
    func closureParameterNames(open: Int) -> [String] {
        guard let head = closureHead(open: open, limit: 64) else { return [] }
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
            if token.kind == .identifier {
                if self.token(token, is: "in") { return headStart..<cursor }
                if closureBodyWords.contains(text(token)) { return nil }
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

private func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
}
