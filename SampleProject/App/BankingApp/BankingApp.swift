// The app's entry point is a SwiftUI App: compiled where SwiftUI exists (see below).
import CardFeature
import PaymentsFeature
import ProfileFeature
import SafeBoxFeature
import SupportChatFeature
#if canImport(SwiftUI)
import SwiftUI

/// Entry point: builds the object graph once and hands each tab its screen.
@main
struct BankingApp: SwiftUI.App {
    @State private var root = CompositionRoot(environment: .production)
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack { root.profile.makeScreen() }
                    .tabItem { Label("Profile", systemImage: "person") }
                NavigationStack { root.makeCardsScreen() }
                    .tabItem { Label("Cards", systemImage: "creditcard") }
                NavigationStack { root.makePaymentsScreen() }
                    .tabItem { Label("Pay", systemImage: "arrow.left.arrow.right") }
                NavigationStack { root.makeSafeBoxScreen() }
                    .tabItem { Label("SafeBox", systemImage: "lock") }
                NavigationStack { SupportChatView(conversationID: root.conversationID, tracker: root.tracker) }
                    .tabItem { Label("Help", systemImage: "bubble.left") }
            }
            .onTapGesture { root.sessionTimeout.userDidInteract() }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background {
                root.lifecycle.didEnterBackground()
            }
        }
    }
}
#endif
