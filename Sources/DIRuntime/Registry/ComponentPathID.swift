/// The identity of one path from a root to a component, such as RootComponent -> LoggedInComponent -> Feed.
///
/// A small integer handed out by `DependencyProviderRegistry`, which interns each (parent path, component type)
/// step once. Equal paths get equal ids and different paths different ids by construction, so there is no
/// hash to collide and nothing is keyed by strings at run time. Ids are meaningful only within one process.
public struct ComponentPathID: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline
    let rawValue: Int

    init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The id of the empty path above every root; roots are steps from here.
    public static let origin = ComponentPathID(rawValue: 0)

    public var description: String { "path#\(rawValue)" }
}
