import Foundation
import Testing
import ArchLintSupport

/// What a Swift toolchain command printed for a differential test (archlint against `swiftc`
/// or SwiftPM), kept so that a normal `swift test` does not run the toolchain again while the
/// command's inputs are unchanged.
///
/// An output's key is the SHA-256 of `swift --version`, the command (with how its output was
/// reduced, when it was) and the bytes of every input, so it changes with any of them. Outputs
/// are kept in one of two places, chosen by the caller:
/// - recorded: a checked-in file under `Tests/Fixtures/ToolOutputs/`, for inputs that change
///   rarely (the fixtures, SampleProject, generated sources of fixed seeds). Its first line names
///   the command, the toolchain and the key; the rest is the output, small enough to review next
///   to the fixture change that caused it. A fresh clone replays them (only `swift --version`
///   runs, for the keys).
/// - cached: `.build/archlint-tests/tool-outputs/KEY`, for inputs that change in most commits
///   (archlint's own sources): recorded, they would churn in every diff.
///
/// Modes, set by the environment:
/// - default: a recorded output whose key matches, else the cached one, else the tool runs
///   (and its output is cached). A recorded output with another key is stale: a warning says
///   how to refresh it, and the tool runs.
/// - `ARCHLINT_LIVE_TOOLS=1`: the tool always runs, and a recorded output whose key matches must
///   equal what it prints now, since the default mode trusts it. `.ci/run` uses this mode.
/// - `ARCHLINT_RECORD=1` (the switch that also records golden files): the tool runs and its
///   recorded output is rewritten.
enum RecordedToolOutput {
    enum Mode { case replay, live, record }

    static let liveSwitch = "ARCHLINT_LIVE_TOOLS"

    static let mode: Mode = {
        if GoldenFile.isRecording { return .record }
        return ProcessInfo.processInfo.environment[liveSwitch] == "1" ? .live : .replay
    }()

    static let recordingsDirectory = Fixtures.path("ToolOutputs")
    static let cacheDirectory = Fixtures.repositoryPath(".build/archlint-tests/tool-outputs")

    /// The output of `command` over `inputs`, from a recording or the cache when allowed, else
    /// from `run`.
    ///
    /// - Parameters:
    ///   - command: what runs and how its output is reduced, as a reader should see it; part of
    ///     the key, so a change to the reduction invalidates what was kept.
    ///   - inputs: every byte the output depends on (file contents, `treeInput(_:)` of a folder).
    ///   - recording: the recorded file's path below `Tests/Fixtures/ToolOutputs/`, or nil to
    ///     keep the output in the `.build` cache only.
    ///   - run: runs the tool and returns its output; it must not depend on where the inputs sit
    ///     (replace temporary paths with a placeholder).
    static func output(
        of command: String, inputs: [Data], recording: String?,
        sourceLocation: Testing.SourceLocation = #_sourceLocation,
        run: () throws -> String
    ) throws -> String {
        try outputs(of: command, for: [Item(inputs: inputs, recording: recording)], sourceLocation: sourceLocation) {
            _ in
            [try run()]
        }[0]
    }

    /// One input of a batch: the bytes its output depends on, and where the output is recorded.
    struct Item {
        var inputs: [Data]
        var recording: String?
    }

    /// The outputs of `command` for several items at once, for a tool whose start costs more
    /// than its work (the compiler parses a hundred files in the time it takes to start twice):
    /// `run` gets the indices of the items whose output is neither recorded nor cached, in one
    /// call, and returns their outputs in that order.
    static func outputs(
        of command: String, for items: [Item], sourceLocation: Testing.SourceLocation = #_sourceLocation,
        run: ([Int]) throws -> [String]
    ) throws -> [String] {
        guard let version = Toolchain.version else {
            throw ChildProcess.Failure(description: "`swift --version` failed: no toolchain to key `\(command)` on")
        }
        let refresh =
            "\(GoldenFile.recordSwitch)=1 swift test --filter \(Test.current?.id.nameComponents.first ?? "Differential")"
        let keys = items.map { key(version: version, command: command, inputs: $0.inputs) }
        let recorded = items.map { item in
            item.recording.flatMap {
                try? String(
                    contentsOfFile: (recordingsDirectory as NSString).appendingPathComponent($0), encoding: .utf8)
            }
            .map(Recorded.init(text:))
        }
        var outputs = [String?](repeating: nil, count: items.count)
        if mode == .replay {
            for index in items.indices {
                if let recorded = recorded[index], recorded.key == keys[index] {
                    outputs[index] = recorded.output
                    continue
                }
                if let recording = items[index].recording {
                    let state =
                        recorded[index] == nil
                        ? "is not recorded yet" : "is stale (its inputs or the toolchain changed)"
                    Issue.record(
                        "Tests/Fixtures/ToolOutputs/\(recording) \(state), so the tool runs again; refresh it with `\(refresh)`",
                        severity: .warning, sourceLocation: sourceLocation)
                }
                outputs[index] = try? String(contentsOfFile: cachePath(keys[index]), encoding: .utf8)
            }
        }

        let missing = items.indices.filter { outputs[$0] == nil }
        guard !missing.isEmpty else { return outputs.map { $0! } }
        let ran = try run(missing)
        guard ran.count == missing.count else {
            throw ChildProcess.Failure(
                description: "`\(command)` gave \(ran.count) outputs for \(missing.count) inputs")
        }
        for (index, output) in zip(missing, ran) {
            outputs[index] = output
            try? store(output, at: cachePath(keys[index]))
            guard let recording = items[index].recording else { continue }
            if mode == .live, let recorded = recorded[index], recorded.key == keys[index],
                let difference = GoldenFile.difference(expected: recorded.output, actual: output)
            {
                Issue.record(
                    "Tests/Fixtures/ToolOutputs/\(recording) has the current key but not what `\(command)` prints now \(difference)\nre-record with `\(refresh)`",
                    sourceLocation: sourceLocation)
            }
            if mode == .record {
                let text = Recorded(command: command, version: version, key: keys[index], output: output).text
                if recorded[index]?.text != text {
                    try store(text, at: (recordingsDirectory as NSString).appendingPathComponent(recording))
                    Issue.record(
                        "recorded Tests/Fixtures/ToolOutputs/\(recording); review the diff", severity: .warning,
                        sourceLocation: sourceLocation)
                }
            }
        }
        return outputs.map { $0! }
    }

    private static func cachePath(_ key: String) -> String { (cacheDirectory as NSString).appendingPathComponent(key) }

    /// The bytes of a folder tree as an input: every entry's relative path and kind, each file's
    /// bytes, each link's destination, in sorted order. `.build` folders are left out, as
    /// `TemporaryDirectory.copy` leaves them out.
    static func treeInput(_ directory: String) throws -> Data {
        var bytes = Data()
        func visit(_ relative: String) throws {
            let path = relative.isEmpty ? directory : directory + "/" + relative
            for entry in try FileManager.default.contentsOfDirectory(atPath: path).sorted() where entry != ".build" {
                let child = relative.isEmpty ? entry : relative + "/" + entry
                let full = directory + "/" + child
                if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: full) {
                    bytes.append(Data("L \(child) -> \(link)\n".utf8))
                    continue
                }
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
                if isDirectory.boolValue {
                    bytes.append(Data("D \(child)\n".utf8))
                    try visit(child)
                } else {
                    let contents = try Data(contentsOf: URL(fileURLWithPath: full))
                    bytes.append(Data("F \(child) \(contents.count)\n".utf8))
                    bytes.append(contents)
                }
            }
        }
        try visit("")
        return bytes
    }

    static func key(version: String, command: String, inputs: [Data]) -> String {
        var hasher = SHA256()
        for part in [Data(version.utf8), Data(command.utf8)] + inputs {
            // Each part's length first, so that no two different lists of parts hash alike.
            hasher.update(Array("\(part.count):".utf8))
            hasher.update(part)
        }
        return SHA256.hexString(hasher.finalize())
    }

    private static func store(_ text: String, at path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// A recorded file: `# COMMAND | TOOLCHAIN | key KEY`, a line break, then the output.
    private struct Recorded {
        var key: String
        var output: String
        var text: String

        init(command: String, version: String, key: String, output: String) {
            let toolchain = version.split(separator: "\n").first.map(String.init) ?? version
            self.key = key
            self.output = output
            text = "# \(command) | \(toolchain) | key \(key)\n" + output
        }

        init(text: String) {
            self.text = text
            let bytes = Array(text.utf8)
            let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let header = String(decoding: bytes[..<newline], as: UTF8.self)
            key = header.components(separatedBy: " | key ").last ?? ""
            output = newline < bytes.count ? String(decoding: bytes[(newline + 1)...], as: UTF8.self) : ""
        }
    }
}
