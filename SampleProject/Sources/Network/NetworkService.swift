import Foundation
internal import Alamofire

/// The only door to the backend. Callers see endpoints and decoded values, never the HTTP library.
public final class NetworkService: Sendable {
    private let baseURL: URL
    private let session: Session
    private let decoder: JSONDecoder

    public init(baseURL: URL, authenticator: Authenticator? = nil) {
        self.baseURL = baseURL
        self.session = Session(interceptor: authenticator.map(AuthenticationInterceptor.init))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        self.decoder = decoder
    }

    /// Sends `endpoint` and decodes its response.
    public func send<Response>(_ endpoint: Endpoint<Response>) async throws -> Response {
        var components = URLComponents(url: baseURL.appendingPathComponent(endpoint.path), resolvingAgainstBaseURL: false)
        components?.queryItems = endpoint.query.isEmpty ? nil : endpoint.query
            .sorted { $0.key < $1.key }
            .map { URLQueryItem(name: $0.key, value: $0.value) }
        guard let url = components?.url else { throw NetworkError.server(statusCode: 400) }

        let response: DataResponse
        do {
            response = try await session
                .request(url, method: HTTPMethod(endpoint.method), body: endpoint.body)
                .response()
        } catch {
            throw NetworkError.offline
        }
        switch response.statusCode {
        case 200..<300:
            do {
                return try decoder.decode(Response.self, from: response.data)
            } catch {
                throw NetworkError.decoding(String(describing: error))
            }
        case 401:
            throw NetworkError.unauthorized
        default:
            throw NetworkError.server(statusCode: response.statusCode)
        }
    }
}

private extension HTTPMethod {
    init(_ method: Endpoint<some Decodable & Sendable>.Method) {
        switch method {
        case .get: self = .get
        case .post: self = .post
        case .put: self = .put
        case .delete: self = .delete
        }
    }
}
