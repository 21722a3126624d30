import NeedleFoundation
import Profile

final class AppComponent: BootstrapComponent {
    public var account: Account { shared { Account(name: "lin") } }
    var profile: ProfileComponent { ProfileComponent(parent: self) }
}
