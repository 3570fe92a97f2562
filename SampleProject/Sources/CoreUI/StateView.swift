#if canImport(SwiftUI)
import SwiftUI
#endif

/// What a screen is showing: the spinner, the content, or an error with a retry.
public enum ViewState<Content: Sendable>: Sendable {
    case loading
    case loaded(Content)
    case failed(message: String)
}

#if canImport(SwiftUI)
/// Renders a `ViewState`, so every screen shows loading and errors the same way.
public struct StateView<Content: Sendable, Body: View>: View {
    private let state: ViewState<Content>
    private let retry: () -> Void
    private let content: (Content) -> Body

    public init(
        _ state: ViewState<Content>,
        retry: @escaping () -> Void,
        @ViewBuilder content: @escaping (Content) -> Body
    ) {
        self.state = state
        self.retry = retry
        self.content = content
    }

    public var body: some View {
        switch state {
        case .loading:
            ProgressView()
        case .loaded(let value):
            content(value)
        case .failed(let message):
            VStack(spacing: 12) {
                Text(message).multilineTextAlignment(.center)
                Button("Try again", action: retry)
            }
            .padding()
        }
    }
}
#endif
