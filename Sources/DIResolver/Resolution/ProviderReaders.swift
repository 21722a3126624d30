import DIIndex

/// Which components read each provider: the reverse of the bindings, kept per consumer so an update refreshes
/// only the consumers it binds again. Editors ask it for every provider of a file they show (inlay hints, code
/// lenses), so one answer is a dictionary lookup, never a walk over contexts.
///
/// Only `.provided` bindings are reads: generated code cannot read a mistyped or inaccessible provider. A
/// provider is known by its declaration, so a non-core component's member read directly and through its
/// pluginized component is one provider.
struct ProviderReaders: Sendable {
    /// For each consumer (by `ComponentID.rawValue`): the declarations its bindings read, in any context, sorted.
    private var readsByConsumer: ChunkedArray<[SourceLocation]>
    /// For each provider declaration read by someone: its readers.
    private(set) var readersByProvider: [SourceLocation: Set<ComponentID>] = [:]

    init(componentCount: Int) {
        readsByConsumer = ChunkedArray(repeating: [], count: componentCount)
    }

    /// Records what `consumer` reads in `contexts` (all of its contexts).
    /// - Returns: the providers whose readers went from none to some or from some to none.
    @discardableResult
    mutating func refresh(_ consumer: ComponentID, contexts: [ComponentContext]) -> [SourceLocation] {
        var reads: [SourceLocation] = []
        reads.reserveCapacity(contexts.first?.bindings.count ?? 0)
        // By index, reading only the bindings and of them only the location: copying a context or a binding's
        // provider retains its arrays and strings, and an edit of a root's provider refreshes every consumer.
        for contextIndex in contexts.indices {
            let bindings = contexts[contextIndex].bindings
            for index in bindings.indices {
                guard let location = bindings[index].providedLocation, !reads.contains(location) else { continue }
                reads.append(location)
            }
        }
        reads.sort()
        let old = readsByConsumer[consumer.rawValue]
        guard old != reads else { return [] }
        readsByConsumer[consumer.rawValue] = reads
        var flipped: [SourceLocation] = []
        // One lookup per location, the reader set changed in place: removing a provider every component reads
        // comes here once per component.
        for location in old where !reads.contains(location) {
            guard let at = readersByProvider.index(forKey: location) else { continue }
            readersByProvider.values[at].remove(consumer)
            if readersByProvider.values[at].isEmpty {
                readersByProvider.remove(at: at)
                flipped.append(location)
            }
        }
        for location in reads where !old.contains(location) {
            if let at = readersByProvider.index(forKey: location) {
                readersByProvider.values[at].insert(consumer)
            } else {
                readersByProvider[location] = [consumer]
                flipped.append(location)
            }
        }
        return flipped
    }
}

extension Resolution {
    /// The components whose requirements resolve to the provider declared at `location` on some path, in
    /// component order (empty when none does).
    public func readers(ofProviderAt location: SourceLocation) -> [ComponentID] {
        (providerReaders.readersByProvider[location] ?? []).sorted()
    }

    /// The same, unordered: for counting distinct readers of several providers without sorting each list.
    public func readerSet(ofProviderAt location: SourceLocation) -> Set<ComponentID> {
        providerReaders.readersByProvider[location] ?? []
    }

    /// How many components read the provider declared at `location`.
    public func readerCount(ofProviderAt location: SourceLocation) -> Int {
        providerReaders.readersByProvider[location]?.count ?? 0
    }
}
