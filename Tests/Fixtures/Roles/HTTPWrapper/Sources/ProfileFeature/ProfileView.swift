import SwiftUI
import Services

public struct ProfileView: View {
    let service = ProfileService()
    public init() {}
    public var body: some View { Text("Profile") }
}
