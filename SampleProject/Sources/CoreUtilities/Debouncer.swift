import Foundation

/// Runs the latest submitted action once the input has been quiet for `delay`.
@MainActor
public final class Debouncer {
    private let delay: Duration
    private var task: Task<Void, Never>?

    public init(delay: Duration = .milliseconds(300)) {
        self.delay = delay
    }

    public func submit(_ action: @escaping @MainActor () async -> Void) {
        task?.cancel()
        task = Task { [delay] in
            try? await Task.sleep(for: delay)
            guard !Task.isCancelled else { return }
            await action()
        }
    }

    public func cancel() {
        task?.cancel()
        task = nil
    }
}
