import SwiftUI
import Account
import DesignSystem
import Models

public struct ExploreView: View {
    let suggested: [AccountSummary]
    public init(suggested: [AccountSummary]) { self.suggested = suggested }
    public var body: some View {
        ForEach(suggested, id: \.handle) { AccountRow(account: $0) }
    }
}
