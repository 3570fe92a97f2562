import SwiftUI
import Alamofire

public struct FeedView: View {
    public init() {}
    public var body: some View { Text("Feed").task { _ = AF.request("https://api.example.com/feed") } }
}
