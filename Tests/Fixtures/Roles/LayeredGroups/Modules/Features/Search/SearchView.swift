import SwiftUI
import FeatureKit
import Models
import Profile
import Location

public struct SearchView: View {
    let results: [User]
    public init(results: [User]) { self.results = results }
    public var body: some View {
        List(results) { user in ProfileHeader(user: user) }
    }
}
