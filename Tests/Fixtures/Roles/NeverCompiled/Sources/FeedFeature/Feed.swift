import Networking

import SwiftUI

struct FeedView: View {
    let client = Client()
    var body: some View { Text("Feed") }
}
