import Foundation

/// Runs a child process for a test (the built `archlint`, `swift`, `swiftc`, `git`) to its end
/// or to a time limit, and returns what it printed.
///
/// Output goes to files rather than pipes: a grandchild that outlives the child (SwiftPM and git
/// start some) cannot then keep a pipe open and hang the test, and a chatty child never blocks
/// on a full pipe.
enum ChildProcess {
    /// What a finished child printed and its exit status.
    struct Output: Equatable, Sendable {
        var standardOutput: String
        var standardError: String
        var exitCode: Int32
    }

    /// A child that could not be started, ran past its time limit, or failed where it had to succeed.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Generous: a loaded two-core machine runs SwiftPM slowly. The limit only stops a hung child.
    static let defaultTimeout: TimeInterval = 300

    /// Runs `executable` with `arguments` in `directory` (default: the test's working directory),
    /// with `environment` (default: the test's), feeding it `standardInput` (default: nothing).
    static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil,
        environment: [String: String]? = nil, standardInput: Data? = nil,
        timeout: TimeInterval = defaultTimeout
    ) throws -> Output {
        let scratch = try TemporaryDirectory("process")
        defer { scratch.remove() }
        let outputFile = try scratch.write("stdout", "")
        let errorFile = try scratch.write("stderr", "")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        let outputHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: outputFile))
        let errorHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: errorFile))
        defer { try? outputHandle.close(); try? errorHandle.close() }
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        if let standardInput {
            let inputFile = try scratch.write("stdin", bytes: standardInput)
            process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inputFile))
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let command = ([executable] + arguments).joined(separator: " ")
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot start `\(command)`: \(error)")
        }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            if finished.wait(timeout: .now() + 5) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
            let printed = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
            throw Failure(
                description:
                    "`\(command)` did not finish within \(Int(timeout)) s and was stopped; standard error so far:\n\(printed)"
            )
        }
        process.waitUntilExit()
        return Output(
            standardOutput: String(decoding: try Data(contentsOf: URL(fileURLWithPath: outputFile)), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: URL(fileURLWithPath: errorFile)), as: UTF8.self),
            exitCode: process.terminationStatus)
    }

    /// Runs the built `archlint` (see `run` for the parameters).
    static func archlint(
        _ arguments: [String], in directory: String, environment: [String: String]? = nil,
        standardInput: Data? = nil
    ) throws -> Output {
        try run(archlintExecutable, arguments, in: directory, environment: environment, standardInput: standardInput)
    }

    /// The `archlint` executable `swift test` built next to the test bundle (the test target
    /// depends on it for that).
    static let archlintExecutable: String = {
        let candidates: [URL] =
            [
                Bundle.main.bundleURL,
                Bundle.main.bundleURL.deletingLastPathComponent(),
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            ] + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for directory in candidates {
            let path = directory.appendingPathComponent("archlint").path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: path)
            {
                return path
            }
        }
        fatalError("archlint executable not found next to the test bundle (looked in \(candidates.map(\.path)))")
    }()
}

extension ChildProcess.Output {
    /// This output if the child exited 0; otherwise a failure naming `command` with what it printed.
    func requireSuccess(_ command: @autoclosure () -> String) throws -> Self {
        guard exitCode == 0 else {
            throw ChildProcess.Failure(
                description: "`\(command())` failed with status \(exitCode):\n\(standardError)\(standardOutput)")
        }
        return self
    }
}
