import NeedleFoundation

public final class Account {
    public let name: String
    public init(name: String) { self.name = name }
}

public protocol ProfileDependency: Dependency {
    var account: Account { get }
}

public final class ProfileComponent: Component<ProfileDependency> {
    public var greeting: String { "hello \(dependency.account.name)" }
}
