import Foundation
import Network

/// The token pair the auth server returns.
public struct TokenPairDTO: Decodable, Sendable {
    public let accessToken: String
    public let refreshToken: String
    public let expiresIn: Int
}

/// Authentication endpoints.
public enum AuthAPI {
    private struct RenewRequest: Encodable {
        let refreshToken: String
    }

    /// Exchanges a refresh token for a new token pair.
    public static func renewAccessToken(refreshToken: String, using service: NetworkService) async throws -> TokenPairDTO {
        let body = try JSONEncoder().encode(RenewRequest(refreshToken: refreshToken))
        return try await service.send(Endpoint<TokenPairDTO>(
            path: "auth/token/renew",
            method: .post,
            body: body,
            requiresAuthentication: false
        ))
    }

    public static func signIn(email: String, password: String, using service: NetworkService) async throws -> TokenPairDTO {
        let body = try JSONEncoder().encode(["email": email, "password": password])
        return try await service.send(Endpoint<TokenPairDTO>(
            path: "auth/sign-in",
            method: .post,
            body: body,
            requiresAuthentication: false
        ))
    }
}
