import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintGraph
@testable import ArchLintRules
@testable import ArchLintCache
@testable import ArchLintKit
@testable import ArchLintTestSupport

/// The result cache: a stored run is reused only while every input stats as recorded, and a
/// reused result equals a fresh run's, through edits, additions, renames and deletions.
struct ResultCacheTests {
    static func makeTree() -> (directory: TemporaryDirectory, paths: [String]) {
        let directory = try! TemporaryDirectory()
        let root = directory.path
        try! directory.write("Sources/CoreA/A.swift", "import CoreB\n")
        try! directory.write("Sources/CoreB/Nested/B.swift", "struct B {}\n")
        let paths = [
            root + "/Sources", root + "/Sources/CoreA", root + "/Sources/CoreA/A.swift",
            root + "/Sources/CoreA/Missing.swift", root + "/Sources/CoreB", root + "/Sources/CoreB/Nested",
            root + "/Sources/CoreB/Nested/B.swift",
        ]
        return (directory, paths.sorted())
    }

    static func check(_ paths: [String], against stamps: [FileStamp?]) -> ResultCacheInputs.Check {
        ResultCacheInputs.encode(paths, stamps).withUnsafeBytes { ResultCacheInputs.check($0) }
    }

    @Test func inputsRoundTripAndEachKindOfChangeIsSeen() throws {
        let (directory, paths) = Self.makeTree()
        defer { directory.remove() }
        let root = directory.path
        var stamps = ResultCache.stamps(paths)
        #expect(stamps.filter { $0 == nil }.count == 1)  // Missing.swift
        #expect(Self.check(paths, against: stamps) == .unchanged)

        // An edit of a file's content.
        try "import CoreB\nimport Foundation\n".write(
            toFile: root + "/Sources/CoreA/A.swift", atomically: false, encoding: .utf8)
        #expect(Self.check(paths, against: stamps) == .changed(root + "/Sources/CoreA/A.swift"))
        stamps = ResultCache.stamps(paths)

        // A path missing then appears.
        try directory.write("Sources/CoreA/Missing.swift", "struct M {}\n")
        #expect(Self.check(paths, against: stamps) != .unchanged)
        stamps = ResultCache.stamps(paths)
        #expect(Self.check(paths, against: stamps) == .unchanged)

        // A new file in a listed folder changes the folder's stamp.
        try directory.write("Sources/CoreB/Nested/C.swift", "struct C {}\n")
        #expect(Self.check(paths, against: stamps) == .changed(root + "/Sources/CoreB/Nested"))
        stamps = ResultCache.stamps(paths)

        // A deletion.
        try FileManager.default.removeItem(atPath: root + "/Sources/CoreB/Nested/B.swift")
        #expect(Self.check(paths, against: stamps) != .unchanged)
    }

    @Test func truncatedOrDamagedInputsAreMalformed() {
        let (directory, paths) = Self.makeTree()
        defer { directory.remove() }
        let bytes = ResultCacheInputs.encode(paths, ResultCache.stamps(paths))
        for cut in [1, 7, bytes.count / 2, bytes.count - 1] {
            let result = Array(bytes.prefix(cut)).withUnsafeBytes { ResultCacheInputs.check($0) }
            #expect(result == .malformed, "cut at \(cut)")
        }
        var damaged = bytes
        damaged[damaged.count - 57] = 7  // a present flag that is neither 0 nor 1
        #expect(damaged.withUnsafeBytes { ResultCacheInputs.check($0) } == .malformed)
    }

    /// A stored result whose bytes were damaged (here one digit of a line number in the payload,
    /// which would still decode) is never used: the entry's checksum no longer matches.
    @Test func aDamagedStoredResultIsNotUsed() throws {
        let (directory, paths) = Self.makeTree()
        defer { directory.remove() }
        let root = directory.path
        let violation = Violation(
            ruleID: "r", ruleKind: "forbidden", severity: .error, message: "A imports B",
            location: SourceLocation(file: root + "/Sources/CoreA/A.swift", line: 4321, column: 1),
            edge: EdgeKey(from: "CoreA", to: "CoreB"))
        let payload = ResultCache.Payload(
            violations: [violation], notices: [], filesScanned: 2, isPartial: false, modulesChecked: 2)
        let cache = ResultCache(directory: root + "/cache")
        // A run start well after the files were written, so the entry is stored.
        #expect(
            cache.store(key: "k", inputs: paths, environment: [:], payload: payload, runStart: wallClockSeconds() + 10))
        #expect(cache.lookup(key: "k", environment: [:])?.violations == [violation])
        let folder = root + "/cache/results"
        let entry = folder + "/" + (try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first))
        var bytes = try #require(FileManager.default.contents(atPath: entry))
        let digits = try #require(bytes.firstRange(of: Data("4321".utf8)))
        bytes[digits.lowerBound] = UInt8(ascii: "5")
        try bytes.write(to: URL(fileURLWithPath: entry))
        #expect(cache.lookup(key: "k", environment: [:]) == nil)
    }

    /// The stamps a run took when it read its sources are the ones stored (no second `stat`): a
    /// known stamp unlike the file's now is a result computed from other content, so the entry
    /// misses; a racy known stamp keeps the run from being stored; the others are stat'ed.
    @Test func knownStampsAreStoredInsteadOfStatingAgain() throws {
        let (directory, paths) = Self.makeTree()
        defer { directory.remove() }
        let root = directory.path
        let payload = ResultCache.Payload(
            violations: [], notices: [], filesScanned: 2, isPartial: false, modulesChecked: 2)
        let cache = ResultCache(directory: root + "/cache")
        let runStart = wallClockSeconds() + 10
        let file = root + "/Sources/CoreA/A.swift"
        let current = try #require(FileStamp(path: file))

        // The stamp as the scan took it: the entry holds.
        #expect(
            cache.store(
                key: "same", inputs: paths, environment: [:], payload: payload, runStart: runStart,
                knownStamps: [file: current]))
        #expect(cache.lookup(key: "same", environment: [:]) != nil)

        // A stamp of other content (the file changed after it was read): stored as read, so the
        // next lookup sees the change.
        var older = current
        older.size += 1
        #expect(
            cache.store(
                key: "older", inputs: paths, environment: [:], payload: payload, runStart: runStart,
                knownStamps: [file: older]))
        #expect(cache.lookup(key: "older", environment: [:]) == nil)
        #expect(cache.lastOutcome == .changed)
        #expect(cache.lastChange == file)

        // A known stamp within the racy window: not stored.
        var racy = current
        racy.mtimeSeconds = runStart
        #expect(
            !cache.store(
                key: "racy", inputs: paths, environment: [:], payload: payload, runStart: runStart,
                knownStamps: [file: racy]))
    }

    @Test func sharedPlansAreStoredOnceAndRestored() {
        let plan = FixPlan(situation: .declareDependency, summary: "add it", steps: ["one"])
        var first = Violation(
            ruleID: "r", ruleKind: "implicit-dependency", severity: .error, message: "m1",
            location: SourceLocation(file: "/a.swift", line: 1, column: 1), edge: EdgeKey(from: "A", to: "B"))
        var second = first
        second.message = "m2"
        first.plan = plan
        second.plan = plan
        let third = Violation(ruleID: "r", ruleKind: "acyclic", severity: .warning, message: "m3", location: nil)
        let payload = ResultCache.Payload(
            violations: [first, second, third], notices: [Notice("n")], filesScanned: 3,
            isPartial: true, modulesChecked: 7)
        let stored = ResultCache.StoredPayload(payload)
        #expect(stored.plans.count == 1)
        #expect(stored.planIndices == [0, 0, nil])
        let restored = stored.payload
        #expect(restored?.violations == payload.violations)
        #expect(restored?.notices == payload.notices)
        #expect(restored?.modulesChecked == 7)
        #expect(restored?.isPartial == true)
    }
}

/// `Linter.check` with the result cache against fresh runs, on a copy of the Layered fixture.
@Suite(.requiresSwift)
struct ResultCacheEndToEndTests {
    struct Summary: Equatable {
        var violations: [Violation]
        var notices: [Notice]
        var filesScanned: Int
        var isPartial: Bool
        var modulesChecked: Int
        init(_ result: CheckResult) {
            violations = result.violations
            notices = result.notices
            filesScanned = result.filesScanned
            isPartial = result.isPartial
            modulesChecked = result.modulesChecked
        }
    }

    @Test(.tags(.slow)) func reusedResultsEqualFreshOnesThroughChanges() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let root = try directory.copy(Fixtures.layered)
        let cache = AnalysisCache(directory: directory.path("cache"))
        // Files written just now would never be stored; the test stores them anyway.
        cache.results.racyWindow = -1_000_000
        var linter = Linter(workingDirectory: root)
        linter.cache = cache
        var cached = CheckOptions(packagePath: root)
        cached.useCache = true
        cached.reuseResults = true
        let fresh = CheckOptions(packagePath: root)

        func expectReuse(after label: String, comment: Comment? = nil) throws {
            let first = try linter.check(cached)
            #expect(!first.isFromResultCache, "\(label): the change must be noticed")
            let expected = Summary(try linter.check(fresh))
            #expect(Summary(first) == expected, "\(label): recomputed")
            let second = try linter.check(cached)
            #expect(second.isFromResultCache, "\(label): stored and reused")
            #expect(cache.results.lastOutcome == .hit)
            #expect(Summary(second) == expected, "\(label): reused")
        }

        try expectReuse(after: "first run")
        let hit = try linter.check(cached)
        #expect(
            hit.violations.contains { $0.cycle != nil && $0.evidence.count == 2 },
            "the fixture's Data <-> Network cycle, with its import lines")
        #expect(hit.modulesChecked > 0)
        #expect(hit.violations.contains { $0.plan != nil })

        let changes: [(String, () throws -> Void)] = [
            (
                "edit a source",
                {
                    let path = root + "/Sources/CoreB/B.swift"
                    try ("import CoreA\n" + String(contentsOfFile: path, encoding: .utf8)).write(
                        toFile: path, atomically: false, encoding: .utf8)
                }
            ),
            ("add a source", { try directory.write("Layered/Sources/CoreB/Extra.swift", "import Network\n") }),
            (
                "add a source in a new sub-folder",
                { try directory.write("Layered/Sources/CoreA/Deep/Deeper.swift", "import Data\n") }
            ),
            (
                "rename a source",
                {
                    try FileManager.default.moveItem(
                        atPath: root + "/Sources/CoreB/Extra.swift", toPath: root + "/Sources/CoreB/Renamed.swift")
                }
            ),
            (
                "delete a source",
                { try FileManager.default.removeItem(atPath: root + "/Sources/CoreA/Deep/Deeper.swift") }
            ),
            (
                "edit the manifest",
                {
                    let path = root + "/Package.swift"
                    try String(contentsOfFile: path, encoding: .utf8)
                        .replacingOccurrences(
                            of: #".target(name: "CoreB"),"#,
                            with: #".target(name: "CoreB", dependencies: ["Network"]),"#
                        )
                        .write(toFile: path, atomically: false, encoding: .utf8)
                }
            ),
            (
                "add a rules file",
                {
                    try directory.write(
                        "Layered/archlint.json",
                        #"{"extends": ["modular-app"], "rules": [{"id": "declared", "kind": "implicit-dependency"}]}"#)
                }
            ),
            (
                "add a nested package",
                {
                    try directory.write(
                        "Layered/Packages/Inner/Package.swift",
                        "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Inner\", targets: [.target(name: \"Inner\")])\n"
                    )
                    try directory.write("Layered/Packages/Inner/Sources/Inner/Inner.swift", "import CoreA\n")
                }
            ),
        ]
        for (label, change) in changes {
            try change()
            try expectReuse(after: label)
        }

        // Other options are other entries: a platform selection does not reuse the default run.
        var selected = cached
        selected.selection.platform = "linux"
        #expect(!(try linter.check(selected)).isFromResultCache)
    }
}
