import SwiftUI
import Feature

@main struct RootApp: App {
    var body: some Scene { WindowGroup { FeatureView() } }
}
