import XCTest
@testable import Network

final class AuthenticatorTests: XCTestCase {
    func testAuthorizeAddsBearerToken() async {
        let tokens = TokenStore(accessToken: "abc", refreshToken: "def")
        let authenticator = Authenticator(tokens: tokens, authBaseURL: URL(string: "https://auth.test")!)

        let request = await authenticator.authorize(URLRequest(url: URL(string: "https://api.test/me")!))

        XCTAssertEqual(request.value(forHTTPHeaderField: "Authorization"), "Bearer abc")
    }

    func testAuthorizeLeavesRequestAloneWhenSignedOut() async {
        let authenticator = Authenticator(tokens: TokenStore(), authBaseURL: URL(string: "https://auth.test")!)

        let request = await authenticator.authorize(URLRequest(url: URL(string: "https://api.test/me")!))

        XCTAssertNil(request.value(forHTTPHeaderField: "Authorization"))
    }

    func testRefreshWithoutRefreshTokenAsksForSignIn() async {
        let authenticator = Authenticator(tokens: TokenStore(), authBaseURL: URL(string: "https://auth.test")!)

        let refreshed = await authenticator.refresh()

        XCTAssertFalse(refreshed)
    }

    func testInterceptorRetriesOnlyTheFirst401() async {
        let tokens = TokenStore(accessToken: "abc", refreshToken: nil)
        let interceptor = AuthenticationInterceptor(
            authenticator: Authenticator(tokens: tokens, authBaseURL: URL(string: "https://auth.test")!)
        )
        let request = URLRequest(url: URL(string: "https://api.test/me")!)

        let retryOn500 = await interceptor.shouldRetry(request, statusCode: 500, attempt: 1)
        let retryTwice = await interceptor.shouldRetry(request, statusCode: 401, attempt: 2)

        XCTAssertFalse(retryOn500)
        XCTAssertFalse(retryTwice)
    }
}

// URLRequest and URLSession live in FoundationNetworking outside Apple platforms.
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
