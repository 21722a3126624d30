import Swinject

/// Settings get a container of their own, a child of the app's shared one: what they register stays theirs.
enum Containers {
    static let shared = Container()
    static let settings = Container(parent: shared)
}

final class SettingsFlow {
    func start() -> SettingsViewController {
        Containers.settings.register(Preferences.self) { _ in Preferences() }
        Containers.settings.register(SettingsViewController.self) { r in
            SettingsViewController(preferences: r.resolve(Preferences.self)!)
        }
        return Containers.settings.resolve(SettingsViewController.self)!
    }

    /// The app's badge reads the preferences from the shared container, which cannot see the child's registration.
    func badgeCount() -> Int {
        Containers.shared.resolve(Preferences.self)!.badgeCount
    }
}
