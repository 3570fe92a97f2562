import Foundation
import Alamofire

/// Sends requests for the endpoints of one `TargetType`.
public final class MoyaProvider<Target: TargetType>: @unchecked Sendable {
    private let session: Session

    public init(session: Session = .default) {
        self.session = session
    }

    /// Performs the request for `target`; non-2xx status codes become `MoyaError.statusCode`.
    public func request(_ target: Target) async throws -> Response {
        let url = target.baseURL.appendingPathComponent(target.path)
        let body: Data?
        switch target.task {
        case .requestPlain, .requestParameters:
            body = nil
        case .requestJSONEncodable(let value):
            body = try JSONEncoder().encode(value)
        }
        let response = try await session
            .request(url, method: target.method, headers: target.headers ?? [:], body: body)
            .response()
        guard (200..<300).contains(response.statusCode) else {
            throw MoyaError.statusCode(response.statusCode)
        }
        return Response(statusCode: response.statusCode, data: response.data)
    }
}
