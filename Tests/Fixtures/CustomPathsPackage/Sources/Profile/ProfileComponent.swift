import DIRuntime

protocol ProfileDependency: Dependency {
    var profileStore: ProfileStore { get }
}

final class ProfileComponent: Component<ProfileDependency> {}
