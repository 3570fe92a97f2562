import SwiftUI
import FeatureKit
import Models
import Formatting

public struct HomeView: View {
    let user: User
    public init(user: User) { self.user = user }
    public var body: some View { VStack { UserRow(user: user); Text(NameFormatter.initials(of: user)) } }
}
