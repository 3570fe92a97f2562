import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintPackage
@testable import ArchLintTestSupport

/// The static reader against SwiftPM, on every fixture package in Tests/Fixtures/StaticManifests.
///
/// Each fixture folder holds a manifest (and what it needs), `expected.txt` (hand-written: `read`,
/// `read warning:KIND`, or `declined: TEXT`), and what SwiftPM said about it, recorded from the
/// real toolchain: `dump.json` (its `dump-package` output) or `dump.error` (its error output),
/// with the fixtures folder written as `@FIXTURES@`, and `dump.key` (a SHA-256 of the fixture's
/// files and the `swift --version` that recorded it). The normal run compares against the
/// recordings without running swift (65 dumps take about a minute); `ARCHLINT_RECORD=1` records
/// them afresh and compares, and `ARCHLINT_VERIFY_SWIFTPM=1` runs swift and fails when a
/// recording no longer matches what the toolchain prints.
///
/// The rule checked: where the reader reads, its `PackageManifest` equals `ManifestDecoder`'s
/// decoding of SwiftPM's dump; where SwiftPM fails, the reader declines with SwiftPM's words, or
/// reads with the warning that names why SwiftPM fails. Never a difference.
@Suite struct StaticManifestDifferentialTests {
    static let root = Fixtures.repositoryPath("Tests/Fixtures/StaticManifests")
    /// SwiftPM prints package paths with symbolic links resolved.
    static let resolvedRoot = StaticManifestReader.resolvingSymlinks(root)
    static let placeholder = "@FIXTURES@"

    static let fixtureNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: "\(root)/\($0)/expected.txt") }.sorted()
    }()

    @Test func thereAreEnoughFixtures() {
        #expect(Self.fixtureNames.count >= 40)
    }

    @Test(arguments: fixtureNames)
    func staticReadingAgreesWithSwiftPM(_ name: String) throws {
        let directory = "\(Self.root)/\(name)"
        if GoldenFile.isRecording { try Self.record(directory) }
        let recording = try #require(
            Self.recording(directory),
            "\(name) has no recording: run ARCHLINT_RECORD=1 swift test --filter StaticManifestDifferentialTests")
        #expect(
            recording.key == Self.key(directory),
            "\(name) changed since it was recorded: run ARCHLINT_RECORD=1 swift test --filter StaticManifestDifferentialTests"
        )
        #expect(
            recording.toolchain.contains("Swift version \(ManifestHost.current.toolsVersion) "),
            "\(name) was recorded with \(recording.toolchain)")
        let expectation = try Self.expectation(directory)
        let outcome = StaticManifestReader.read(packageDirectory: directory)

        switch outcome {
        case .read(let manifest, _, let warnings):
            switch expectation {
            case .read(let warning):
                #expect(warnings.map(\.kind) == (warning.map { [$0] } ?? []), "\(name): warnings \(warnings)")
            case .declined(let text):
                Issue.record("\(name) should be declined (\(text)) but was read")
            }
            switch recording.swiftPM {
            case .dump(let json):
                let swiftPM = try ManifestDecoder.decode(Data(json.utf8))
                #expect(
                    manifest == swiftPM,
                    "\(name): the static reading differs from SwiftPM's\n--- static\n\(ManifestDumpEncoder.encode(manifest))--- swiftpm\n\(ManifestDumpEncoder.encode(swiftPM))"
                )
            case .error(let message):
                // Read although SwiftPM fails: only with the warning that says why SwiftPM fails.
                let explained =
                    warnings.contains { $0.message.contains(Self.firstError(message)) }
                    || warnings.contains { $0.kind == .unavailableImport && message.contains("no such module") }
                #expect(explained, "\(name): read, but SwiftPM failed: \(message)")
            }
        case .declined(_, let reason):
            guard case .declined(let text) = expectation else {
                Issue.record("\(name) should be read but was declined: \(reason)")
                return
            }
            #expect(reason.description.contains(text), "\(name): declined with '\(reason)', expected '\(text)'")
            if case .error(let message) = recording.swiftPM, reason.message.hasPrefix("SwiftPM rejects") {
                // SwiftPM's own words, not a paraphrase.
                #expect(
                    reason.message.contains(Self.firstError(message)),
                    "\(name): '\(reason)' does not quote SwiftPM's '\(Self.firstError(message))'")
            }
        }
    }

    /// What SwiftPM said, with the fixtures folder written as `@FIXTURES@`.
    enum SwiftPMOutcome {
        case dump(String)
        case error(String)
    }

    struct Recording {
        var key: String
        var toolchain: String
        var swiftPM: SwiftPMOutcome
    }

    enum Expectation {
        case read(warning: StaticManifestWarning.Kind?)
        case declined(String)
    }

    static func expectation(_ directory: String) throws -> Expectation {
        let text = try String(contentsOfFile: "\(directory)/expected.txt", encoding: .utf8).trimmingCharacters(
            in: .whitespacesAndNewlines)
        if text == "read" { return .read(warning: nil) }
        if text.hasPrefix("read warning:") {
            return .read(
                warning: try #require(
                    StaticManifestWarning.Kind(rawValue: String(text.dropFirst("read warning:".count)))))
        }
        guard text.hasPrefix("declined: ") else {
            throw RecordingError(message: "\(directory)/expected.txt: '\(text)'")
        }
        return .declined(String(text.dropFirst("declined: ".count)))
    }

    /// The message of SwiftPM's first `error: 'package': MESSAGE` line; for a manifest whose
    /// evaluation failed, the line PackageDescription printed under it.
    static func firstError(_ output: String) -> String {
        let lines = output.split(separator: "\n")
        guard let index = lines.firstIndex(where: { $0.hasPrefix("error: ") }) else { return output }
        var message = lines[index].dropFirst("error: ".count)
        if message.hasPrefix("'"), let end = message.dropFirst().firstIndex(of: "'"),
            message[message.index(after: end)...].hasPrefix(": ")
        {
            message = message[message.index(end, offsetBy: 3)...]
        }
        if message == "invalid manifest (evaluation failed)", index + 1 < lines.count {
            return String(lines[index + 1])
        }
        return String(message)
    }

    static func recording(_ directory: String) -> Recording? {
        guard let keyText = try? String(contentsOfFile: "\(directory)/dump.key", encoding: .utf8) else { return nil }
        let lines = keyText.split(separator: "\n").map(String.init)
        guard lines.count == 2 else { return nil }
        let key = String(lines[0].dropFirst("manifest sha256: ".count))
        let toolchain = String(lines[1].dropFirst("toolchain: ".count))
        func load(_ file: String) -> String? {
            (try? String(contentsOfFile: "\(directory)/\(file)", encoding: .utf8))?
                .replacingOccurrences(of: placeholder, with: resolvedRoot)
        }
        if let json = load("dump.json") { return Recording(key: key, toolchain: toolchain, swiftPM: .dump(json)) }
        if let error = load("dump.error") { return Recording(key: key, toolchain: toolchain, swiftPM: .error(error)) }
        return nil
    }

    /// A SHA-256 of every file of the fixture but the recording and the expectation.
    static func key(_ directory: String) -> String {
        var hasher = SHA256()
        let skipped: Set<String> = ["dump.json", "dump.error", "dump.key", "expected.txt"]
        let files = (FileManager.default.subpaths(atPath: directory) ?? []).filter { path in
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: "\(directory)/\(path)", isDirectory: &isDirectory)
            return !isDirectory.boolValue && !skipped.contains(path)
        }.sorted()
        for file in files {
            hasher.update("\(file)\n")
            hasher.update(Array(FileManager.default.contents(atPath: "\(directory)/\(file)") ?? Data()))
        }
        return hasher.finalize().map { String(format: "%02x", $0) }.joined()
    }

    struct RecordingError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// `swift package dump-package` on the fixture, with the fixtures folder as a placeholder.
    static func runSwiftPM(_ directory: String) throws -> (SwiftPMOutcome, toolchain: String) {
        let swift = try #require(Toolchain.swift, "recording needs swift on PATH")
        let version = try ProcessRunner.run(executable: swift, arguments: ["--version"])
        let toolchain =
            String(decoding: version.standardOutput + version.standardError, as: UTF8.self)
            .split(separator: "\n").first.map(String.init) ?? ""
        let result = try ProcessRunner.run(
            executable: "/usr/bin/timeout",
            arguments: ["60", swift, "package", "--package-path", directory, "dump-package"])
        func templated(_ data: Data) -> String {
            var text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: resolvedRoot, with: placeholder)
            // The compiler command SwiftPM echoes names temporary folders: not worth recording.
            while let start = text.range(of: " (compiled with: ["), let end = text[start.upperBound...].range(of: "])")
            {
                text.replaceSubrange(start.lowerBound..<end.upperBound, with: "")
            }
            return text
        }
        if result.exitCode == 0 { return (.dump(templated(result.standardOutput)), toolchain) }
        return (.error(templated(result.standardError)), toolchain)
    }

    static func record(_ directory: String) throws {
        let (outcome, toolchain) = try runSwiftPM(directory)
        let key = key(directory)
        // SwiftPM prints sets (traits) in no fixed order: keep a recording that still means the same.
        if let existing = recording(directory), existing.key == key, existing.toolchain == toolchain,
            sameMeaning(outcome, existing.swiftPM)
        {
            return
        }
        let fileManager = FileManager.default
        try? fileManager.removeItem(atPath: "\(directory)/dump.json")
        try? fileManager.removeItem(atPath: "\(directory)/dump.error")
        switch outcome {
        case .dump(let json): try TemporaryDirectory.writeFile(json, to: "\(directory)/dump.json")
        case .error(let message): try TemporaryDirectory.writeFile(message, to: "\(directory)/dump.error")
        }
        try TemporaryDirectory.writeFile(
            "manifest sha256: \(key)\ntoolchain: \(toolchain)\n", to: "\(directory)/dump.key")
    }

    /// Whether two SwiftPM outcomes say the same: equal manifests, or the same error.
    static func sameMeaning(_ lhs: SwiftPMOutcome, _ rhs: SwiftPMOutcome) -> Bool {
        func resolved(_ text: String) -> String { text.replacingOccurrences(of: placeholder, with: resolvedRoot) }
        switch (lhs, rhs) {
        case (.dump(let a), .dump(let b)):
            return (try? ManifestDecoder.decode(Data(resolved(a).utf8)))
                == (try? ManifestDecoder.decode(Data(resolved(b).utf8)))
        case (.error(let a), .error(let b)):
            return firstError(resolved(a)) == firstError(resolved(b))
        default:
            return false
        }
    }
}

/// Checks the recordings against the toolchain itself: slow (it runs swift on every fixture),
/// so only with `ARCHLINT_VERIFY_SWIFTPM=1`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ARCHLINT_VERIFY_SWIFTPM"] == "1"))
struct StaticManifestSwiftPMVerificationTests {
    @Test(arguments: StaticManifestDifferentialTests.fixtureNames)
    func recordingMatchesTheToolchain(_ name: String) throws {
        let directory = "\(StaticManifestDifferentialTests.root)/\(name)"
        let recording = try #require(StaticManifestDifferentialTests.recording(directory))
        let (fresh, toolchain) = try StaticManifestDifferentialTests.runSwiftPM(directory)
        #expect(toolchain == recording.toolchain)
        #expect(
            StaticManifestDifferentialTests.sameMeaning(fresh, recording.swiftPM),
            "\(name): SwiftPM now says something else than the recording; re-record with ARCHLINT_RECORD=1")
    }

    /// `ManifestHost.current`'s module lists are what swiftc's `canImport` answers for a manifest.
    @Test func canImportListsMatchTheCompiler() throws {
        let swift = try #require(Toolchain.swift)
        let host = ManifestHost.current
        let modules = (host.importableModules.sorted()) + host.unimportableModules.sorted()
        let directory = try TemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let source = modules.map { "#if canImport(\($0))\nprint(\"\($0) yes\")\n#else\nprint(\"\($0) no\")\n#endif" }
            .joined(separator: "\n")
        try TemporaryDirectory.writeFile(source, to: "\(directory)/main.swift")
        let swiftc = ((swift as NSString).deletingLastPathComponent as NSString).appendingPathComponent("swiftc")
        let manifestAPI =
            (((swift as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("lib/swift/pm/ManifestAPI")
        let compile = try ProcessRunner.run(
            executable: swiftc, arguments: ["-I", manifestAPI, "\(directory)/main.swift", "-o", "\(directory)/probe"])
        #expect(compile.exitCode == 0)
        let run = try ProcessRunner.run(executable: "\(directory)/probe", arguments: [])
        let answers = String(decoding: run.standardOutput, as: UTF8.self).split(separator: "\n")
        for answer in answers {
            let parts = answer.split(separator: " ")
            let module = String(parts[0])
            #expect((parts[1] == "yes") == host.importableModules.contains(module), "canImport(\(module))")
        }
        #expect(answers.count == modules.count)
    }
}
