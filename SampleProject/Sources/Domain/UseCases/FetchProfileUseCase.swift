import Foundation

/// Loads the profile screen's user.
public protocol FetchProfileUseCase: Sendable {
    func execute() async throws -> User
}

public struct DefaultFetchProfileUseCase: FetchProfileUseCase {
    private let repository: any UserRepository

    public init(repository: any UserRepository) {
        self.repository = repository
    }

    public func execute() async throws -> User {
        try await repository.currentUser()
    }
}

/// Renames the user after validating the new name.
public struct RenameUserUseCase: Sendable {
    public enum Failure: Error, Equatable { case empty, tooLong }

    private let repository: any UserRepository

    public init(repository: any UserRepository) {
        self.repository = repository
    }

    public func execute(newName: String) async throws -> User {
        let trimmed = newName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw Failure.empty }
        guard trimmed.count <= 40 else { throw Failure.tooLong }
        return try await repository.updateDisplayName(trimmed)
    }
}
