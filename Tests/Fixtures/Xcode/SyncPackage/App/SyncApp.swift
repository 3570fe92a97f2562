import SwiftUI
import LocalKit

@main
struct SyncApp: App {
    var body: some Scene { WindowGroup { Text(Greeting.text) } }
}
