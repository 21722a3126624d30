/// DIRuntime: what apps link; under construction.
public protocol Dependency: AnyObject {}
