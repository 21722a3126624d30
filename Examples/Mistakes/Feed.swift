import DIRuntime

protocol FeedDependency: Dependency {
    /// Mistake: the root provides `Session`, not `Session?`.
    var session: Session? { get }
    /// Mistake: the root's keychain is private.
    var secrets: Keychain { get }
}

final class FeedComponent: Component<FeedDependency> {}

/// Mistake: the protocol's name is misspelled.
final class SettingsComponent: Component<SettingDependency> {}
