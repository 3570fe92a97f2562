import Foundation

/// Where the signed-in user's profile comes from. Implemented in Data.
public protocol UserRepository: Sendable {
    func currentUser() async throws -> User
    func updateDisplayName(_ name: String) async throws -> User
}

/// Errors a repository may surface to use cases, already stripped of transport details.
public enum RepositoryError: Error, Equatable, Sendable {
    case notFound
    case unauthorized
    case unavailable
}
