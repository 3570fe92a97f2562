import Foundation
import Testing
@testable import Network

@Suite("Endpoint")
struct EndpointTests {
    private struct Empty: Decodable, Sendable {}

    @Test func defaultsToAuthenticatedGet() {
        let endpoint = Endpoint<Empty>(path: "v2/me")
        #expect(endpoint.method == .get)
        #expect(endpoint.requiresAuthentication)
        #expect(endpoint.query.isEmpty)
        #expect(endpoint.body == nil)
    }

    @Test func keepsQueryAndBody() {
        let body = Foundation.Data("{}".utf8)
        let endpoint = Endpoint<Empty>(path: "v2/accounts", method: .post, query: ["type": "x"], body: body)
        #expect(endpoint.query == ["type": "x"])
        #expect(endpoint.body == body)
    }

    @Test(arguments: [NetworkError.offline, .unauthorized, .server(statusCode: 503)])
    func errorsAreEquatable(error: NetworkError) {
        #expect(error == error)
    }
}
