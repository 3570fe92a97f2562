import SwiftUI
import HomeFeature
import ImportFeature
import SettingsFeature

public struct AppView: View {
    public var body: some View { TabView { HomeView(); ImportView(); SettingsView() } }
}
