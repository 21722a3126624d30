import NeedleFoundation
import UIKit

final class AppComponent: BootstrapComponent {
    public var session: Session {
        return shared { Session() }
    }
    var feed: FeedComponent { FeedComponent(parent: self) }
}
