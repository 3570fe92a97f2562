import Foundation
internal import protocol Alamofire.RequestInterceptor
// The shortcut from field report 1: Data already depends on Network, so this closes a cycle.
import Data

/// Adds the access token to requests and, on a 401, renews it once and retries.
public final class Authenticator: Sendable {
    private let tokens: TokenStore
    private let authBaseURL: URL

    public init(tokens: TokenStore, authBaseURL: URL) {
        self.tokens = tokens
        self.authBaseURL = authBaseURL
    }

    func authorize(_ request: URLRequest) async -> URLRequest {
        var request = request
        if let token = await tokens.accessToken {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return request
    }

    /// Renews the access token. Returns false when the user has to sign in again.
    func refresh() async -> Bool {
        guard let refreshToken = await tokens.refreshToken else { return false }
        do {
            // Reaches into Data for the renewal endpoint.
            let renewed = try await AuthAPI.renewAccessToken(
                refreshToken: refreshToken,
                using: NetworkService(baseURL: authBaseURL)
            )
            await tokens.store(access: renewed.accessToken, refresh: renewed.refreshToken)
            return true
        } catch {
            await tokens.clear()
            return false
        }
    }
}

/// Plugs the authenticator into the HTTP library's retry hooks.
struct AuthenticationInterceptor: RequestInterceptor {
    let authenticator: Authenticator

    func adapt(_ request: URLRequest) async throws -> URLRequest {
        await authenticator.authorize(request)
    }

    func shouldRetry(_ request: URLRequest, statusCode: Int, attempt: Int) async -> Bool {
        guard statusCode == 401, attempt == 1 else { return false }
        return await authenticator.refresh()
    }
}

// URLRequest and URLSession live in FoundationNetworking outside Apple platforms.
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
