/// The active registrations of one place (the process, or one `withTestDoubles` scope), found by the type of
/// their path's last component so that creating any other component costs one dictionary miss.
struct TestDoubleTable {
    /// Oldest first, so the newest registration of a path is the last match.
    private var registrationsByLeaf: [ObjectIdentifier: [TestDoubleRegistration]] = [:]

    var isEmpty: Bool { registrationsByLeaf.isEmpty }

    /// Every registration, in no particular order.
    var all: [TestDoubleRegistration] { registrationsByLeaf.values.flatMap { $0 } }

    mutating func add(_ registration: TestDoubleRegistration) {
        guard let leaf = registration.path.leaf else { return }
        registrationsByLeaf[leaf, default: []].append(registration)
    }

    /// Removes `registration`; false when it was not here.
    @discardableResult
    mutating func remove(_ registration: TestDoubleRegistration) -> Bool {
        guard let leaf = registration.path.leaf, var registrations = registrationsByLeaf[leaf],
            let index = registrations.firstIndex(where: { $0 === registration })
        else { return false }
        registrations.remove(at: index)
        registrationsByLeaf[leaf] = registrations.isEmpty ? nil : registrations
        return true
    }

    func hasRegistrations(endingWith leaf: ObjectIdentifier) -> Bool {
        registrationsByLeaf[leaf] != nil
    }

    /// The newest registration of exactly `path`.
    func newest(for path: ComponentTypePath) -> TestDoubleRegistration? {
        guard let leaf = path.leaf else { return nil }
        return registrationsByLeaf[leaf]?.last { $0.path == path }
    }
}
