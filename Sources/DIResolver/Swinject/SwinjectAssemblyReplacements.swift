import DIIndex
import DIScanner

extension SwinjectBinding {
    /// Two assemblies applied to one container, in one list (`Assembler([NetworkAssembly(), FeedAssembly()])`), that
    /// register the same service under the same name without arguments: the later one's registration replaces the
    /// earlier's, as Swinject keeps one entry per key. Only lists written out count (their order is known); each
    /// later registration is reported once, against the first one of the list.
    mutating func findAssemblyReplacements(_ files: [IndexedFile], keyed: [FileID: SwinjectKeyedFile]) {
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
        }
        var buckets: [Bucket: [(owner: String, site: SwinjectSite)]] = [:]
        for file in files {
            let numbers = keyed[file.id]!.registrationKeyNumbers
            for (index, registration) in file.summary.swinject!.registrations.enumerated() {
                guard case .assembly(let owner) = registration.target, positions[owner] != nil, registration.argumentCount == 0,
                    registration.kind == .register || registration.kind == .autoregister, let key = numbers[index].first
                else { continue }
                buckets[Bucket(key: key, name: registration.name, conditions: registration.conditions), default: []]
                    .append((owner, SwinjectSite(file: file.id, index: index)))
            }
        }
        var reported: Set<SwinjectSite> = []
        for registrations in buckets.values where Set(registrations.map(\.owner)).count >= 2 {
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
