import Foundation

/// Entry point of the `archlint` executable: parses arguments, runs a command, returns the exit code.
public enum CommandLineTool {
    public static func run(arguments: [String]) -> Int32 {
        0
    }
}
