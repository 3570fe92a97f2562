import Foundation

/// `GET /v2/me`, exactly as the server sends it.
public struct UserDTO: Codable, Sendable, Equatable {
    public let userId: String
    public let firstName: String
    public let lastName: String
    public let emailAddress: String
    public let createdAt: Date
    public let segment: String?

    public init(
        userId: String,
        firstName: String,
        lastName: String,
        emailAddress: String,
        createdAt: Date,
        segment: String?
    ) {
        self.userId = userId
        self.firstName = firstName
        self.lastName = lastName
        self.emailAddress = emailAddress
        self.createdAt = createdAt
        self.segment = segment
    }
}
