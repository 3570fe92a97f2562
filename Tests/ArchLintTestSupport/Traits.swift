import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// Marks a test that runs the Swift toolchain: SwiftPM (`swift package dump-package`,
    /// `describe`, through archlint or directly) or the compiler (`swiftc`). Without a toolchain
    /// on `PATH` the test is skipped with this reason instead of failing on a missing tool.
    ///
    /// CI always has swift (it builds archlint with it), so the trait documents and guards but
    /// never hides a test there: with `CI` set (`.ci/run` sets it) the test runs whatever the
    /// toolchain check says, and a CI machine that lost its toolchain fails loudly.
    static var requiresSwift: Self {
        .enabled(
            if: Toolchain.isAvailable || ProcessInfo.processInfo.environment["CI"] != nil,
            "needs a Swift toolchain (`swift` and `swiftc`) on PATH")
    }
}

/// Tags group tests across suites in Xcode's test navigator and for `--filter tag:NAME` in
/// toolchains whose `swift test` has it (Swift 6.3's does not: there, filter by name; the
/// differential suites have `Differential` in their names, and SkeletonTypeCheckTests compares
/// with swiftc too, so `swift test --filter 'Differential|SkeletonTypeCheck'`, as `.ci/run` does).
extension Tag {
    /// Compares archlint with the Swift toolchain's own answer (`swiftc -dump-parse`,
    /// `swift package describe`). A normal run replays the toolchain's recorded or cached output
    /// (see `RecordedToolOutput`); `ARCHLINT_LIVE_TOOLS=1` runs the toolchain for real.
    @Tag static var differential: Self

    /// Takes seconds of CPU even in a normal run (large inputs, many runs of the binary or of
    /// SwiftPM), or when run live: the tests to leave out of a quick loop.
    @Tag static var slow: Self
}
