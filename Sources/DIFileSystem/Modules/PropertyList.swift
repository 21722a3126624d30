/// A value of an old-style (OpenStep) property list, the text format of Xcode's `project.pbxproj`.
enum PropertyList: Equatable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var array: [PropertyList]? {
        if case .array(let value) = self { return value }
        return nil
    }

    var dictionary: [String: PropertyList]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    subscript(key: String) -> PropertyList? { dictionary?[key] }

    /// The strings of an array value (object ids, paths); other elements are dropped.
    var strings: [String] { array?.compactMap(\.string) ?? [] }
}

/// Parses an old-style property list: `{ key = value; }`, `( a, b, )`, quoted or bare strings, `<hex data>`,
/// `/* */` and `//` comments. Nil for text that is not a well-formed property list, or that nests deeper than
/// `maximumPropertyListDepth` (Xcode projects nest about five deep): parsing is iterative, and a bound on depth
/// also keeps freeing the value from recursing without end.
func parsePropertyList(_ bytes: [UInt8]) -> PropertyList? {
    var reader = PropertyListReader(bytes: bytes)
    return reader.parse()
}

let maximumPropertyListDepth = 256

private struct PropertyListReader {
    let bytes: [UInt8]
    var index = 0

    /// An open container and, for dictionaries, the key waiting for its value. Mutated in place on the stack:
    /// a container copied out, changed and pushed back would be copied whole for every entry (a project's
    /// `objects` holds tens of thousands).
    private struct Frame {
        let isDictionary: Bool
        var elements: [PropertyList] = []
        var entries: [String: PropertyList] = [:]
        var pendingKey: String?
    }

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func parse() -> PropertyList? {
        var stack: [Frame] = []
        var finished: PropertyList?
        while true {
            skipTrivia()
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            var value: PropertyList?
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                index += 1
                guard stack.count < maximumPropertyListDepth else { return nil }
                stack.append(Frame(isDictionary: byte == UInt8(ascii: "{")))
                continue
            case UInt8(ascii: "}"):
                index += 1
                guard let top = stack.popLast(), top.isDictionary, top.pendingKey == nil else { return nil }
                value = .dictionary(top.entries)
            case UInt8(ascii: ")"):
                index += 1
                guard let top = stack.popLast(), !top.isDictionary else { return nil }
                value = .array(top.elements)
            case UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "="):
                // Separators were consumed after each value; one here is out of place.
                return nil
            default:
                guard let text = readString() else { return nil }
                if let last = stack.indices.last, stack[last].isDictionary, stack[last].pendingKey == nil {
                    // A key: `=` must follow.
                    skipTrivia()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
                    index += 1
                    stack[last].pendingKey = text
                    continue
                }
                value = .string(text)
            }
            guard let value else { return nil }
            guard let top = stack.indices.last else {
                finished = value
                break
            }
            if stack[top].isDictionary {
                guard let key = stack[top].pendingKey else { return nil }
                stack[top].entries[key] = value
                stack[top].pendingKey = nil
                skipTrivia()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { return nil }
                index += 1
            } else {
                stack[top].elements.append(value)
                skipTrivia()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] != UInt8(ascii: ")") {
                    return nil
                }
            }
        }
        skipTrivia()
        return index == bytes.count ? finished : nil
    }

    /// A quoted string (with escapes), `<data>` as its text, or a bare word.
    private mutating func readString() -> String? {
        let quote = UInt8(ascii: "\"")
        if bytes[index] == quote {
            index += 1
            var text: [UInt8] = []
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    index += 1
                    switch bytes[index] {
                    case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                    default: text.append(bytes[index])
                    }
                } else {
                    text.append(bytes[index])
                }
                index += 1
            }
            guard index < bytes.count else { return nil }
            index += 1
            return String(decoding: text, as: UTF8.self)
        }
        if bytes[index] == UInt8(ascii: "<") {
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
            guard index < bytes.count else { return nil }
            index += 1
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        let start = index
        while index < bytes.count, !isDelimiter(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
            UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "\""):
            return true
        case UInt8(ascii: "/"):
            // Bare words such as `Sources/App` hold slashes; only `/*` and `//` start a comment.
            return index + 1 < bytes.count && (bytes[index + 1] == UInt8(ascii: "*") || bytes[index + 1] == UInt8(ascii: "/"))
        default:
            return false
        }
    }

    private mutating func skipTrivia() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(index + 2, bytes.count)
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            default:
                return
            }
        }
    }
}
