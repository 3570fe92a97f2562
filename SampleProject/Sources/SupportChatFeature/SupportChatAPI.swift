import Foundation
// Field report 4: the feature talks to Moya itself instead of receiving a service from Network.
import Moya

/// The support chat endpoints, declared inside the feature.
enum SupportChatAPI: TargetType {
    case history(conversationID: String)
    case send(conversationID: String, text: String)

    var baseURL: URL { URL(string: "https://support.example.com/api")! }

    var path: String {
        switch self {
        case .history(let id): "conversations/\(id)/messages"
        case .send(let id, _): "conversations/\(id)/messages"
        }
    }

    var method: Moya.Method {
        switch self {
        case .history: .get
        case .send: .post
        }
    }

    var task: Moya.Task {
        switch self {
        case .history: .requestPlain
        case .send(_, let text): .requestJSONEncodable(["text": text])
        }
    }

    var headers: [String: String]? { ["Accept": "application/json"] }
}

/// Loads and sends chat messages through a `MoyaProvider` owned by the feature.
struct SupportChatClient: Sendable {
    let provider: MoyaProvider<SupportChatAPI>

    static func live() -> SupportChatClient {
        SupportChatClient(provider: MoyaProvider())
    }

    func history(conversationID: String) async throws -> [ChatMessage] {
        let response = try await provider.request(.history(conversationID: conversationID))
        return try response.map([ChatMessage].self)
    }

    func send(_ text: String, conversationID: String) async throws -> ChatMessage {
        let response = try await provider.request(.send(conversationID: conversationID, text: text))
        return try response.map(ChatMessage.self)
    }
}
