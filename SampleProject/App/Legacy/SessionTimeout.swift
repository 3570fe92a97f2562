import Foundation
import CoreUtilities

/// Locks the app after a period without interaction.
@MainActor
public final class SessionTimeout {
    private let debouncer: Debouncer
    private let onTimeout: @MainActor () -> Void

    public init(timeout: Duration = .seconds(300), onTimeout: @escaping @MainActor () -> Void) {
        self.debouncer = Debouncer(delay: timeout)
        self.onTimeout = onTimeout
    }

    /// Call on every touch; restarts the countdown.
    public func userDidInteract() {
        debouncer.submit { [onTimeout] in onTimeout() }
    }

    public func stop() {
        debouncer.cancel()
    }
}
