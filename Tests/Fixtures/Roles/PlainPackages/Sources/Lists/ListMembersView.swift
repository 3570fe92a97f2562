import SwiftUI
import Account
import DesignSystem

public struct ListMembersView: View {
    let members: [String]
    public init(members: [String]) { self.members = members }
    public var body: some View {
        NavigationStack {
            List(members, id: \.self) { handle in
                NavigationLink(handle) { AccountDetailView(account: .init(handle: handle)) }
            }
        }
    }
}
