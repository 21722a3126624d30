/// The script edits for a file holding `needle generate` commands: each command becomes
/// `di-gen generate --output OUTPUT` (the output as written, so the unit whose `generatedFile` it names is
/// generated, from the folders `.di-lsp.json` gives it), a test for Needle's presence tests for di-gen's, and a
/// warning printed when Needle is missing becomes an error that fails the build.
extension ScriptReader {
    /// Each command with the Xcode file lists its step writes (relative to where it runs), when given. A presence
    /// test (and the warning in its `else`) changes only when every command it guards is rewritten; one that
    /// also guards a command left on Needle stays, and its offset is returned to be listed. `all` are every
    /// command of the file, rewritten or not; `assignments` the script's (`assignments()`).
    func rewritten(
        _ commands: [(invocation: NeedleInvocation, lists: (inputs: String, outputs: String)?)], all: [NeedleInvocation],
        assignments: [(lineStart: Int, name: String, value: String)]
    ) -> (bytes: [UInt8], mixedTests: [Int]) {
        var edits: [(range: Range<Int>, text: String)] = commands.map { invocation, lists in
            let output = String(decoding: bytes[invocation.output.range], as: UTF8.self)
            // From `$SRCROOT`, where the phase declares them, wherever the step runs (from the current folder when
            // something else runs it, such as `make`); quoted, as SRCROOT may hold a space.
            let listOptions = lists.map {
                " --input-file-list " + encoded("\"${SRCROOT:-.}/\($0.inputs)\"") + " --output-file-list " + encoded("\"${SRCROOT:-.}/\($0.outputs)\"")
            } ?? ""
            return (invocation.range, "di-gen generate --output " + output + listOptions)
        }
        let rewrittenStarts = Set(commands.map(\.invocation.range.lowerBound))
        var mixedTests: [Int] = []
        var blocks: [(range: Range<Int>, rewritten: Bool)] = []
        for test in presenceTests(programVariables: programVariables(assignments)) {
            let block = test.range.lowerBound..<blockEnd(after: test.range.upperBound)
            let guarded = all.filter { block.contains($0.range.lowerBound) }
            let rewrittenCount = guarded.count { rewrittenStarts.contains($0.range.lowerBound) }
            let rewrites = !guarded.isEmpty && rewrittenCount == guarded.count
            if rewrittenCount > 0, !rewrites { mixedTests.append(test.range.lowerBound) }
            if rewrites { edits.append(test) }
            blocks.append((block, rewrites))
        }
        for warning in missingToolWarnings() {
            // The warning of the block it is in; outside any, it changes when every command of the file does.
            let block = blocks.last { $0.range.contains(warning.range.lowerBound) }
            if block?.rewritten ?? (!all.isEmpty && commands.count == all.count) { edits.append(warning) }
        }
        // Sorted once; an edit overlapping its neighbour is dropped with it (the command's own edit wins nothing).
        edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var copied = 0
        for (index, edit) in edits.enumerated() {
            let overlapsPrevious = index > 0 && edits[index - 1].range.overlaps(edit.range)
            let overlapsNext = index + 1 < edits.count && edits[index + 1].range.overlaps(edit.range)
            guard !overlapsPrevious, !overlapsNext else { continue }
            result += bytes[copied..<edit.range.lowerBound]
            result += Array(edit.text.utf8)
            copied = edit.range.upperBound
        }
        return (result + bytes[copied...], mixedTests)
    }

    /// Where the `if` block that a test at `offset` opens ends: the start of its `fi` (a command word `fi` at the
    /// start of a line or after `;`), or the end of the script.
    private func blockEnd(after offset: Int) -> Int {
        var position = offset
        var atCommandStart = false
        var depth = 0
        while let character = character(at: position) {
            if character.endsLiteral { return position }
            if atCommandStart, let word = words(from: position).first?.value {
                if word == "if" { depth += 1 }
                if word == "fi" {
                    if depth == 0 { return position }
                    depth -= 1
                }
            }
            atCommandStart = character.value == UInt8(ascii: "\n") || character.value == UInt8(ascii: ";")
            position = character.range.upperBound
        }
        return bytes.count
    }

    /// `which needle`, `command -v needle`, `type needle`, `hash needle` -> `command -v di-gen`.
    private func presenceTests(programVariables: [String]) -> [(range: Range<Int>, text: String)] {
        // Also through a variable the script sets to Needle (`which $needle_path`), as its commands are found.
        let programs = ["needle"] + programVariables.flatMap { ["$" + $0, "${" + $0 + "}"] }
        let tests = programs.flatMap { program in ["which ", "command -v ", "type ", "hash ", "type -p "].map { $0 + program } }
        return tests.flatMap { test in
            occurrences(of: test).compactMap { start in
                let end = start + test.utf8.count
                guard end == bytes.count || !isNameByte(bytes[end]) else { return nil }  // `which needlework`
                return (start..<end, "command -v di-gen")
            }
        }
    }

    /// `echo "warning: Needle not installed, download from ..."` (Needle's README recipe) -> an error and `exit 1`:
    /// a build without di-gen must fail, not go on with a stale generated file.
    private func missingToolWarnings() -> [(range: Range<Int>, text: String)] {
        occurrences(of: "echo").compactMap { start in
            let words = self.words(from: start + 4)
            guard let message = words.first, message.value.lowercased().contains("needle"),
                  message.value.lowercased().contains("warning") || message.value.lowercased().contains("not installed")
            else { return nil }
            let replacement = "echo " + encoded("\"error: di-gen not found: install it (make install in a di-lsp checkout) or put it on PATH\"")
                + "; exit 1"
            return (start..<(words.last?.range.upperBound ?? message.range.upperBound), replacement)
        }
    }

    private func occurrences(of text: String) -> [Int] {
        let pattern = Array(text.utf8)
        guard pattern.count <= bytes.count else { return [] }
        return (0...(bytes.count - pattern.count)).filter { start in
            bytes[start] == pattern[0] && bytes[start..<start + pattern.count].elementsEqual(pattern)
                && (start == 0 || !isNameByte(bytes[start - 1]))
        }
    }
}

private func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "_"), UInt8(ascii: "-"):
        true
    default:
        false
    }
}

