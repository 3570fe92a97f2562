// TEMPORARY until the scanner branch lands; deleted on merge.
public enum ImportsCommand {
    public static func run(paths: [String], workingDirectory: String, stdout: (String) -> Void, stderr: (String) -> Void) -> Int32 { 0 }
}
