import Dispatch; import Foundation
import CoreAnalytics
import CoreLogging

/// Reacts to the app moving to the background: flushes analytics, notes memory warnings.
@MainActor
final class AppLifecycle {
    private let tracker: AnalyticsTracker
    private let logger: Logger
    private var memoryWarnings: (any NSObjectProtocol)?

    init(tracker: AnalyticsTracker, logger: Logger) {
        self.tracker = tracker
        self.logger = logger
        memoryWarnings = NotificationCenter.default.addObserver(
            forName: Notification.Name("UIApplicationDidReceiveMemoryWarningNotification"), object: nil, queue: .main
        ) { [logger] _ in logger.info("memory warning") }
    }

    func didEnterBackground() {
        logger.info("entered background")
        Task { [tracker] in
            await tracker.track(AnalyticsEvent(name: "app_backgrounded"))
        }
    }
}
