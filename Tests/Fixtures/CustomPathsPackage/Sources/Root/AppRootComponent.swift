import DIRuntime

final class AppRootComponent: BootstrapComponent {
    // Internal, and read by ProfileComponent in another folder of the same target: fine.
    var profileStore: ProfileStore { shared { ProfileStore() } }
    public var session: Session { shared { Session() } }

    var profile: ProfileComponent { ProfileComponent(parent: self) }
    var checkout: CheckoutComponent { CheckoutComponent(parent: self) }
}
