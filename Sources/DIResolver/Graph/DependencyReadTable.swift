import DIIndex
import DIScanner

/// Which requirements of dependency protocols no code reads through `dependency`, kept per consumer so that an
/// edit changing no read and no requirement costs nothing, and one that does costs its own requirements.
///
/// A requirement (by declaration) is read when some component requiring it (through its protocol or one
/// inheriting it) reads `dependency.name`, or reads nothing through `dependency` at all (it may hand the whole
/// dependency to other code, which the scanner cannot follow), or when a struct, enum, actor, protocol or a
/// class that is not a component reads `dependency.name` (code handed a dependency, such as a view model).
///
/// Only misses are counted: how many consumers read through `dependency` but not this name. A requirement is a
/// candidate when some consumer misses it, and unread when every consumer does (the graph counts its consumers,
/// for the few candidates). A workspace whose components read nothing through `dependency` has no candidates, so
/// building the table for 10,000 components costs a list of locations per component and nothing else.
struct DependencyReadTable: Sendable {
    /// Each consumer's requirement declarations and, of those, the ones it misses (by `ComponentID.rawValue`).
    private var locationsByConsumer: ChunkedArray<[SourceLocation]>
    private var missesByConsumer: ChunkedArray<[SourceLocation]>
    /// Candidates: how many consumers miss each, and the requirement (for wording).
    private var misses: [SourceLocation: (count: Int, requirement: Requirement)] = [:]
    /// Names read through `dependency` outside components, with how many declarations read each.
    private var otherReads: [String: Int] = [:]
    /// The requirements nobody reads.
    private(set) var unread: Set<SourceLocation> = []

    init(componentCount: Int = 0) {
        locationsByConsumer = ChunkedArray(repeating: [], count: componentCount)
        missesByConsumer = ChunkedArray(repeating: [], count: componentCount)
    }

    /// Records what `consumer` requires (its protocol's requirements, flattened) and reads.
    /// - Returns: the candidates whose state may have changed (for `reevaluate`).
    mutating func update(_ consumer: ComponentID, requirements required: [Requirement], reads: [String]) -> [SourceLocation] {
        let locations = required.map(\.location)
        let missed = reads.isEmpty ? [] : required.filter { !reads.contains($0.name) }
        let oldLocations = locationsByConsumer[consumer.rawValue]
        let oldMisses = missesByConsumer[consumer.rawValue]
        // Renamed or retyped in place (same declaration range): its name decides whether other code reads it.
        var rewritten: [SourceLocation] = []
        for requirement in missed where misses[requirement.location].map({ $0.requirement != requirement }) == true {
            misses[requirement.location]?.requirement = requirement
            rewritten.append(requirement.location)
        }
        guard oldLocations != locations || oldMisses != missed.map(\.location) else { return rewritten }
        locationsByConsumer[consumer.rawValue] = locations
        missesByConsumer[consumer.rawValue] = missed.map(\.location)
        for location in oldMisses {
            misses[location]?.count -= 1
            if misses[location]?.count == 0 {
                misses[location] = nil
                unread.remove(location)
            }
        }
        for requirement in missed { misses[requirement.location, default: (0, requirement)].count += 1 }
        // A consumer coming or going changes how many consumers its requirements have.
        return Set(oldLocations + locations + rewritten).filter { misses[$0] != nil }.sorted()
    }

    /// Records the reads outside components of one file's old and new contribution.
    /// - Returns: the candidates whose state may have changed.
    mutating func updateOtherReads(removing removed: [String], adding added: [String]) -> [SourceLocation] {
        guard removed != added else { return [] }
        for name in removed { otherReads[name, default: 0] -= 1 }
        for name in added { otherReads[name, default: 0] += 1 }
        let changed = Set(removed).symmetricDifference(added)
        for name in changed where otherReads[name] == 0 { otherReads[name] = nil }
        return misses.filter { changed.contains($0.value.requirement.name) }.map(\.key)
    }

    /// Every candidate, for evaluating after a full build.
    var candidates: [SourceLocation] { Array(misses.keys) }

    func requirement(at location: SourceLocation) -> Requirement? { misses[location]?.requirement }

    /// The candidates named by one of `hashes` (`NameHash.member`), whose member reads changed.
    func candidates(memberNamed hashes: Set<UInt32>) -> [SourceLocation] {
        guard !hashes.isEmpty else { return [] }
        return misses.filter { hashes.contains(NameHash.member($0.value.requirement.name)) }.map(\.key)
    }

    /// Whether no consumer of `location` reads it through `dependency`, nor does other code: it is unread unless a
    /// member read (`MemberReadTable`) says otherwise.
    func isUnreadThroughDependency(_ location: SourceLocation, consumers: Int) -> Bool {
        guard let entry = misses[location] else { return false }
        return entry.count >= consumers && otherReads[entry.requirement.name] == nil
    }

    /// Decides the state of `location` now that its consumers number `consumers`; a requirement read as a member
    /// somewhere (`MemberReadTable`) is read.
    mutating func reevaluate(_ location: SourceLocation, consumers: Int, isReadAsMember: Bool) {
        guard let entry = misses[location] else {
            unread.remove(location)
            return
        }
        if entry.count >= consumers && otherReads[entry.requirement.name] == nil && !isReadAsMember {
            unread.insert(location)
        } else {
            unread.remove(location)
        }
    }
}
