import ArchLintSupport

/// Whether a command frees what it computed before returning.
///
/// When `releasesResultsOnReturn` is false, `check` keeps its results (graph, scans, caches)
/// alive after it returns instead of freeing them piece by piece: the `archlint` executable
/// exits right after, and freeing hundreds of thousands of small objects of a large workspace
/// would only delay the exit (about a tenth of a run after a one-file edit of 60,000 files).
/// Library callers and tests keep the default.
enum ResultLifetime {
    nonisolated(unsafe) static var releasesResultsOnReturn = true
    private static let keptUntilExit = Locked<[Any]>([])

    /// Keeps `value` alive until the process exits, unless results are released on return.
    static func keepIfNeeded(_ value: Any) {
        guard !releasesResultsOnReturn else { return }
        keptUntilExit.withLock { $0.append(value) }
    }
}
