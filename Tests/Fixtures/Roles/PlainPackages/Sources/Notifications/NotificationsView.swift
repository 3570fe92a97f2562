import SwiftUI
import DesignSystem
import Models

public struct NotificationsView: View {
    public init() {}
    public var body: some View { Text("Notifications") }
}
