import SwiftUI
import Models

public struct Avatar: View {
    let account: AccountSummary
    public init(account: AccountSummary) { self.account = account }
    public var body: some View { Text(account.handle) }
}
