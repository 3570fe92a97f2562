#if canImport(SwiftUI)
import SwiftUI

/// Colours, spacing and type used by every screen.
public struct Theme: Sendable {
    public var accent: Color
    public var background: Color
    public var destructive: Color
    public var cornerRadius: CGFloat
    public var spacing: CGFloat

    public init(
        accent: Color = .blue,
        background: Color = Color(white: 0.97),
        destructive: Color = .red,
        cornerRadius: CGFloat = 12,
        spacing: CGFloat = 16
    ) {
        self.accent = accent
        self.background = background
        self.destructive = destructive
        self.cornerRadius = cornerRadius
        self.spacing = spacing
    }

    public static let standard = Theme()
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme.standard
}

extension EnvironmentValues {
    public var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}
#endif
