import Foundation

/// Collects every path a run's result depends on: folders it listed (their stamp changes when an
/// entry is added, removed or renamed), files it read, and paths it looked for and did not find.
///
/// The result cache (`ResultCache`) reuses a whole run only while every recorded path stats as it
/// did; a path missing then must still be missing.
package final class InputRecorder: Sendable {
    private let paths = Locked<Set<String>>([])

    package init() {}

    /// Records an absolute path (folder or file, present or not).
    package func record(_ path: String) {
        paths.withLock { _ = $0.insert(path) }
    }

    package func record<Paths: Sequence>(contentsOf more: Paths) where Paths.Element == String {
        paths.withLock { $0.formUnion(more) }
    }

    /// Every recorded path, sorted.
    package var recorded: [String] {
        paths.withLock { $0.sorted() }
    }
}
