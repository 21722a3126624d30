import DIIndex
import DIScanner

extension SwinjectBinding {
    /// Two assemblies applied to one container, in one list (`Assembler([NetworkAssembly(), FeedAssembly()])`), that
    /// register the same service under the same name without arguments: the later one's registration replaces the
    /// earlier's, as Swinject keeps one entry per key. Only lists written out count (their order is known); each
    /// later registration is reported once, against the first one of the list. Names are compared as written, so
    /// only within one module, and only for assemblies and services whose names the workspace declares once.
    mutating func findAssemblyReplacements(_ files: [IndexedFile], types: () -> SwinjectTypeTable) {
        var positions: [String: [(list: Int, position: Int)]] = [:]
        var list = 0
        for file in files {
            for container in file.summary.swinject!.containers where container.assemblies.count >= 2 && !container.assemblies.contains("?") {
                for (position, assembly) in container.assemblies.enumerated() { positions[assembly, default: []].append((list, position)) }
                list += 1
            }
        }
        guard !positions.isEmpty else { return }
        struct Bucket: Hashable {
            var key: Int32
            var name: SwinjectName
            var conditions: [Condition]
            var module: String?
        }
        // Only keys registered more than once can be replaced: most workspaces have few, so few facts are read.
        var facts: [FileID: SwinjectFacts] = [:]
        var filesByID: [FileID: IndexedFile]?
        var buckets: [Bucket: [(owner: String, site: SwinjectSite)]] = [:]
        for key in 0..<(keyStart.count - 1) where keyStart[key + 1] - keyStart[key] >= 2 {
            for entry in entriesByKey[Int(keyStart[key])..<Int(keyStart[key + 1])] {
                let site = entries[Int(entry)].site
                if facts[site.file] == nil {
                    if filesByID == nil { filesByID = Dictionary(files.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) }
                    facts[site.file] = filesByID![site.file]?.summary.swinject
                }
                guard let registration = facts[site.file]?.registrations[site.index], case .assembly(let owner) = registration.target,
                    positions[owner] != nil, registration.argumentCount == 0,
                    registration.kind == .register || registration.kind == .autoregister
                else { continue }
                let module = filesByID![site.file]?.module
                buckets[Bucket(key: Int32(key), name: registration.name, conditions: registration.conditions, module: module), default: []]
                    .append((owner, site))
            }
        }
        let candidates = buckets.filter { Set($0.value.map(\.owner)).count >= 2 }
        guard !candidates.isEmpty else { return }
        let declared = types()
        func isDeclaredOnce(_ name: String?) -> Bool { name.flatMap(lastComponent).map { declared.declarationCount(of: $0) <= 1 } ?? false }
        var reported: Set<SwinjectSite> = []
        for registrations in candidates.values {
            guard registrations.allSatisfy({ isDeclaredOnce($0.owner) }),
                let first = registrations.first, isDeclaredOnce(facts[first.site.file]?.registrations[first.site.index].service?.text)
            else { continue }
            var inList: [Int: [(position: Int, site: SwinjectSite)]] = [:]
            for registration in registrations {
                for place in positions[registration.owner]! { inList[place.list, default: []].append((place.position, registration.site)) }
            }
            for placed in inList.values where Set(placed.map(\.position)).count >= 2 {
                let ordered = placed.sorted { ($0.position, $0.site) < ($1.position, $1.site) }
                let first = ordered[0]
                for later in ordered.dropFirst() where later.position != first.position && reported.insert(later.site).inserted {
                    problems.append(.replacedRegistration(duplicate: later.site, original: first.site))
                }
            }
        }
    }
}
