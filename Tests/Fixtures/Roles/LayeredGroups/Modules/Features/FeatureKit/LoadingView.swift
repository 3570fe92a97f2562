import SwiftUI
import DesignSystem
import Models

/// Components every feature shows.
public struct LoadingView: View {
    public init() {}
    public var body: some View { ProgressView().tint(Theme.accent) }
}

public struct UserRow: View {
    let user: User
    public init(user: User) { self.user = user }
    public var body: some View { HStack { Avatar(user: user); Text(user.name) } }
}
