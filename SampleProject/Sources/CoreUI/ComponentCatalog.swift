#if canImport(SwiftUI)
import SwiftUI

/// The in-app catalogue of CoreUI components, shown in the debug menu.
public struct ComponentCatalog: View {
    public init() {}

    /// Shown under each component so feature teams can copy it.
    ///
    /// The lines below are text, not imports of CoreUI: a grep for `import` must not
    /// read them as CoreUI depending on CoreAnalytics.
    public static let usageSnippet = """
        import CoreUI
        import CoreAnalytics

        PrimaryButton("Continue") {
            tracker.track(.buttonTapped("continue"))
        }
        """

    public var body: some View {
        List {
            Section("Buttons") {
                PrimaryButton("Continue") {}
                PrimaryButton("Saving", isLoading: true) {}
            }
            Section("States") {
                StateView(ViewState<String>.loading, retry: {}) { Text($0) }
                StateView(ViewState<String>.failed(message: "No connection"), retry: {}) { Text($0) }
            }
            Section("Usage") {
                Text(Self.usageSnippet).font(.caption.monospaced())
            }
        }
        .navigationTitle("Components")
    }
}
#endif
