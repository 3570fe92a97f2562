import SwiftUI
import DesignSystem
import Models

public struct TimelineView: View {
    let statuses: [Status]
    public init(statuses: [Status]) { self.statuses = statuses }
    public var body: some View { List(statuses) { Text($0.text) } }
}
