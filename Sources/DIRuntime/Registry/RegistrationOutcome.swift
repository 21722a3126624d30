/// What registering a provider factory for a path did.
///
/// Registering the same path again replaces the earlier factory, deliberately: calling the generated
/// `registerProviderFactories()` twice (say, in each test's `setUp`) is harmless, and a test may put its own
/// provider on a path after registering the generated ones.
public enum RegistrationOutcome: Equatable, Sendable {
    /// The path had no factory before.
    case added
    /// The path had a factory, which this one replaced.
    case replaced
}
