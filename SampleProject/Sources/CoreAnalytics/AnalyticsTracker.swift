import Foundation
import CoreLogging

/// Sends analytics events in batches; features only ever call `track`.
public actor AnalyticsTracker {
    private var pending: [AnalyticsEvent] = []
    private let batchSize: Int
    private let upload: @Sendable ([AnalyticsEvent]) async throws -> Void
    // Core modules should not know each other; this logger is the shortcut that breaks it.
    private let logger = Logger(subsystem: "analytics")

    public init(batchSize: Int = 20, upload: @escaping @Sendable ([AnalyticsEvent]) async throws -> Void) {
        self.batchSize = batchSize
        self.upload = upload
    }

    public func track(_ event: AnalyticsEvent) async {
        pending.append(event)
        logger.debug("queued \(event.name)")
        if pending.count >= batchSize {
            await flushNow()
        }
    }

    /// Sends everything queued. Internal on purpose: the app flushes on background, nobody else.
    func flushNow() async {
        guard !pending.isEmpty else { return }
        let batch = pending
        pending.removeAll()
        do {
            try await upload(batch)
        } catch {
            logger.error("upload failed, re-queueing \(batch.count) events: \(error)")
            pending.insert(contentsOf: batch, at: 0)
        }
    }

    var pendingCount: Int { pending.count }
}
