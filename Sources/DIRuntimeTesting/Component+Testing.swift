import DIRuntime

extension Component {
    /// A parent under which this component, created in a test, gets `dependency` as its `dependency`: the
    /// component under test needs no ancestors, no registration and nothing undone afterwards.
    ///
    /// `let feed = FeedComponent(parent: FeedComponent.testParent(providing: FeedDependencyMock(session: s)))`,
    /// or with any other initialiser the component declares (`LoggedInComponent(parent: LoggedInComponent
    /// .testParent(providing: mock), user: "ann")`). The argument's type is this component's dependency
    /// protocol, so a mock of another protocol does not compile. A component of another type created under the
    /// parent gets the double only if it conforms to that component's protocol, and otherwise stops with a
    /// message naming the component and its protocol. The children the component under test creates have no
    /// provider on this path: put each under test the same way.
    ///
    /// (A convenience `init(testDependency:)` would be shorter, but Swift lets a subclass in another module
    /// inherit one only when every designated initialiser up to `Scope` is public, and DIRuntime's are not.)
    public static func testParent(providing dependency: DependencyType) -> Scope {
        TestParent(double: dependency as AnyObject)
    }
}
