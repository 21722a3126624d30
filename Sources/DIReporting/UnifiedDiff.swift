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
private func editScript(_ a: [String], _ b: [String], maximumEdits: Int) -> [EditStep]? {
    let n = a.count, m = b.count
    let limit = min(n + m, maximumEdits)
    let offset = limit + 1
    var frontier = [Int](repeating: 0, count: 2 * limit + 3)
    var trace: [[Int]] = []
    var found = false
    outer: for d in 0...limit {
        trace.append(frontier)
        for k in stride(from: -d, through: d, by: 2) {
            var x = k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
                ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
            var y = x - k
            while x < n, y < m, a[x] == b[y] {
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
    var steps: [EditStep] = []
    var x = n, y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
        let previous = trace[d]
        let k = x - y
        let previousK = d == 0 ? 0 : (k == -d || (k != d && previous[offset + k - 1] < previous[offset + k + 1]) ? k + 1 : k - 1)
        let previousX = d == 0 ? 0 : previous[offset + previousK]
        let previousY = previousX - previousK
        while x > previousX, y > previousY {
            x -= 1
            y -= 1
            steps.append(EditStep(kind: .same, oldLine: x, newLine: y))
        }
        if d > 0 {
            if x == previousX {
                y -= 1
                steps.append(EditStep(kind: .insert, oldLine: x, newLine: y))
            } else {
                x -= 1
                steps.append(EditStep(kind: .delete, oldLine: x, newLine: y))
            }
        }
    }
    return steps.reversed()
}
