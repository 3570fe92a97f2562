@_exported import Models

public struct Badge {
    public let user: User
    public init(user: User) { self.user = user }
}
