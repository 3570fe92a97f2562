import SwiftUI
import Storage

@main
struct AppMain: App {
    let store = Store()
    var body: some Scene { WindowGroup { Text("Hello") } }
}
