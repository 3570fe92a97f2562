import SwiftUI
import FeatureKit
import Models
import Analytics

public struct ProfileView: View {
    let user: User
    public init(user: User) { self.user = user }
    public var body: some View { VStack { ProfileHeader(user: user); LoadingView() } }
}

public struct ProfileHeader: View {
    let user: User
    public init(user: User) { self.user = user }
    public var body: some View { UserRow(user: user) }
}
