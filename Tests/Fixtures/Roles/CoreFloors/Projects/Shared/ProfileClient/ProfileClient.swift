import SessionClient

/// Reads the signed-in user through SessionClient, which reads the profile here: a cycle.
public struct ProfileClient: Sendable {
    public init() {}
    public var displayName: String { "user" }
    public func isSignedIn() -> Bool { !SessionClient().userName().isEmpty }
}
