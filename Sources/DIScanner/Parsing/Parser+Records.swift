extension Parser {
    /// Records a `parent: self` call on `owner`, naming the created type from the callee as written.
    mutating func recordChildCreation(_ call: OpenBracket, context: CodeContext) {
        guard let owner = context.owner, call.kind == .leftParen, call.calleeStart >= 0 else { return }
        textBuffer.removeAll(keepingCapacity: true)
        var offset = call.calleeStart
        while offset < call.calleeEnd {
            let character = base[offset]
            if character != 0x20, character != 0x09, character != 0x0A, character != 0x0D { textBuffer.append(character) }
            offset += 1
        }
        let callee = String(decoding: textBuffer, as: UTF8.self)
        let typeName: String?
        if callee == ".init" {
            typeName = context.contextType.map(stripOptionality)
        } else if callee.hasPrefix(".") {
            typeName = nil
        } else if callee.hasSuffix(".init") {
            typeName = String(callee.dropLast(5))
        } else {
            typeName = callee
        }
        declarations[owner].childCreations.append(
            ChildCreation(
                typeName: typeName, calleeRange: ByteRange(start: call.calleeStart, end: call.calleeEnd),
                conditions: conditions))
    }

    /// `Feed?` and `Feed!` name `Feed`.
    func stripOptionality(_ text: String) -> String {
        var result = Substring(text)
        while let last = result.last, last == "?" || last == "!" { result = result.dropLast() }
        return String(result)
    }

    mutating func recordDependencyReference(_ name: Token, owner: Int) {
        declarations[owner].dependencyReferences.append(
            DependencyReference(name: self.name(of: name), nameRange: range(of: name)))
    }
}
