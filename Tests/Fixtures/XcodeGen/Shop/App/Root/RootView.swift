import SwiftUI
import DesignSystem

struct RootView: View { var body: some View { Text("Shop") } }
