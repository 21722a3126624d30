/// One mock `di-gen mocks` writes: a class named `<Protocol>Mock` conforming to a dependency protocol, with one
/// settable property per requirement.
public struct PlannedMock: Hashable, Sendable {
    /// One property of the mock.
    public struct Property: Hashable, Sendable {
        public let name: String
        /// As written in the protocol.
        public let type: String
        /// The `#if` conditions the requirement needs beyond those of the protocol itself, as text.
        public let conditions: [String]
    }

    /// `FeedDependencyMock`.
    public let name: String
    /// The protocol as the mock names it (`FeedDependency`, or `Outer.FeedDependency` when nested).
    public let protocolName: String
    /// The protocol's own requirements in declaration order, then inherited ones.
    public let properties: [Property]
    /// The `#if` conditions the protocol is declared under.
    public let conditions: [String]
    /// Modules the files declaring the protocol and its requirements import.
    public let imports: [String]
    /// Modules that declare the protocol and its requirements, imported with `@testable`.
    public let testableImports: [String]
}

/// A dependency protocol `di-gen mocks` cannot write a mock for, and why.
public struct SkippedProtocol: Hashable, Sendable {
    public let name: String
    public let reason: String

    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }
}
