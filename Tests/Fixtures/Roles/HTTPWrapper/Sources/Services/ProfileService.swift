import Foundation
import Alamofire

public struct ProfileService: Sendable {
    public init() {}
    public func name(of id: String) async throws -> String {
        try await AF.request(Router.profile(id)).serializingString().value
    }
}
