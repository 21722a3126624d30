import DIRuntime

/// The parent of a component under test: a root of its own that hands `double` to the components created
/// directly under it, so the component needs no ancestors and no registration.
///
/// It counts as a test double in effect while it lives (a component keeps its parent alive), and its name is
/// what DIRuntime's messages show for it: a child of a component under test, which has no provider of its own,
/// stops with "no dependency provider is registered for ... at path TestParent -> FeedComponent -> ...".
final class TestParent: BootstrapComponent, @unchecked Sendable {
    let double: AnyObject

    init(double: AnyObject) {
        self.double = double
        TestDoubleRegistry.shared.beginTestParent()
        super.init()
    }

    deinit {
        TestDoubleRegistry.shared.endTestParent()
    }
}
