import Foundation
import Testing
@testable import ArchLintSupport
@testable import ArchLintTestSupport

/// Runs every row of `BadInputTable` with the built binary: the message, the exit code, the
/// time limit (a hang fails the row instead of the suite) and the row's own checks.
///
/// Rows run in parallel, each in a folder of its own, at most `BadInputRunner.width` at once.
/// archlint runs and is timed on a thread of the row's own, never on one of the test runner's few
/// threads: the rows that wait on SwiftPM (a manifest looping for seconds) leave those to the
/// other tests, and a busy runner cannot delay a row's signal or stretch its time limit.
@Suite(.tags(.slow)) struct BadInputTests {
    @Test(arguments: BadInputTable.rows.filter { !$0.needsSwift })
    func badInput(_ row: BadInput) async throws {
        try await Self.run(row)
    }

    /// The rows that run SwiftPM (a manifest that never finishes, archlint stopped meanwhile).
    @Test(.requiresSwift, arguments: BadInputTable.rows.filter(\.needsSwift))
    func badInputRunningSwiftPM(_ row: BadInput) async throws {
        try await Self.run(row)
    }

    static func run(_ row: BadInput) async throws {
        // A row that cannot run here says so: it is reported as cancelled, never passed.
        guard row.enabled else { try Test.cancel("\(row.name): not run on this machine") }
        if row.asNobody, getuid() == 0, !FileManager.default.isExecutableFile(atPath: BadInputRunner.setpriv) {
            try Test.cancel(
                "\(row.name): needs a permission denial, and as root without \(BadInputRunner.setpriv) it cannot drop privileges"
            )
        }
        let parent = try TemporaryDirectory("bad-input")
        // `rm -rf`: a row may leave paths longer than PATH_MAX, which FileManager cannot remove.
        defer { BadInputRunner.remove(parent.path) }
        let folder = parent.path("case")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A temporary folder of the row's own: what SwiftPM leaves there is the row's to check.
        try FileManager.default.createDirectory(atPath: parent.path("tmp"), withIntermediateDirectories: true)
        try row.setup(folder)
        if row.asNobody {
            BadInputRunner.giveToRunner(parent.path)
            for denial in row.denied {
                let path = (folder as NSString).appendingPathComponent(denial.path)
                if getuid() == 0 { chown(path, 0, 0) }
                chmod(path, denial.mode)
            }
        }

        var arguments = [row.command]
        if let dump = row.dump, ["check", "graph", "init", "roles", "diff"].contains(row.command) {
            arguments += ["--manifest-json", dump]
        }
        arguments += row.arguments
        // Without `swift` on PATH unless the row needs SwiftPM (or git, which `diff` runs; its
        // rows read a dump, so SwiftPM is never run); no cache left in the fixture.
        let inherited = ProcessInfo.processInfo.environment
        let keepsPath = row.needsSwift || row.command == "diff" || row.command == "install-hook"
        var environment = [
            "PATH": keepsPath ? inherited["PATH"] ?? "" : "/nonexistent", "HOME": parent.path,
            "TMPDIR": parent.path("tmp"),
        ]
        if row.needsSwift, let swift = Toolchain.swift { environment["ARCHLINT_SWIFT_EXEC"] = swift }
        let output = try await BadInputRunner.runOnOwnThread(
            arguments, in: folder, environment: environment, timeLimit: row.timeLimit, signal: row.signal,
            standardOutputIsSocket: row.standardOutputIsSocket, asNobody: row.asNobody)
        if row.signal != nil {
            #expect(output.signalled, "\(row.name): the manifest never ran, so no signal was sent")
        }

        #expect(!output.timedOut, "\(row.name): still running after \(row.timeLimit) s")
        #expect(
            output.exitCode == row.exitCode,
            "\(row.name): exit \(output.exitCode), expected \(row.exitCode)\n\(output.standardError.prefix(2000))")
        if !row.message.isEmpty {
            #expect(
                output.standardError.contains(row.message),
                "\(row.name): standard error lacks \"\(row.message)\":\n\(output.standardError.prefix(2000))")
        }
        if let expected = row.stdout {
            #expect(output.standardOutput.contains(expected), "\(row.name): standard output lacks \"\(expected)\"")
        }
        row.verify?(folder, output)
    }

    /// Row names are unique (they name the test cases).
    @Test func rowNamesAreUnique() {
        let names = BadInputTable.rows.map(\.name)
        #expect(Set(names).count == names.count)
    }
}

/// Runs the binary under test (`ARCHLINT_TEST_BINARY`, else the one `swift test` built) with a
/// time limit, and optionally a signal once the package's manifest runs or a socket as standard
/// output: what `ChildProcess` does not offer, which is why the table has a runner of its own.
enum BadInputRunner {
    struct Output: Sendable {
        var standardOutput: String
        var standardError: String
        /// The exit status, or 128 + the signal that ended the process.
        var exitCode: Int32
        var timedOut: Bool
        /// Whether the signal asked for was sent.
        var signalled = false
    }

    /// How many rows run archlint at once: enough to overlap the rows that mostly wait, few
    /// enough that a row's time limit is not spent waiting for a processor.
    static let width = 4
    private static let slots = DispatchSemaphore(value: width)

    /// `run` on a thread of its own, once one of the `width` slots is free.
    static func runOnOwnThread(
        _ arguments: [String], in directory: String, environment: [String: String],
        timeLimit: Double, signal: Int32? = nil, standardOutputIsSocket: Bool = false,
        asNobody: Bool = false
    ) async throws -> Output {
        try await OwnThread.run {
            slots.wait()
            defer { slots.signal() }
            return try run(
                arguments, in: directory, environment: environment, timeLimit: timeLimit, signal: signal,
                standardOutputIsSocket: standardOutputIsSocket, asNobody: asNobody)
        }
    }

    static var executable: String {
        ProcessInfo.processInfo.environment["ARCHLINT_TEST_BINARY"] ?? ChildProcess.archlintExecutable
    }

    /// Runs a program as another user (`nobody`): CI runs as root, who is denied nothing.
    static let setpriv = "/usr/bin/setpriv"
    static let nobody: UInt32 = 65534

    /// Makes everything below `folder` the runner's when it will run as `nobody` (a row then
    /// takes back what it wants denied), so that only what the row denies is denied.
    static func giveToRunner(_ folder: String) {
        guard getuid() == 0 else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/chown")
        process.arguments = ["-R", "--no-dereference", "\(nobody):\(nobody)", folder]
        try? process.run()
        process.waitUntilExit()
    }

    static func run(
        _ arguments: [String], in directory: String, environment: [String: String],
        timeLimit: Double, signal: Int32? = nil, standardOutputIsSocket: Bool = false,
        asNobody: Bool = false
    ) throws -> Output {
        let process = Process()
        if asNobody && getuid() == 0 {
            // Privileges dropped for real: a denial the row relies on is then one.
            process.executableURL = URL(fileURLWithPath: setpriv)
            process.arguments =
                ["--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", "--", executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        // Files, not pipes: a run that floods its output cannot block, and nothing is lost.
        let outPath = (directory as NSString).deletingLastPathComponent + "/stdout.txt"
        let errPath = (directory as NSString).deletingLastPathComponent + "/stderr.txt"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        process.standardOutput = out
        process.standardError = err
        // A socket pair: archlint writes to one end, a thread copies the other into the file.
        var ends: [Int32] = [-1, -1]
        let copier = DispatchGroup()
        if standardOutputIsSocket {
            // Close-on-exec from the start: a watchdog archlint's code starts in this process
            // meanwhile must not inherit the write end, or the copier would never see the end.
            guard SpawnDescriptors.socketPair(&ends) else { throw POSIXError(.EIO) }
            process.standardOutput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
            let reader = ends[0]
            DispatchQueue.global().async(group: copier) {
                var buffer = [UInt8](repeating: 0, count: 65536)
                while true {
                    let count = read(reader, &buffer, buffer.count)
                    if count <= 0 { break }
                    out.write(Data(buffer[0..<count]))
                }
            }
        }
        process.standardInput = FileHandle.nullDevice
        let start = Date()
        try process.run()
        var timedOut = false
        var signalled = false
        var manifestSeen: Date?
        while process.isRunning {
            let elapsed = Date().timeIntervalSince(start)
            // Half a second after the manifest is first seen running: archlint is then waiting on it.
            if let signal, !signalled {
                if manifestSeen == nil, BadInputTable.manifestRuns(in: directory) { manifestSeen = Date() }
                if let seen = manifestSeen, Date().timeIntervalSince(seen) >= 0.5 {
                    kill(process.processIdentifier, signal)
                    signalled = true
                }
            }
            if elapsed > timeLimit {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        process.waitUntilExit()
        if standardOutputIsSocket {
            close(ends[1])
            copier.wait()
            close(ends[0])
        }
        try out.close()
        try err.close()
        let status =
            process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return Output(
            standardOutput: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
            exitCode: status, timedOut: timedOut, signalled: signalled)
    }

    /// Removes a test folder, however deep (paths longer than PATH_MAX included); links in it
    /// are removed, not followed.
    static func remove(_ folder: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/rm")
        process.arguments = ["-rf", folder]
        try? process.run()
        process.waitUntilExit()
    }
}
