import ComposableArchitecture
import SwiftUI
import BetaFeature

@Reducer
public struct Settings {
    @ObservableState
    public struct State {
        public var newImporter = BetaFeature.current.newImporter
        public init() {}
    }
    public enum Action {}
}

public struct SettingsView: View {
    public var body: some View { Text("Settings") }
}
