#if DEBUG
import SwiftUI
// Reaches the internal `flushNow()` of CoreAnalytics. `@testable` belongs in test targets only.
@testable import CoreAnalytics

/// Debug-only tools for the support team: send the queued analytics before reproducing a bug.
struct SupportDebugMenu: View {
    let tracker: AnalyticsTracker
    @State private var pending = 0

    var body: some View {
        Form {
            Section("Analytics") {
                LabeledContent("Queued events", value: "\(pending)")
                Button("Flush now") {
                    Task {
                        await tracker.flushNow()
                        pending = await tracker.pendingCount
                    }
                }
            }
            Section("Build") {
                LabeledContent("Version", value: Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "?")
            }
        }
        .task { pending = await tracker.pendingCount }
        .navigationTitle("Support debug")
    }
}
#endif
