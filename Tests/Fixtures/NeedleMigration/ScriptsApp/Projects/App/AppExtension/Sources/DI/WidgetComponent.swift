import NeedleFoundation

final class WidgetComponent: BootstrapComponent {
    public var session: Session {
        return shared { Session() }
    }
    var timeline: TimelineComponent {
        return TimelineComponent(parent: self)
    }
}

protocol TimelineDependency: Dependency {
    var session: Session { get }
}

final class TimelineComponent: Component<TimelineDependency> {}

final class Session {}
