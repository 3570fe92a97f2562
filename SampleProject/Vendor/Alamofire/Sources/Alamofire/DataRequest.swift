import Foundation

public typealias HTTPHeaders = [String: String]

/// HTTP verbs supported by `Session.request`.
public enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case delete = "DELETE"
}

/// A response body together with the status code it came with.
public struct DataResponse: Sendable {
    public let statusCode: Int
    public let data: Data
}

/// Hooks that run around a request: adapt it before sending, decide whether to retry after a failure.
public protocol RequestInterceptor: Sendable {
    func adapt(_ request: URLRequest) async throws -> URLRequest
    func shouldRetry(_ request: URLRequest, statusCode: Int, attempt: Int) async -> Bool
}

/// One prepared request.
public final class DataRequest: @unchecked Sendable {
    public private(set) var urlRequest: URLRequest
    private let session: URLSession
    private let interceptor: RequestInterceptor?

    init(urlRequest: URLRequest, session: URLSession, interceptor: RequestInterceptor?) {
        self.urlRequest = urlRequest
        self.session = session
        self.interceptor = interceptor
    }

    /// Sends the request, letting the interceptor adapt it and retry it.
    public func response(maxAttempts: Int = 2) async throws -> DataResponse {
        var attempt = 0
        while true {
            attempt += 1
            let request = try await interceptor?.adapt(urlRequest) ?? urlRequest
            let (data, response) = try await session.data(for: request)
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            let retry = await interceptor?.shouldRetry(request, statusCode: status, attempt: attempt) ?? false
            if retry && attempt < maxAttempts { continue }
            return DataResponse(statusCode: status, data: data)
        }
    }
}

// URLRequest and URLSession live in FoundationNetworking outside Apple platforms.
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
