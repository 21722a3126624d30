import DIIndex

/// Which requirements of dependency protocols no code reads through `dependency`, kept per consumer so that an
/// edit changing no read and no requirement costs nothing, and one that does costs its own requirements.
///
/// A requirement (by declaration) is read when some component requiring it (through its protocol or one
/// inheriting it) reads `dependency.name`, or reads nothing through `dependency` at all (it may hand the whole
/// dependency to other code, which the scanner cannot follow), or when a struct, enum, actor, protocol or a
/// class that is not a component reads `dependency.name` (code handed a dependency, such as a view model).
struct DependencyReadTable: Sendable {
    private struct Use: Hashable, Sendable {
        let requirement: Requirement
        let isRead: Bool
    }

    private var usesByConsumer: [ComponentID: [Use]] = [:]
    private var consumersByLocation: [SourceLocation: Set<ComponentID>] = [:]
    private var readCounts: [SourceLocation: Int] = [:]
    private var requirements: [SourceLocation: Requirement] = [:]
    private var locationsByName: [String: Set<SourceLocation>] = [:]
    /// Names read through `dependency` outside components, with how many files' declarations read each.
    private var otherReads: [String: Int] = [:]
    /// The requirements nobody reads.
    private(set) var unread: Set<SourceLocation> = []

    /// Records what `consumer` requires (its protocol's requirements, flattened) and reads.
    mutating func update(_ consumer: ComponentID, requirements required: [Requirement], reads: [String]) {
        let uses = required.map { Use(requirement: $0, isRead: reads.isEmpty || reads.contains($0.name)) }
        let old = usesByConsumer[consumer] ?? []
        guard old != uses else { return }
        usesByConsumer[consumer] = uses.isEmpty ? nil : uses
        var touched = Set<SourceLocation>()
        for use in old {
            let location = use.requirement.location
            consumersByLocation[location]?.remove(consumer)
            if use.isRead { readCounts[location, default: 0] -= 1 }
            touched.insert(location)
        }
        for use in uses {
            let location = use.requirement.location
            consumersByLocation[location, default: []].insert(consumer)
            if use.isRead { readCounts[location, default: 0] += 1 }
            if let previous = requirements[location], previous.name != use.requirement.name {
                locationsByName[previous.name]?.remove(location)
            }
            requirements[location] = use.requirement
            locationsByName[use.requirement.name, default: []].insert(location)
            touched.insert(location)
        }
        for location in touched { reevaluate(location) }
    }

    /// Records the reads outside components of one file's old and new contribution.
    mutating func updateOtherReads(removing removed: [String], adding added: [String]) {
        guard removed != added else { return }
        for name in removed { otherReads[name, default: 0] -= 1 }
        for name in added { otherReads[name, default: 0] += 1 }
        for name in Set(removed).symmetricDifference(added) {
            if otherReads[name] == 0 { otherReads[name] = nil }
            for location in locationsByName[name] ?? [] { reevaluate(location) }
        }
    }

    func requirement(at location: SourceLocation) -> Requirement? { requirements[location] }

    /// The components that require the requirement declared at `location`.
    func consumers(of location: SourceLocation) -> [ComponentID] { (consumersByLocation[location] ?? []).sorted() }

    private mutating func reevaluate(_ location: SourceLocation) {
        guard let requirement = requirements[location] else { return }
        guard consumersByLocation[location]?.isEmpty == false else {
            consumersByLocation[location] = nil
            readCounts[location] = nil
            requirements[location] = nil
            locationsByName[requirement.name]?.remove(location)
            unread.remove(location)
            return
        }
        if readCounts[location, default: 0] == 0 && otherReads[requirement.name] == nil {
            unread.insert(location)
        } else {
            unread.remove(location)
        }
    }
}
