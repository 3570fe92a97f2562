import ArchLintKit

extension CommandLineTool {
    /// The cache options `check` and `graph` share.
    static let cacheOptionNames = ["--no-cache", "--cache-path"]

    /// Help lines for the cache options.
    static let cacheOptionsHelp = """
      --no-cache            Run SwiftPM and scan every file afresh; read and write no cache.
      --cache-path DIR      Keep the cache in DIR (default: <package root>/.build/archlint).
    """

    /// Reads `--no-cache` and `--cache-path DIR`; false for other options.
    static func cacheOption(_ name: String, _ parser: inout ArgumentParser, _ options: inout CheckOptions) throws(UsageError) -> Bool {
        switch name {
        case "--no-cache": options.useCache = false
        case "--cache-path": options.cachePath = try parser.value()
        default: return false
        }
        return true
    }
}
