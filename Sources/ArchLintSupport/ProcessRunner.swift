import Foundation

/// What a finished child process printed.
package struct ProcessResult: Sendable {
    package var exitCode: Int32
    package var standardOutput: Data
    package var standardError: Data
}

/// Runs a child process to completion, draining both pipes concurrently so a chatty child
/// never blocks on a full pipe.
package enum ProcessRunner {
    package static func run(executable: String, arguments: [String], environment: [String: String]? = nil,
                    currentDirectory: String? = nil) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errorBox = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorBox.data = errPipe.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let output = outPipe.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return ProcessResult(exitCode: process.terminationStatus, standardOutput: output, standardError: errorBox.data)
    }
}

private final class DataBox: @unchecked Sendable {
    // Written once by the reader thread before `group.leave()`, read after `group.wait()`.
    var data = Data()
}

/// Path helpers shared by the stages.
package enum PathUtilities {
    /// Absolute, standardised form of `path` (relative paths are based on the current directory).
    package static func standardize(_ path: String, relativeTo base: String? = nil) -> String {
        let absolute: String
        if path.hasPrefix("/") {
            absolute = path
        } else {
            let base = base ?? FileManager.default.currentDirectoryPath
            absolute = (base as NSString).appendingPathComponent(path)
        }
        var standardized = (absolute as NSString).standardizingPath
        if standardized.count > 1 && standardized.hasSuffix("/") { standardized.removeLast() }
        return standardized
    }

    /// `path` relative to `base` when it lies below it, else `path` unchanged.
    package static func relative(_ path: String, to base: String) -> String {
        if path == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        // Walk up: ../ segments keep editor links working for siblings of the current directory.
        let pathParts = path.split(separator: "/")
        let baseParts = base.split(separator: "/")
        var common = 0
        while common < pathParts.count, common < baseParts.count, pathParts[common] == baseParts[common] { common += 1 }
        if common == 0 { return path }
        let ups = Array(repeating: "..", count: baseParts.count - common)
        return (ups + pathParts[common...].map(String.init)).joined(separator: "/")
    }
}
