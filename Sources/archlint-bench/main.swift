import ArchLintKit
import Foundation

// Temporary: `archlint-bench imports PATH...` runs the imports command.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "imports" {
    let code = ImportsCommand.run(
        paths: Array(arguments.dropFirst()),
        workingDirectory: FileManager.default.currentDirectoryPath,
        stdout: { FileHandle.standardOutput.write(Data($0.utf8)) },
        stderr: { FileHandle.standardError.write(Data($0.utf8)) })
    exit(code)
}
