import Foundation
import Domain
import Network

/// `UserRepository` backed by the banking API.
public struct UserRepositoryImpl: UserRepository {
    private let service: NetworkService

    public init(service: NetworkService) {
        self.service = service
    }

    public func currentUser() async throws -> User {
        do {
            return User(try await service.send(BankingAPI.me()))
        } catch NetworkError.unauthorized {
            throw RepositoryError.unauthorized
        } catch {
            throw RepositoryError.unavailable
        }
    }

    public func updateDisplayName(_ name: String) async throws -> User {
        User(try await service.send(BankingAPI.renameMe(to: name)))
    }
}

/// Serves the bundled `mock_user.json` so previews and UI tests run without a server.
public struct MockUserRepository: UserRepository {
    public init() {}

    public func currentUser() async throws -> User {
        guard let url = Bundle.module.url(forResource: "mock_user", withExtension: "json") else {
            throw RepositoryError.notFound
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return User(try decoder.decode(UserDTO.self, from: Foundation.Data(contentsOf: url)))
    }

    public func updateDisplayName(_ name: String) async throws -> User {
        var user = try await currentUser()
        user.displayName = name
        return user
    }
}
