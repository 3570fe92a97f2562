#if canImport(SwiftUI)
import SwiftUI
import FeatureKit
import CoreAnalytics

/// Builds the profile screen; the composition root passes in everything it needs.
public struct ProfileEntry: FeatureEntry {
    private let fetchProfile: any FetchProfileUseCase
    private let tracker: AnalyticsTracker

    public init(fetchProfile: any FetchProfileUseCase, tracker: AnalyticsTracker) {
        self.fetchProfile = fetchProfile
        self.tracker = tracker
    }

    @MainActor
    public func makeScreen() -> some View {
        ProfileView(model: ProfileViewModel(fetchProfile: fetchProfile))
            .task { await tracker.track(.screenViewed("profile")) }
    }
}
#endif
