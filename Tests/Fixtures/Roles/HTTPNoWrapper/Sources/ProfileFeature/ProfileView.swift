import SwiftUI
import Alamofire

public struct ProfileView: View {
    public init() {}
    public var body: some View { Text("Profile").task { _ = AF.request("https://api.example.com/me") } }
}
