import ProfileClient

public struct SessionClient: Sendable {
    public init() {}
    public func userName() -> String { ProfileClient().displayName }
}
