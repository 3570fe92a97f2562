import SwiftUI
@main struct SyncApp: App { var body: some Scene { WindowGroup { HomeView() } } }
