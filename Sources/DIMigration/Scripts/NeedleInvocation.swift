/// `needle generate OUTPUT DIRS... [--exclude-paths P...] [--exclude-suffixes S...] [--pluginized] ...` as found
/// in a script, with the words as written (variables unexpanded) and the span of the file the command covers.
/// `--pluginized` is accepted and needs nothing: di-gen recognises pluginized components by their base class.
struct NeedleInvocation: Equatable {
    /// From the first byte of the program's name (`needle`, or a path ending in it) to the end of its last word.
    let range: Range<Int>
    let output: ShellWord
    let folders: [ShellWord]
    let excludedPaths: [String]
    let excludedSuffixes: [String]
    /// Options di-gen has no counterpart for (`--additional-imports`, `--header-doc`, ...), as written.
    let otherOptions: [String]
}

/// Needle's options that take values, and how many: a list runs to the next option.
private let listOptions: Set<String> = ["--exclude-paths", "--exclude-suffixes", "--additional-imports"]
private let singleValueOptions: Set<String> = [
    "--sources-list-format", "--header-doc", "--parsing-timeout", "--export-timeout", "--retry-parsing-on-timeout-limit",
    "--concurrency-limit", "--collect-parsing-info",
]

extension ScriptReader {
    /// Every `needle generate` command in the text that is not commented out, in order.
    /// `assignments`: the script's (`assignments()`), when the caller has them already.
    func needleInvocations(
        swiftComments: Bool, assignments: [(lineStart: Int, name: String, value: String)]? = nil
    ) -> [NeedleInvocation] {
        var found: [NeedleInvocation] = []
        let name = Array("needle".utf8)
        var offset = 0
        while offset + name.count <= bytes.count {
            guard let start = firstOffset(of: name, in: bytes, from: offset) else { break }
            offset = start + name.count
            guard let invocation = invocation(at: start, nameEnd: start + name.count, swiftComments: swiftComments) else { continue }
            found.append(invocation)
            offset = invocation.range.upperBound
        }
        // The program named through a variable the script sets to Needle (`NEEDLE=/opt/homebrew/bin/needle`, then
        // `$NEEDLE generate ...`).
        for variable in programVariables(assignments ?? self.assignments()) {
            for written in ["$" + variable, "${" + variable + "}"] {
                let pattern = Array(written.utf8)
                var offset = 0
                while let start = firstOffset(of: pattern, in: bytes, from: offset) {
                    offset = start + pattern.count
                    if written.hasPrefix("$"), !written.hasSuffix("}"), offset < bytes.count, isPathByte(bytes[offset]), bytes[offset] != UInt8(ascii: "/") {
                        continue  // `$NEEDLE_DIR`, not `$NEEDLE`
                    }
                    guard !found.contains(where: { $0.range.contains(start) }),
                          let invocation = command(programStart: start, nameEnd: offset, swiftComments: swiftComments) else { continue }
                    found.append(invocation)
                }
            }
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The variables the script sets to Needle's program (`needle_path=needle`, `NEEDLE=/opt/homebrew/bin/needle`).
    func programVariables(_ assignments: [(lineStart: Int, name: String, value: String)]) -> [String] {
        Set(assignments.filter { $0.value.split(separator: "/").last == "needle" }.map(\.name)).sorted()
    }

    /// The command when `needle` at `start` is a program name followed by `generate`.
    private func invocation(at start: Int, nameEnd: Int, swiftComments: Bool) -> NeedleInvocation? {
        // The program may be written as a path (`/opt/homebrew/bin/needle`, `$NEEDLE_DIR/needle`).
        var programStart = start
        while let previous = character(before: programStart), !previous.endsLiteral, isPathByte(previous.value) {
            programStart = previous.range.lowerBound
        }
        if programStart < start, character(before: start)?.value != UInt8(ascii: "/") { return nil }  // `myneedle`
        return command(programStart: programStart, nameEnd: nameEnd, swiftComments: swiftComments)
    }

    /// The command whose program name runs from `programStart` to `nameEnd`, when `generate` follows it.
    private func command(programStart: Int, nameEnd: Int, swiftComments: Bool) -> NeedleInvocation? {
        if let previous = character(before: programStart), !previous.endsLiteral,
           ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: ";"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "("), UInt8(ascii: "`")].contains(previous.value) { return nil }
        guard !isCommentedOut(programStart, swiftComments: swiftComments) else { return nil }
        let words = self.words(from: nameEnd)
        guard words.first?.value == "generate", words.first?.range.lowerBound != nameEnd else { return nil }
        var positional: [ShellWord] = []
        var excludedPaths: [String] = [], excludedSuffixes: [String] = [], others: [String] = []
        var index = 1
        while index < words.count {
            let word = words[index].value
            index += 1
            if listOptions.contains(word) {
                var values: [String] = []
                while index < words.count, !words[index].value.hasPrefix("--") {
                    values.append(words[index].value)
                    index += 1
                }
                switch word {
                case "--exclude-paths": excludedPaths += values
                case "--exclude-suffixes": excludedSuffixes += values
                default: others.append(([word] + values).joined(separator: " "))
                }
            } else if singleValueOptions.contains(word) {
                others.append(index < words.count ? "\(word) \(words[index].value)" : word)
                index += 1
            } else if word == "--pluginized" {
                continue
            } else if word.hasPrefix("--") {
                others.append(word)
            } else {
                positional.append(words[index - 1])
            }
        }
        guard let output = positional.first else { return nil }
        return NeedleInvocation(
            range: programStart..<(words.last?.range.upperBound ?? nameEnd), output: output, folders: Array(positional.dropFirst()),
            excludedPaths: excludedPaths, excludedSuffixes: excludedSuffixes, otherOptions: others)
    }
}

/// Bytes of a program path as scripts write it: letters, digits, `/ . _ - $ { }`.
private func isPathByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "$"), UInt8(ascii: "{"), UInt8(ascii: "}"):
        true
    default:
        false
    }
}
