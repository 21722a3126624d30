import NeedleFoundation

final class AppComponent: BootstrapComponent {
    public var account: Account { Account(name: "sample") }
}
