import Foundation

/// Creates and runs requests; the stand-in for Alamofire's `Session`.
open class Session: @unchecked Sendable {
    public static let `default` = Session()

    public let configuration: URLSessionConfiguration
    public let interceptor: RequestInterceptor?
    private let urlSession: URLSession

    public init(
        configuration: URLSessionConfiguration = .default,
        interceptor: RequestInterceptor? = nil
    ) {
        self.configuration = configuration
        self.interceptor = interceptor
        self.urlSession = URLSession(configuration: configuration)
    }

    /// Builds a request for `url`; nothing is sent until the response is awaited.
    open func request(
        _ url: URL,
        method: HTTPMethod = .get,
        headers: HTTPHeaders = [:],
        body: Data? = nil
    ) -> DataRequest {
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        request.httpBody = body
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        return DataRequest(urlRequest: request, session: urlSession, interceptor: interceptor)
    }
}

// URLRequest and URLSession live in FoundationNetworking outside Apple platforms.
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
