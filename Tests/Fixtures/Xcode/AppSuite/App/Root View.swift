import SwiftUI
struct RootView: View { var body: some View { Text("Root") } }
