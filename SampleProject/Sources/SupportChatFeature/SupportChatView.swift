#if canImport(SwiftUI)
import SwiftUI
#endif
import Foundation
import Observation
import FeatureKit
import CoreAnalytics

/// One message in a support conversation.
struct ChatMessage: Identifiable, Codable, Hashable, Sendable {
    let id: String
    let text: String
    let fromAgent: Bool
    let sentAt: Date
}

@MainActor
@Observable
final class SupportChatViewModel {
    private(set) var messages: [ChatMessage] = []
    var draft = ""
    private let client: SupportChatClient
    private let conversationID: String

    init(client: SupportChatClient, conversationID: String) {
        self.client = client
        self.conversationID = conversationID
    }

    func load() async {
        messages = (try? await client.history(conversationID: conversationID)) ?? []
    }

    func send() async {
        let text = draft
        draft = ""
        if let message = try? await client.send(text, conversationID: conversationID) {
            messages.append(message)
        }
    }
}

#if canImport(SwiftUI)
/// The support chat screen.
public struct SupportChatView: View {
    @State private var model: SupportChatViewModel
    private let tracker: AnalyticsTracker

    public init(conversationID: String, tracker: AnalyticsTracker) {
        _model = State(initialValue: SupportChatViewModel(
            client: .live(),
            conversationID: conversationID
        ))
        self.tracker = tracker
    }

    public var body: some View {
        VStack {
            List(model.messages) { message in
                Text(message.text)
                    .frame(maxWidth: .infinity, alignment: message.fromAgent ? .leading : .trailing)
            }
            HStack {
                TextField("Message", text: $model.draft)
                Button("Send") { Task { await model.send() } }
                    .disabled(model.draft.isEmpty)
            }
            .padding()
        }
        .navigationTitle("Support")
        .task {
            await tracker.track(.screenViewed("support_chat"))
            await model.load()
        }
    }
}
#endif
