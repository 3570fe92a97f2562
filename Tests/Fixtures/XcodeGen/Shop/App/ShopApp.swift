import SwiftUI
import ProfileFeature
import SearchFeature

@main struct ShopApp: App {
    var body: some Scene { WindowGroup { RootView() } }
}
