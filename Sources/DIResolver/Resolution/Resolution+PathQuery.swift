extension Resolution {
    /// The bindings of the last component's requirements on exactly this path (root first), in the order of
    /// its dependency protocol's requirements; nil when resolution did not walk that path.
    ///
    /// For tools that compare with another resolver's choice per path (`Tools/NeedleOracle`).
    public func bindings(onPath path: [ComponentID]) -> [Binding]? {
        guard let last = path.last, last.rawValue < paths.count else { return nil }
        return paths[last.rawValue].first { $0.path.components == path }?.bindings
    }
}
