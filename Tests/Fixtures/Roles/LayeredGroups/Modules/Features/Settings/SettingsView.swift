import SwiftUI
import FeatureKit

public enum SettingsScreen {
    public static let name = "settings"
}

public struct SettingsView: View {
    public init() {}
    public var body: some View { LoadingView() }
}
