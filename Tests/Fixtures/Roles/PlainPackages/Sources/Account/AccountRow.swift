import SwiftUI
import DesignSystem
import Models

/// A list row, reused sideways by Explore: it belongs in DesignSystem.
public struct AccountRow: View {
    let account: AccountSummary
    public init(account: AccountSummary) { self.account = account }
    public var body: some View { HStack { Avatar(account: account) } }
}
