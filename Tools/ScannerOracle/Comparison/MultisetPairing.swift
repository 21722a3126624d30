/// Pairs two multisets of facts: first on an exact key, then what is left on looser "near" keys.
///
/// A near pair (same name, other line; or same line, other name) is one fact read wrongly, and the report
/// shows it as one disagreement with both sides, rather than as one missing and one extra fact.
struct MultisetPairing<Fact> {
    var matched: [(compiler: Fact, scanner: Fact)] = []
    var nearMisses: [(compiler: Fact, scanner: Fact)] = []
    var onlyCompiler: [Fact] = []
    var onlyScanner: [Fact] = []

    init<Key: Hashable>(
        compiler: [Fact], scanner: [Fact], key: (Fact) -> Key, nearKeys: [(Fact) -> AnyHashable]
    ) {
        var waiting = Self.queues(of: scanner, key: key)
        var unmatchedCompiler: [Fact] = []
        for fact in compiler {
            let factKey = key(fact)
            if let index = waiting[factKey]?.first {
                waiting[factKey]?.removeFirst()
                matched.append((fact, scanner[index]))
            } else {
                unmatchedCompiler.append(fact)
            }
        }
        var leftScanner = waiting.values.flatMap { $0 }.sorted().map { scanner[$0] }
        for nearKey in nearKeys {
            var nearWaiting = Self.queues(of: leftScanner, key: nearKey)
            var stillUnmatched: [Fact] = []
            var taken = Set<Int>()
            for fact in unmatchedCompiler {
                let factKey = nearKey(fact)
                if let index = nearWaiting[factKey]?.first {
                    nearWaiting[factKey]?.removeFirst()
                    taken.insert(index)
                    nearMisses.append((fact, leftScanner[index]))
                } else {
                    stillUnmatched.append(fact)
                }
            }
            unmatchedCompiler = stillUnmatched
            leftScanner = leftScanner.indices.filter { !taken.contains($0) }.map { leftScanner[$0] }
        }
        onlyCompiler = unmatchedCompiler
        onlyScanner = leftScanner
    }

    private static func queues<Key: Hashable>(of facts: [Fact], key: (Fact) -> Key) -> [Key: [Int]] {
        var queues: [Key: [Int]] = [:]
        for (index, fact) in facts.enumerated() { queues[key(fact), default: []].append(index) }
        return queues
    }
}
