import SwiftUI
import HomeFeature
import OnboardingFeature
import SettingsFeature

public struct AppReducer {
    public enum State: Equatable {
        case onboarding(Onboarding.State)
        case home(Home.State)
        case settings(Settings.State)
    }
    public init() {}
}
