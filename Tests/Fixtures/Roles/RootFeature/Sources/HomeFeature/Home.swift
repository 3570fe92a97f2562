import SwiftUI
import SettingsFeature
import SharedUI

public struct Home {
    public struct State: Equatable {
        public var destination: Destination?
        public init() {}
    }
    public enum Destination: Equatable {
        case settings(Settings.State)
    }
    public init() {}
}

public struct HomeView: View {
    let state: Home.State
    public init(state: Home.State) { self.state = state }
    public var body: some View {
        if case .settings(let settings)? = state.destination { SettingsView(state: settings) }
    }
}
