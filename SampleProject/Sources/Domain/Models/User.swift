import Foundation

/// The signed-in customer as the app's screens understand them.
public struct User: Identifiable, Hashable, Sendable {
    public let id: String
    public var displayName: String
    public var email: String
    public var memberSince: Date
    public var tier: Tier

    public enum Tier: String, Sendable {
        case standard, premium, privateBanking
    }

    public init(id: String, displayName: String, email: String, memberSince: Date, tier: Tier) {
        self.id = id
        self.displayName = displayName
        self.email = email
        self.memberSince = memberSince
        self.tier = tier
    }

    /// "AB" for "Ada Byron"; shown when there is no avatar.
    public var initials: String {
        displayName
            .split(separator: " ")
            .prefix(2)
            .compactMap(\.first)
            .map(String.init)
            .joined()
    }
}
