/// The values the benchmark apps provide: a session made once per root, and a network client.
final class Session {}
final class Network {}
