import Foundation
import Alamofire

/// The HTTP verb of a target, as Moya re-exposes it.
public typealias Method = Alamofire.HTTPMethod

/// Describes one endpoint: where it lives, how it is called, what it sends.
public protocol TargetType: Sendable {
    var baseURL: URL { get }
    var path: String { get }
    var method: Method { get }
    var task: Task { get }
    var headers: [String: String]? { get }
}

/// What a target sends with its request.
public enum Task: Sendable {
    case requestPlain
    case requestJSONEncodable(any Encodable & Sendable)
    case requestParameters([String: String])
}

/// A response as Moya hands it back.
public struct Response: Sendable {
    public let statusCode: Int
    public let data: Data

    /// Decodes the body, throwing `MoyaError.decoding` when the shape does not match.
    public func map<T: Decodable>(_ type: T.Type, using decoder: JSONDecoder = JSONDecoder()) throws -> T {
        do {
            return try decoder.decode(type, from: data)
        } catch {
            throw MoyaError.decoding(error.localizedDescription)
        }
    }
}

public enum MoyaError: Error, Sendable {
    case statusCode(Int)
    case decoding(String)
    case underlying(String)
}
