import SwiftUI
import Services
import Alamofire

/// Fetches its feed with Alamofire itself instead of asking Services.
public struct FeedView: View {
    public init() {}
    public var body: some View { Text("Feed").task { _ = AF.request("https://api.example.com/feed") } }
}
