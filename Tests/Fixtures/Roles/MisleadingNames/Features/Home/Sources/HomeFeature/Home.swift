import ComposableArchitecture
import SwiftUI
import BetaFeature
import SettingsFeature

@Reducer
public struct Home {
    @ObservableState
    public struct State {
        var settings: Settings.State?
        var compact = BetaFeature.current.compactHome
    }
    public enum Action {
        case settings(Settings.Action)
    }
}

public struct HomeView: View {
    public var body: some View { Text("Home") }
}
