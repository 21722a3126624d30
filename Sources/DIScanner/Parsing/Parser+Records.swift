extension Parser {
    /// Records a `parent:` call on `owner` (at file scope, in `topLevelChildCreations`), naming the created type
    /// from the callee as written. A call with another parent is recorded only when it names a capitalised type
    /// (Needle's test), so `super.init(parent: parent)` and `arrange(parent: view)` are left out.
    mutating func recordChildCreation(_ call: OpenBracket, context: CodeContext, parentIsSelf: Bool = true) {
        guard call.kind == .leftParen, call.calleeStart >= 0 else { return }
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
        if !parentIsSelf {
            guard let first = typeName.flatMap({ $0.split(separator: ".").last?.first }), first.isUppercase else { return }
        }
        let creation = ChildCreation(
            typeName: typeName, calleeRange: ByteRange(start: call.calleeStart, end: call.calleeEnd),
            conditions: conditions, parentIsSelf: parentIsSelf)
        if let owner = context.owner {
            declarations[owner].childCreations.append(creation)
        } else {
            topLevelChildCreations.append(creation)
        }
    }

    /// `Feed?` and `Feed!` name `Feed`.
    func stripOptionality(_ text: String) -> String {
        var result = Substring(text)
        while let last = result.last, last == "?" || last == "!" { result = result.dropLast() }
        return String(result)
    }

    /// Names read in code (`NameHash`): on the owning type, or, outside every type, the member reads only.
    mutating func recordCodeNames(_ names: [UInt32], owner: Int?) {
        for name in names { recordCodeName(name, owner: owner) }
    }

    @inline(__always)
    mutating func recordCodeName(_ name: UInt32, owner: Int?) {
        if recentNames.isEmpty { recentNames = [UInt64](repeating: 0, count: 256) }
        let ownerTag = UInt32(truncatingIfNeeded: (owner ?? -1) &+ 1)
        let key = UInt64(ownerTag) << 32 | UInt64(name) | 1 << 63
        let slot = Int(truncatingIfNeeded: (name >> 1) ^ (ownerTag &* 40_503)) & (recentNames.count - 1)
        guard recentNames[slot] != key else { return }
        recentNames[slot] = key
        if let owner {
            declarations[owner].memberNames.append(name)
        } else if name & 1 == 1 {
            topLevelMemberNames.append(name)
        }
    }

    mutating func recordDependencyReference(_ name: Token, owner: Int) {
        declarations[owner].dependencyReferences.append(
            DependencyReference(name: self.name(of: name), nameRange: range(of: name)))
    }
}
