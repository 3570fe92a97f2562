import Foundation

/// One server call and the type its JSON body decodes to.
public struct Endpoint<Response: Decodable & Sendable>: Sendable {
    public enum Method: String, Sendable {
        case get, post, put, delete
    }

    public var path: String
    public var method: Method
    public var query: [String: String]
    public var body: Foundation.Data?
    public var requiresAuthentication: Bool

    public init(
        path: String,
        method: Method = .get,
        query: [String: String] = [:],
        body: Foundation.Data? = nil,
        requiresAuthentication: Bool = true
    ) {
        self.path = path
        self.method = method
        self.query = query
        self.body = body
        self.requiresAuthentication = requiresAuthentication
    }
}

/// Why a call failed, in terms callers can act on; Alamofire's errors never leave this module.
public enum NetworkError: Error, Equatable, Sendable {
    case offline
    case unauthorized
    case server(statusCode: Int)
    case decoding(String)
}
