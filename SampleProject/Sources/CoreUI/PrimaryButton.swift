#if canImport(SwiftUI)
import SwiftUI

/// The filled call-to-action button used at the bottom of most screens.
public struct PrimaryButton: View {
    @Environment(\.theme) private var theme
    private let title: String
    private let isLoading: Bool
    private let action: () -> Void

    public init(_ title: String, isLoading: Bool = false, action: @escaping () -> Void) {
        self.title = title
        self.isLoading = isLoading
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            ZStack {
                Text(title).opacity(isLoading ? 0 : 1)
                if isLoading {
                    ProgressView()
                }
            }
            .frame(maxWidth: .infinity, minHeight: 48)
        }
        .background(theme.accent)
        .foregroundStyle(.white)
        .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius))
        .disabled(isLoading)
        .onTapGesture { Haptics.lightImpact() }
    }
}
#endif
