/// `client/registerCapability` (server to client): register capabilities after `initialize`, here the file
/// watchers. Send only if the client declared dynamic registration for the capability.
public struct RegisterCapabilityRequest: LSPRequest {
    public static let method = "client/registerCapability"
    public typealias Response = VoidResponse

    public var registrations: [Registration]

    public init(registrations: [Registration]) { self.registrations = registrations }
}
