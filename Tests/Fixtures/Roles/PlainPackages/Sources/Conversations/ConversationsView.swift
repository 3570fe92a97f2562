import SwiftUI
import DesignSystem
import Models

public struct ConversationsView: View {
    public init() {}
    public var body: some View { Text("Messages") }
}
