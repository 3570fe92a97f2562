import SwiftUI
import DesignSystem
import Models

/// The account screen other features navigate to.
public struct AccountDetailView: View {
    let account: AccountSummary
    public init(account: AccountSummary) { self.account = account }
    public var body: some View { Avatar(account: account) }
}
