import Combine; import Foundation
import CoreAnalytics
import CoreLogging

/// Reacts to the app moving to the background: flushes analytics, notes memory warnings.
@MainActor
final class AppLifecycle {
    private let tracker: AnalyticsTracker
    private let logger: Logger
    private var subscriptions = Set<AnyCancellable>()

    init(tracker: AnalyticsTracker, logger: Logger) {
        self.tracker = tracker
        self.logger = logger
        NotificationCenter.default
            .publisher(for: Notification.Name("UIApplicationDidReceiveMemoryWarningNotification"))
            .sink { [logger] _ in logger.info("memory warning") }
            .store(in: &subscriptions)
    }

    func didEnterBackground() {
        logger.info("entered background")
        Task { [tracker] in
            await tracker.track(AnalyticsEvent(name: "app_backgrounded"))
        }
    }
}
