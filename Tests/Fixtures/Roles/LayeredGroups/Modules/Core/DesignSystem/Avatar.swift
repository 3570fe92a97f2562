import SwiftUI
import Models

public struct Avatar: View {
    let user: User
    public init(user: User) { self.user = user }
    public var body: some View { Text(user.name.prefix(1)) }
}
