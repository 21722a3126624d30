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

/// The shortest edit script from `a` to `b` (Myers 1986, in linear space: each part is split at the middle of
/// its shortest path, found from both ends), or nil when it needs more than `maximumEdits` edits. Lines are
/// numbered first, so the search compares integers; memory grows with the lines, not with the edits.
private func editScript(_ a: [String], _ b: [String], maximumEdits: Int) -> [EditStep]? {
    var numbers: [String: Int32] = [:]
    func number(_ line: String) -> Int32 {
        if let known = numbers[line] { return known }
        let new = Int32(numbers.count)
        numbers[line] = new
        return new
    }
    var search = EditSearch(a: a.map(number), b: b.map(number))
    guard search.diff(0, a.count, 0, b.count, budget: maximumEdits) else { return nil }
    return search.steps
}

/// The state of `editScript`'s search: the numbered lines and the steps found so far, in order.
private struct EditSearch {
    let a: [Int32]
    let b: [Int32]
    var steps: [EditStep] = []

    /// Appends the steps from `a[aLow..<aHigh]` to `b[bLow..<bHigh]`; false when `budget` (nil: none) is exceeded.
    mutating func diff(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int, budget: Int?) -> Bool {
        var (aLow, bLow, aHigh, bHigh) = (aLow, bLow, aHigh, bHigh)
        while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] {
            steps.append(EditStep(kind: .same, oldLine: aLow, newLine: bLow))
            (aLow, bLow) = (aLow + 1, bLow + 1)
        }
        var suffix = 0
        while aHigh - suffix > aLow, bHigh - suffix > bLow, a[aHigh - suffix - 1] == b[bHigh - suffix - 1] { suffix += 1 }
        (aHigh, bHigh) = (aHigh - suffix, bHigh - suffix)
        if aLow == aHigh || bLow == bHigh {
            if let budget, (aHigh - aLow) + (bHigh - bLow) > budget { return false }
            for line in aLow..<aHigh { steps.append(EditStep(kind: .delete, oldLine: line, newLine: bLow)) }
            for line in bLow..<bHigh { steps.append(EditStep(kind: .insert, oldLine: aHigh, newLine: line)) }
        } else {
            guard let (x, y) = middle(aLow, aHigh, bLow, bHigh, budget: budget) else { return false }
            guard diff(aLow, x, bLow, y, budget: nil), diff(x, aHigh, y, bHigh, budget: nil) else { return false }
        }
        for offset in 0..<suffix { steps.append(EditStep(kind: .same, oldLine: aHigh + offset, newLine: bHigh + offset)) }
        return true
    }

    /// A point on a shortest path from (aLow, bLow) to (aHigh, bHigh), where the searches from both ends meet;
    /// nil when that path is longer than `budget` edits.
    private func middle(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int, budget: Int?) -> (Int, Int)? {
        let n = aHigh - aLow, m = bHigh - bLow
        let maxD = (n + m + 1) / 2
        let offset = maxD + 1, size = 2 * maxD + 3
        var forward = [Int](repeating: -1, count: size), backward = [Int](repeating: -1, count: size)
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        let delta = n - m
        let oddDelta = delta % 2 != 0
        for d in 0...maxD {
            if let budget, 2 * d > budget + 1 { return nil }
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1]) ? forward[offset + k + 1] : forward[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[aLow + x] == b[bLow + y] { (x, y) = (x + 1, y + 1) }
                forward[offset + k] = x
                if oddDelta, abs(delta - k) <= d - 1, backward[offset + delta - k] != -1, x >= n - backward[offset + delta - k] {
                    return (aLow + x, bLow + y)
                }
            }
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1]) ? backward[offset + k + 1] : backward[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[aHigh - x - 1] == b[bHigh - y - 1] { (x, y) = (x + 1, y + 1) }
                backward[offset + k] = x
                if !oddDelta, abs(delta - k) <= d, forward[offset + delta - k] != -1 {
                    let forwardX = forward[offset + delta - k]
                    if forwardX >= n - x { return (aLow + forwardX, bLow + forwardX - (delta - k)) }
                }
            }
        }
        return (aLow + n, bLow)  // unreachable: the searches meet by d = maxD
    }
}
