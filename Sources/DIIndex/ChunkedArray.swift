/// An array stored as fixed-size chunks, so that copy-on-write after changing one element copies one
/// chunk and the list of chunks instead of every element.
///
/// The snapshot keeps one entry per file, the graph and the resolution one per component (10,000 in a
/// large app); each edit changes a few and keeps the previous analysis alive until the new one replaces
/// it. With a plain `Array` every edit retained and later released every element; here it costs about
/// `count / 256 + 256` of them.
///
/// The accessors are `@inlinable` so that other modules get them specialised for their element type: the
/// resolver reads tables of contexts and providers in its inner loops, and an unspecialised generic
/// subscript across the module boundary cost a metadata lookup per access.
public struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
    @usableFromInline
    static var chunkSize: Int { 256 }
    @usableFromInline
    var chunks: [[Element]] = []
    public private(set) var count = 0

    public init() {}

    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        var chunk: [Element] = []
        chunk.reserveCapacity(Self.chunkSize)
        for element in elements {
            chunk.append(element)
            if chunk.count == Self.chunkSize {
                chunks.append(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        if !chunk.isEmpty { chunks.append(chunk) }
        count = chunks.reduce(0) { $0 + $1.count }
    }

    public init(repeating element: Element, count: Int) {
        let full = Array(repeating: element, count: Self.chunkSize)
        chunks = Array(repeating: full, count: count / Self.chunkSize)
        if count % Self.chunkSize != 0 { chunks.append(Array(repeating: element, count: count % Self.chunkSize)) }
        self.count = count
    }

    @inlinable
    public var startIndex: Int { 0 }
    @inlinable
    public var endIndex: Int { count }

    /// Yields the element in place rather than copying it (elements are large structs).
    @inlinable
    public subscript(position: Int) -> Element {
        _read { yield chunks[position / Self.chunkSize][position % Self.chunkSize] }
        _modify { yield &chunks[position / Self.chunkSize][position % Self.chunkSize] }
    }

    public mutating func append(_ element: Element) {
        if count % Self.chunkSize == 0 {
            chunks.append([])
            chunks[chunks.count - 1].reserveCapacity(Self.chunkSize)
        }
        chunks[chunks.count - 1].append(element)
        count += 1
    }

    public mutating func removeAll() {
        chunks = []
        count = 0
    }
}

extension ChunkedArray: Sendable where Element: Sendable {}
