import SwiftUI
import SharedUI

public struct Settings {
    public struct State: Equatable { public init() {} }
    public enum Action { case close }
    public init() {}
}

public struct SettingsView: View {
    public init(state: Settings.State) {}
    public var body: some View { Text("Settings").foregroundStyle(Theme.accent) }
}
