extension SwinjectReader {
    /// `x.register(T.self, name:, factory:) { r, a in }` and its chained modifiers; `autoregister(T.self, ...,
    /// initializer: X.init)`; `storyboardInitCompleted(VC.self) { r, vc in }`.
    mutating func readRegistration(at index: Int, word: String) {
        if word == "register", index > 0, tokens[index - 1].kind == .dot, let body = closure(at: index + 1) {
            // `x.register { _ in Feed() as Feeding }`: a registration whose type is inferred, so hidden from the checks.
            // Not `state == .register {`: an enum case in a condition has no receiver.
            let receiver = receiver(endingBefore: index - 1)
            guard !receiver.text.isEmpty else { return }
            append(
                SwinjectRegistration(
                    kind: .register, service: inferredFactoryType(open: body), name: .none, argumentCount: nil, callee: range(index, index),
                    range: range(receiver.start, Int(partner[body])), receiver: receiver.text, owner: currentOwner,
                    function: currentFunction?.name, conditions: conditions(at: index)), at: index)
            return
        }
        guard let call = callShape(at: index, allowsBare: currentOwner == "Container") else { return }
        let arguments = arguments(open: call.open, close: call.close)
        // UIKit's `register(Cell.self, forCellReuseIdentifier:)` and the like.
        guard !arguments.contains(where: { $0.label?.hasPrefix("for") == true }) else { return }
        let kind: SwinjectRegistration.Kind = word.hasSuffix("register") && word != "autoregister"
            ? .register : word == "autoregister" ? .autoregister : .storyboard
        let trailing = closure(at: call.close + 1)
        var factory = trailing
        if factory == nil, let labelled = arguments.first(where: { $0.label == "factory" || $0.label == "initCompleted" }),
            labelled.value.count == 1 || tokens[labelled.value.lowerBound].kind == .leftBrace
        {
            factory = closure(at: labelled.value.lowerBound)
        }
        // `register(Feed.self, instance: feed)`, someone's own API, registers too; with no factory to count, any arguments.
        let hasFactory = factory != nil || arguments.contains(where: { $0.label == "factory" })
        switch kind {
        case .register:
            // Without a factory, only `register(X.self, ...)` with the type first and unlabelled (not `register(cellType:)`).
            guard hasFactory || (arguments.first?.label == nil && arguments.first.flatMap({ metatypeOperand($0.value) }) != nil) else { return }
        case .autoregister: guard arguments.contains(where: { $0.label == "initializer" }) else { return }
        case .storyboard, .wrapper, .forward: guard factory != nil || arguments.contains(where: { $0.label == "initCompleted" }) else { return }
        }
        let first = arguments.first { $0.label == nil }
        let operand = first.flatMap { metatypeOperand($0.value) }
        let service = operand.flatMap { serviceType($0) }
        let passesParameter = service == nil
            && currentFunction.map { function in first.map { isMetatypeParameter($0.value, of: function) } ?? false } ?? false
        if passesParameter { facts.registrationWrappers.append(currentFunction!.name) }
        // Without a factory and with a type that cannot be read (`broadcaster.register(observer.self, observer: self)`),
        // a `register` is someone else's API, not a registration that hides others.
        if kind == .register, !hasFactory, service == nil, !passesParameter { return }
        var argumentCount: Int?
        var factoryArgumentTypes: [TypeText] = []
        switch kind {
        case .autoregister:
            // `argument: A.self`, or `arguments: A.self, B.self` (the types after `arguments:` are unlabelled).
            if let position = arguments.firstIndex(where: { $0.label == "arguments" }) {
                argumentCount = 1 + arguments[(position + 1)...].prefix { $0.label == nil }.count
            } else {
                argumentCount = arguments.contains { $0.label == "argument" } ? 1 : 0
            }
        case .register:
            argumentCount = factory.flatMap { closureArgumentCount(open: $0) }
            factoryArgumentTypes = factory.map { closureArgumentTypes(open: $0) } ?? []
        case .storyboard, .wrapper, .forward:
            argumentCount = 0
        }
        var registration = SwinjectRegistration(
            kind: kind, service: service, name: name(in: arguments), argumentCount: argumentCount,
            callee: range(index, index), range: range(call.start, factory.map { Int(partner[$0]) } ?? call.close),
            receiver: call.receiver, owner: currentOwner, function: currentFunction?.name, conditions: conditions(at: index))
        registration.argumentTypes = factoryArgumentTypes
        if kind == .autoregister {
            registration.initializer = arguments.first { $0.label == "initializer" }.flatMap { initializerReference($0.value) }
            if let position = arguments.firstIndex(where: { $0.label == "argument" || $0.label == "arguments" }) {
                let given = [arguments[position]] + arguments[(position + 1)...].prefix { $0.label == nil }
                registration.argumentTypes = given.compactMap { metatypeOperand($0.value).flatMap { serviceType($0) } }
            }
        }
        let number = facts.registrations.count
        if let factory { factories.append((factory, Int(partner[factory]), number, kind == .storyboard)) }
        readModifiers(after: trailing.map { Int(partner[$0]) } ?? call.close, into: &registration, number: number)
        append(registration, at: index)
    }

    /// `Feed.init`, `Module.Feed.init(store:clock:)`; nil for anything else (a closure, a function).
    private func initializerReference(_ value: Range<Int>) -> SwinjectInitializerReference? {
        guard let initIndex = value.first(where: { token(tokens[$0], is: "init") }), initIndex >= value.lowerBound + 2,
            tokens[initIndex - 1].kind == .dot, tokens[initIndex - 2].isName
        else { return nil }
        var labels: [String]?
        let open = initIndex + 1
        if open < value.upperBound, tokens[open].kind == .leftParen, partner[open] > open {
            labels = (open + 1..<Int(partner[open])).filter { tokens[$0].isName && tokens[$0 + 1].kind == .colon }.map { text(tokens[$0]) }
        } else if initIndex + 1 != value.upperBound {
            return nil
        }
        return SwinjectInitializerReference(
            typeName: text(tokens[initIndex - 2]), labels: labels, range: range(value.lowerBound, value.upperBound - 1))
    }

    /// Appends `registration`, and the forwards its chained `.implements` made (read before it is complete).
    private mutating func append(_ registration: SwinjectRegistration, at index: Int) {
        var registration = registration
        registration.block = openBraces.last(where: { $0 < index }).map { tokens[$0].start } ?? -1
        // A wrapper registers where it chooses, and calls the factory with what it chooses.
        if !registration.isWrapper, let handle = handle(ofReceiver: registration.receiver), handle != .factoryResolver {
            registration.target = handle
        }
        facts.registrations.append(registration)
        for var forward in pendingForwards {
            forward.block = registration.block
            forward.target = registration.target
            facts.registrations.append(forward)
        }
        pendingForwards.removeAll()
    }

    /// `.implements(P.self, Q.self, name: "x")` on an entry not chained to its registration (`entry.implements(...)`),
    /// and `forward(P.self, name:, to: entry)`: types served by a factory the checks cannot count.
    mutating func readForward(at index: Int) {
        guard index > 0, tokens[index - 1].kind == .dot, !consumedModifiers.contains(index),
            let call = callShape(at: index, allowsBare: false)
        else { return }
        let arguments = arguments(open: call.open, close: call.close)
        let isForward = token(tokens[index], is: "forward")
        guard !isForward || arguments.contains(where: { $0.label == "to" }) else { return }
        for type in forwardedTypes(arguments) {
            append(
                SwinjectRegistration(
                    kind: .forward, service: type, name: name(in: arguments), argumentCount: nil,
                    callee: range(index, index), range: range(call.start, call.close), receiver: call.receiver, owner: currentOwner,
                    function: currentFunction?.name, conditions: conditions(at: index)), at: index)
        }
    }

    /// The `X.self` arguments of `implements`/`forward`; a type computed at run time gives a forward of unknown type.
    private func forwardedTypes(_ arguments: [CallArgument]) -> [TypeText?] {
        arguments.filter { $0.label == nil }.map { argument in metatypeOperand(argument.value).flatMap { serviceType($0) } }
    }

    /// `f(X.self, ...) { }` where `f`'s name contains `register`: a registration if `f` is a wrapper of the workspace.
    mutating func readWrapperCall(at index: Int, word: String) {
        guard index == 0 || text(tokens[index - 1]) != "func", let call = callShape(at: index, allowsBare: true) else { return }
        let arguments = arguments(open: call.open, close: call.close)
        guard !arguments.contains(where: { $0.label?.hasPrefix("for") == true }),
            // The type wherever it is passed (`quickRegister(container: c, Feed.self)`), first.
            let typed = arguments.first(where: { metatypeOperand($0.value) != nil }),
            let operand = metatypeOperand(typed.value), let service = serviceType(operand)
        else { return }
        let factory = closure(at: call.close + 1)
        var registration = SwinjectRegistration(
            kind: .wrapper(word, hasFactory: factory != nil || arguments.contains { $0.label == "factory" }), service: service,
            name: name(in: arguments), argumentCount: nil,
            callee: range(index, index), range: range(call.start, factory.map { Int(partner[$0]) } ?? call.close),
            receiver: call.receiver, owner: currentOwner, function: currentFunction?.name, conditions: conditions(at: index))
        let number = facts.registrations.count
        if let factory { factories.append((factory, Int(partner[factory]), number, false)) }
        readModifiers(after: factory.map { Int(partner[$0]) } ?? call.close, into: &registration, number: number)
        append(registration, at: index)
    }

    /// `.implements(P.self)`, `.inObjectScope(.container)`, `.initCompleted { r, x in }` and any other modifier
    /// chained after a registration, from the token after `end`.
    private mutating func readModifiers(after end: Int, into registration: inout SwinjectRegistration, number: Int) {
        var cursor = end + 1
        var last = end
        while cursor + 1 < tokens.count, tokens[cursor].kind == .dot, tokens[cursor + 1].isName {
            let modifier = text(tokens[cursor + 1])
            cursor += 2
            var argumentsOpen: Int?
            if cursor < tokens.count, tokens[cursor].kind == .leftParen, partner[cursor] > cursor {
                argumentsOpen = cursor
                cursor = Int(partner[cursor]) + 1
            }
            let trailing = closure(at: cursor)
            if let trailing { cursor = Int(partner[trailing]) + 1 }
            last = cursor - 1
            switch modifier {
            case "implements":
                guard let open = argumentsOpen else { continue }
                let arguments = arguments(open: open, close: Int(partner[open]))
                consumedModifiers.insert(open - 1)
                for type in forwardedTypes(arguments) {
                    pendingForwards.append(
                        SwinjectRegistration(
                            kind: .forward, service: type, name: name(in: arguments),
                            argumentCount: registration.argumentCount, callee: range(open - 1, open - 1), range: registration.range,
                            receiver: registration.receiver, owner: currentOwner, function: currentFunction?.name,
                            conditions: registration.conditions))
                }
            case "inObjectScope":
                if let open = argumentsOpen { registration.objectScope = compactText((open + 1)..<Int(partner[open])) }
            case "initCompleted":
                let body = trailing ?? argumentsOpen.flatMap { closure(at: $0 + 1) }
                if let body { factories.append((body, Int(partner[body]), number, true)) }
            default:
                break
            }
        }
        registration.range.end = max(registration.range.end, tokens[last].end)
    }

    /// `x.resolve(T.self, name:, argument(s):)`.
    mutating func readResolve(at index: Int) {
        guard let call = callShape(at: index, allowsBare: currentOwner == "Container" || currentOwner == "Resolver") else { return }
        let arguments = arguments(open: call.open, close: call.close)
        // An app's own `resolve(type: Feed.self)` passes the type labelled.
        let first = arguments.first { $0.label == nil } ?? arguments.first { $0.label == "type" && metatypeOperand($0.value) != nil }
        let operand = first.flatMap { metatypeOperand($0.value) }
        // A `resolve` with a type computed at run time counts only where it is plainly Swinject's.
        guard operand != nil || looksLikeResolver(call.receiver) || !factories.isEmpty else { return }
        // `let x: T = r.resolve()`: no type passed (Swinject has no such `resolve`), so an app's own generic one,
        // which resolves the annotation's type.
        let annotated = first == nil ? annotatedType(before: call.start).flatMap { serviceType($0) } : nil
        let service = operand.flatMap { serviceType($0) } ?? annotated
        append(service: service, arguments: arguments, callee: index, start: call.start, end: call.close, receiver: call.receiver)
        if service == nil, first == nil { facts.resolutions[facts.resolutions.count - 1].parameter = parameterSite(start: call.start, end: call.close) }
    }

    /// The initializer argument whose whole value is the expression `start...end` (a force unwrap after it included):
    /// `Feed(store: r.resolve())`, `Module.Feed.init(r~>)`; nil anywhere else.
    private func parameterSite(start: Int, end: Int) -> SwinjectParameterSite? {
        // Back over the arguments before it, to the call's `(`, within a bounded number of tokens.
        var open = start - 1
        var steps = 0
        while open >= 0, tokens[open].kind != .leftParen, steps < 256 {
            steps += 1
            switch tokens[open].kind {
            case .rightParen, .rightBracket, .rightBrace:
                guard partner[open] >= 0 else { return nil }
                open = Int(partner[open]) - 1
            case .leftBracket, .leftBrace, .semicolon:
                return nil
            default:
                open -= 1
            }
        }
        guard open >= 1, tokens[open].kind == .leftParen, partner[open] > end else { return nil }
        var callee = open - 1
        var typeName: String?
        if token(tokens[callee], is: "init"), callee >= 2, tokens[callee - 1].kind == .dot {
            callee -= 2
            if let annotated = annotatedType(before: callee + 1), annotated.allSatisfy({ tokens[$0].isName || tokens[$0].kind == .dot }) {
                typeName = text(tokens[annotated.upperBound - 1])  // `let reactor: Reactor = .init(...)`
            } else if !tokens[callee].isName || token(tokens[callee], is: "return") || token(tokens[callee], is: "in") {
                typeName = factoryReturnType(implicitInitAt: callee + 1)
            }
        }
        guard typeName != nil || tokens[callee].isName && text(tokens[callee]).first?.isUppercase == true
            && (callee == 0 || !token(tokens[callee - 1], is: "func"))
        else { return nil }
        var last = end
        if last + 1 < tokens.count, tokens[last + 1].start == tokens[last].end, token(tokens[last + 1], is: "!") { last += 1 }
        let arguments = arguments(open: open, close: Int(partner[open]))
        guard let position = arguments.firstIndex(where: { $0.value == start..<(last + 1) }) else { return nil }
        return SwinjectParameterSite(
            typeName: typeName ?? text(tokens[callee]), labels: arguments.map { $0.label ?? "_" }, position: position)
    }

    /// `register(Feed.self) { r in .init(store: r.resolve()) }` (or `return .init(...)`): the `.init` at `dot` is
    /// what the factory returns, so its type is the registered one, when written as a plain name.
    private func factoryReturnType(implicitInitAt dot: Int) -> String? {
        guard let factory = factories.suffix(8).last(where: { $0.start < dot && dot < $0.end }),
            openBraces.last == factory.start, !factory.isPropertyInjection,
            factory.registration < facts.registrations.count, let service = facts.registrations[factory.registration].service,
            service.text.utf8.allSatisfy({ ByteClass.isNameByte($0) || $0 == UInt8(ascii: ".") })
        else { return nil }
        let before = tokens[dot - 1]
        guard dot - 1 == factory.start || token(before, is: "return") || token(before, is: "in") else { return nil }
        return service.text.split(separator: ".").last.map(String.init)
    }

    /// The type in `let name: T = ` (or `var`) just before `start`, without a trailing `?` or `!`; nil for anything
    /// else, or a type that spans lines or holds a comma.
    private func annotatedType(before start: Int) -> Range<Int>? {
        guard start >= 4, tokens[start - 1].kind == .operatorRun, text(tokens[start - 1]) == "=" else { return nil }
        var colon = start - 2
        while colon > max(0, start - 64), tokens[colon].kind != .colon {
            if tokens[colon].isFirstOnLine || [.leftBrace, .rightBrace, .semicolon, .leftParen, .comma].contains(tokens[colon].kind) { return nil }
            colon -= 1
        }
        guard tokens[colon].kind == .colon, colon >= 2, tokens[colon - 1].isName,
            token(tokens[colon - 2], is: "let") || token(tokens[colon - 2], is: "var")
        else { return nil }
        var end = start - 1
        if tokens[end - 1].kind == .operatorRun, ["?", "!"].contains(text(tokens[end - 1])) { end -= 1 }
        return end > colon + 1 ? (colon + 1)..<end : nil
    }

    /// `r ~> T.self` and `r ~> (T.self, name:, argument(s):)`; `r ~> ` with the type inferred is counted unchecked.
    mutating func readArrowResolve(at index: Int) {
        let receiver = receiver(endingBefore: index)
        var cursor = index + 1
        if cursor < tokens.count, tokens[cursor].kind == .leftParen, partner[cursor] > cursor {
            let close = Int(partner[cursor])
            let arguments = labelledArrowTuple(arguments(open: cursor, close: close))
            let operand = arguments.first.flatMap { $0.label == nil ? metatypeOperand($0.value) : nil }
            append(service: operand.flatMap { serviceType($0) }, arguments: arguments, callee: index, start: receiver.start, end: close,
                   receiver: receiver.text)
            return
        }
        // `T.self` up to its `.self`, on the same line, within a type's length.
        let start = cursor
        let limit = min(tokens.count, start + 64)
        if cursor < tokens.count, tokens[cursor].isFirstOnLine { cursor = tokens.count }
        while cursor + 1 < limit, !tokens[cursor].isFirstOnLine || cursor == start {
            if tokens[cursor].kind == .dot, text(tokens[cursor + 1]) == "self" { break }
            guard tokens[cursor].isName || tokens[cursor].kind == .dot || isTypeOperator(tokens[cursor])
                || [.leftParen, .leftBracket].contains(tokens[cursor].kind)
            else { cursor = start; break }
            if [.leftParen, .leftBracket].contains(tokens[cursor].kind) {
                guard partner[cursor] > cursor else { cursor = start; break }
                cursor = Int(partner[cursor])
            }
            cursor += 1
        }
        let found = cursor > start && cursor + 1 < tokens.count && tokens[cursor].kind == .dot && text(tokens[cursor + 1]) == "self"
        append(service: found ? serviceType(start..<cursor) : nil, arguments: [], callee: index, start: receiver.start,
               end: found ? cursor + 1 : index, receiver: receiver.text)
        if !found { facts.resolutions[facts.resolutions.count - 1].parameter = parameterSite(start: receiver.start, end: index) }
    }

    /// The type Swift infers for a factory given without its service type, where the factory writes it: its
    /// return type (`{ _ -> Feeding in ... }`), a body `... as Feeding`, or a body that is one initializer call
    /// (`{ _ in Feed() }`, `Feed.init(...)`); nil otherwise (the registration stays of unknown type).
    func inferredFactoryType(open: Int) -> TypeText? {
        let close = Int(partner[open])
        let head = closureHead(open: open, limit: 256)
        if let head, let arrow = head.first(where: { tokens[$0].kind == .operatorRun && token(tokens[$0], is: "->") }), arrow + 1 < head.upperBound {
            return TypeText(text: compactText((arrow + 1)..<head.upperBound), range: range(arrow + 1, head.upperBound - 1))
        }
        var start = head.map { $0.upperBound + 1 } ?? open + 1
        if start < close, token(tokens[start], is: "return") { start += 1 }
        guard start < close else { return nil }
        // `... as Type` at the top level of a one-statement body.
        var cursor = start
        var lastAs: Int?
        while cursor < close {
            if tokens[cursor].isFirstOnLine, cursor > start { return nil }
            if [.leftParen, .leftBracket, .leftBrace].contains(tokens[cursor].kind), partner[cursor] > cursor { cursor = Int(partner[cursor]) }
            else if tokens[cursor].kind == .identifier, token(tokens[cursor], is: "as") { lastAs = cursor }
            cursor += 1
        }
        if let lastAs, lastAs + 1 < close, !token(tokens[lastAs + 1], is: "!") && !token(tokens[lastAs + 1], is: "?") {
            return TypeText(text: compactText((lastAs + 1)..<close), range: range(lastAs + 1, close - 1))
        }
        // `Feed(...)` or `Feed.init(...)`, and nothing else.
        guard tokens[start].kind == .identifier, base[tokens[start].start] >= UInt8(ascii: "A"), base[tokens[start].start] <= UInt8(ascii: "Z") else { return nil }
        var call = start + 1
        if call + 1 < close, tokens[call].kind == .dot, token(tokens[call + 1], is: "init") { call += 2 }
        guard call < close, tokens[call].kind == .leftParen, Int(partner[call]) == close - 1 else { return nil }
        return TypeText(text: text(tokens[start]), range: range(start, start))
    }

    /// `~>`'s tuple with its labels left out, labelled as Swift picks SwinjectAutoregistration's overload (an
    /// unlabelled tuple converts to a labelled one): `(T.self, "n")` is `name:` (`String` beats a generic
    /// argument), `(T.self, (a, b))` is `arguments:` with two or three, `(T.self, "n", x)` a name and an argument.
    /// A second element of unknown type may be a name or an argument: `name:` as an expression (any name) and a
    /// label `append` does not know (any count), so it is never reported.
    private func labelledArrowTuple(_ arguments: [CallArgument]) -> [CallArgument] {
        guard arguments.count >= 2, arguments.dropFirst().allSatisfy({ $0.label == nil }) else { return arguments }
        func isString(_ argument: CallArgument) -> Bool {
            argument.value.count == 1 && tokens[argument.value.lowerBound].kind == .stringLiteral
        }
        func labelled(_ argument: CallArgument, _ label: String) -> CallArgument {
            CallArgument(tokens: argument.tokens, label: label, value: argument.value)
        }
        func passed(_ argument: CallArgument) -> CallArgument? {
            let count = self.arguments(inTuple: argument.value)
            if (2...3).contains(count) { return labelled(argument, "arguments") }
            return nil
        }
        let rest = Array(arguments.dropFirst())
        switch rest.count {
        case 1 where isString(rest[0]): return [arguments[0], labelled(rest[0], "name")]
        case 1:
            if let tuple = passed(rest[0]) { return [arguments[0], tuple] }
            return [arguments[0], labelled(rest[0], "name"), labelled(rest[0], "nameOrArgument")]
        case 2 where isString(rest[0]): return [arguments[0], labelled(rest[0], "name"), passed(rest[1]) ?? labelled(rest[1], "argument")]
        default: return [arguments[0], labelled(rest[0], "name"), labelled(rest[0], "nameOrArgument")]
        }
    }

    private mutating func append(service: TypeText?, arguments: [CallArgument], callee: Int, start: Int, end: Int, receiver: String) {
        var count: Int? = 0
        var passed: [Range<Int>] = []
        for (position, argument) in arguments.enumerated() {
            switch argument.label {
            case nil where position == 0, "type" where position == 0, "name":
                break
            case "argument":
                count = 1
                passed = [argument.value]
            case "arguments":
                count = max(1, arguments.count - position == 1 ? self.arguments(inTuple: argument.value) : arguments.count - position)
                passed = arguments.count - position == 1 ? [] : arguments[position...].map(\.value)
            default:
                if count != nil, argument.label != nil { count = nil }
            }
            if argument.label == "arguments" { break }
        }
        // The innermost factory around the call, among the last few (nested registrations deeper than that are not code).
        let enclosing = factories.suffix(8).last { $0.start < callee && callee < $0.end }
        // A force unwrap glued to the call is part of it (`resolve(X.self)!`): the hint after the range reads after it.
        var end = end
        if end + 1 < tokens.count, tokens[end + 1].start == tokens[end].end, tokens[end + 1].kind == .operatorRun, token(tokens[end + 1], is: "!") {
            end += 1
        }
        var resolution = SwinjectResolution(
            service: service, name: name(in: arguments), argumentCount: count,
            callee: range(callee, callee), range: range(start, max(start, end)), receiver: receiver,
            registration: enclosing?.registration, isPropertyInjection: enclosing?.isPropertyInjection ?? false,
            conditions: conditions(at: callee))
        if let enclosing, let innermost = openBraces.last(where: { $0 < callee }) { resolution.isDeferred = innermost > enclosing.start }
        resolution.origin = origin(ofReceiver: receiver, factory: enclosing?.registration)
        if passed.count == count, passed.contains(where: { literalType($0) != nil }) { resolution.argumentLiteralTypes = passed.map(literalType) }
        facts.resolutions.append(resolution)
    }

    /// The type Swift gives a literal argument on its own (`"a"` `String`, `-1` `Int`, `1.5` `Double`, `true` `Bool`),
    /// as a generic `resolve(_:argument:)` infers it; nil for anything else.
    private func literalType(_ value: Range<Int>) -> String? {
        var start = value.lowerBound
        if value.count == 2, tokens[start].kind == .operatorRun, token(tokens[start], is: "-") { start += 1 }
        guard start == value.upperBound - 1 else { return nil }
        let literal = tokens[start]
        switch literal.kind {
        case .stringLiteral:
            return base[literal.start] == UInt8(ascii: "\"") ? "String" : nil
        case .number:
            let digits = UnsafeBufferPointer(start: base + literal.start, count: literal.end - literal.start)
            let isHex = digits.count > 1 && digits[1] | 0x20 == UInt8(ascii: "x")
            return !isHex && digits.contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }) ? "Double" : "Int"
        case .identifier where start == value.lowerBound:
            return token(literal, is: "true") || token(literal, is: "false") ? "Bool" : nil
        default:
            return nil
        }
    }

    /// `(a, b)` given to `arguments:` as one tuple counts its elements; anything else is one argument.
    func arguments(inTuple value: Range<Int>) -> Int {
        guard value.count >= 2, tokens[value.lowerBound].kind == .leftParen, Int(partner[value.lowerBound]) == value.upperBound - 1
        else { return 1 }
        return max(1, arguments(open: value.lowerBound, close: value.upperBound - 1).count)
    }

    /// `<`, `>`, `?`, `!`, `&` and runs of them: operators that may sit inside a type.
    private func isTypeOperator(_ token: Token) -> Bool {
        token.kind == .operatorRun && text(token).utf8.allSatisfy { "<>?!&".utf8.contains($0) }
    }

    private func looksLikeResolver(_ receiver: String) -> Bool {
        let last = receiver.split(separator: ".").last.map { $0.lowercased() } ?? ""
        return last.contains("resolver") || last.contains("container") || last.contains("assembler") || last == "r"
    }

    private func isMetatypeParameter(_ value: Range<Int>, of function: Scope) -> Bool {
        if value.count == 1 { return function.metatypeParameters.contains(text(tokens[value.lowerBound])) }
        if let operand = metatypeOperand(value), operand.count == 1 { return function.genericParameters.contains(text(tokens[operand.lowerBound])) }
        return false
    }

    /// A call `receiver.name(...)` (or a bare `name(...)` where `allowsBare`): its receiver, where it starts, its parentheses.
    func callShape(at index: Int, allowsBare: Bool) -> (receiver: String, start: Int, open: Int, close: Int)? {
        let open = index + 1
        guard open < tokens.count, tokens[open].kind == .leftParen, partner[open] > open else { return nil }
        if index > 0, tokens[index - 1].kind == .dot {
            let receiver = receiver(endingBefore: index - 1)
            return (receiver.text, receiver.start, open, Int(partner[open]))
        }
        guard allowsBare, index == 0 || !["func", "var", "let"].contains(text(tokens[index - 1])) else { return nil }
        return ("", index, open, Int(partner[open]))
    }
}
