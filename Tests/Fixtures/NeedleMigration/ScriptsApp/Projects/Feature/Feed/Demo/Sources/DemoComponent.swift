import NeedleFoundation

final class AppComponent: BootstrapComponent {
    var session: Session { Session() }
}
