/// A unified diff of two texts by lines (`diff -u`), with `context` lines around each change: what
/// `di-gen generate --check --diff` prints for a stale generated file. Myers' O(ND) algorithm; past
/// `maximumEdits` differing lines it gives up on the listing and says how many lines each side has.
public func unifiedDiff(
    old: String, new: String, oldLabel: String, newLabel: String, context: Int = 3, maximumEdits: Int = 20_000
) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let script = editScript(a, b, maximumEdits: maximumEdits) else {
        return "--- \(oldLabel)\n+++ \(newLabel)\n(more than \(maximumEdits) lines differ: \(a.count) lines before, \(b.count) after)\n"
    }
    guard script.contains(where: { $0.kind != .same }) else { return "" }
    var output = "--- \(oldLabel)\n+++ \(newLabel)\n"
    // Hunks: runs of changes with up to 2 * context unchanged lines between them.
    var index = 0
    while index < script.count {
        guard script[index].kind != .same else { index += 1; continue }
        let start = max(0, index - context)
        var end = index
        var sameRun = 0
        var scan = index
        while scan < script.count {
            if script[scan].kind == .same {
                sameRun += 1
                if sameRun > 2 * context { break }
            } else {
                sameRun = 0
                end = scan
            }
            scan += 1
        }
        let stop = min(script.count, end + context + 1)
        let hunk = script[start..<stop]
        let oldStart = hunk.first.map { $0.oldLine } ?? 0
        let newStart = hunk.first.map { $0.newLine } ?? 0
        let oldCount = hunk.count { $0.kind != .insert }
        let newCount = hunk.count { $0.kind != .delete }
        output += "@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@\n"
        for step in hunk {
            switch step.kind {
            case .same: output += " " + a[step.oldLine] + "\n"
            case .delete: output += "-" + a[step.oldLine] + "\n"
            case .insert: output += "+" + b[step.newLine] + "\n"
            }
        }
        index = stop
    }
    return output
}

private struct EditStep {
    enum Kind { case same, delete, insert }
    let kind: Kind
    /// The line of the old text at this step (for an insert, the old line it comes before).
    let oldLine: Int
    let newLine: Int
}

/// The shortest edit script from `a` to `b` (Myers 1986), or nil when it needs more than `maximumEdits` edits.
/// The common first and last lines are matched first; the search keeps, for each number of edits `d`, only the
/// `2d - 1` diagonals it reached (as `Int32`), so memory grows with the square of the edits, not with edits
/// times lines.
private func editScript(_ a: [String], _ b: [String], maximumEdits: Int) -> [EditStep]? {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
    let n = a.count - prefix - suffix, m = b.count - prefix - suffix
    let limit = min(n + m, maximumEdits)
    let offset = limit + 1
    var frontier = [Int](repeating: 0, count: 2 * limit + 3)
    // trace[d]: the frontier after d - 1 edits, diagonals -(d - 1)...(d - 1).
    var trace: [[Int32]] = []
    var found = false
    outer: for d in 0...limit {
        trace.append(d == 0 ? [] : frontier[(offset - d + 1)...(offset + d - 1)].map { Int32($0) })
        for k in stride(from: -d, through: d, by: 2) {
            var x = k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
                ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
            var y = x - k
            while x < n, y < m, a[prefix + x] == b[prefix + y] {
                x += 1
                y += 1
            }
            frontier[offset + k] = x
            if x >= n, y >= m {
                found = true
                break outer
            }
        }
    }
    guard found else { return nil }
    // Walk back through the saved frontiers.
    var steps: [EditStep] = (0..<suffix).reversed().map { EditStep(kind: .same, oldLine: prefix + n + $0, newLine: prefix + m + $0) }
    var x = n, y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
        let previous = trace[d]
        func reached(_ k: Int) -> Int { Int(previous[k + d - 1]) }
        let k = x - y
        let previousK = d == 0 ? 0 : (k == -d || (k != d && reached(k - 1) < reached(k + 1)) ? k + 1 : k - 1)
        let previousX = d == 0 ? 0 : reached(previousK)
        let previousY = previousX - previousK
        while x > previousX, y > previousY {
            x -= 1
            y -= 1
            steps.append(EditStep(kind: .same, oldLine: prefix + x, newLine: prefix + y))
        }
        if d > 0 {
            if x == previousX {
                y -= 1
                steps.append(EditStep(kind: .insert, oldLine: prefix + x, newLine: prefix + y))
            } else {
                x -= 1
                steps.append(EditStep(kind: .delete, oldLine: prefix + x, newLine: prefix + y))
            }
        }
    }
    steps += (0..<prefix).reversed().map { EditStep(kind: .same, oldLine: $0, newLine: $0) }
    return steps.reversed()
}
