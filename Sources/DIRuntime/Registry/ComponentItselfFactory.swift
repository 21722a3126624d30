#if canImport(Synchronization)
import Synchronization
#endif

/// The factory of a path whose component is its own provider: generated code conforms the component to its
/// dependency protocol, so its dependency is the component itself, seen as that protocol.
///
/// Registration names only the component type (no closure per line, which was a fifth of what the generated
/// file cost to compile), so the first component on the path converts itself with a dynamic cast, and the
/// factory keeps the witness-table words of the result: a class-bound existential is the object followed by
/// one witness table per protocol, and every component on one path has the same exact type, so later ones
/// write their own address followed by those words. Where atomics are unavailable every component casts.
@usableFromInline
final class ComponentItselfFactory: ProviderFactory, @unchecked Sendable {
    /// Word 0: the first witness table once known (0 before), published with release ordering after word 1,
    /// the second witness table of a two-protocol composition (or 0). Word 2: claimed (1) by the one thread
    /// that writes words 0 and 1, so no two threads ever write them.
    private let words: UnsafeMutablePointer<Int>

    init() {
        words = .allocate(capacity: 3)
        words.initialize(repeating: 0, count: 3)
        super.init(isComponentItself: true)
    }

    deinit {
        words.deallocate()
    }

    /// The witness-table words after the first component on this path converted itself, or `nil`.
    @usableFromInline
    func cachedWitnessWords() -> (Int, Int)? {
        #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            let first = AtomicWord.loadAcquiring(UnsafeMutableRawPointer(words))
            return first == 0 ? nil : (first, words[1])
        }
        #endif
        return nil
    }

    /// Keeps the witness-table words of a component's dependency, the words after its object.
    @usableFromInline
    func rememberWitnessWords(_ first: Int, _ second: Int) {
        #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            // The first thread to claim the words writes them; the second is written before the first is published.
            guard AtomicWord.compareExchange(expected: 0, desired: 1, at: UnsafeMutableRawPointer(words + 2)).exchanged
            else { return }
            words[1] = second
            AtomicWord.storeReleasing(first, at: UnsafeMutableRawPointer(words))
        }
        #endif
    }
}
