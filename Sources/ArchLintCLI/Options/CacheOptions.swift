import ArchLintKit

/// Whether and where to keep what earlier runs computed.
enum CacheOptions {
    static var group: OptionGroup<CheckOptions> {
        OptionGroup(
            title: "CACHE",
            options: [
                Option(["--no-cache"], help: "Run SwiftPM and scan every file afresh; read and write no cache.") {
                    values, _ in
                    values.useCache = false
                },
                Option(
                    ["--cache-path"], .required("DIR"),
                    help: "Keep the cache in DIR (default: <package root>/.build/archlint)."
                ) { values, value in
                    values.cachePath = value!
                },
            ])
    }
}

/// The groups every command that loads a workspace takes, in help order: input, build
/// selection, cache.
enum LoadingOptions {
    static func groups<Values>(_ path: WritableKeyPath<Values, CheckOptions>, rulesFile: Bool = true) -> [OptionGroup<
        Values
    >] {
        [
            InputOptions.group(rulesFile: rulesFile).lifted(path),
            SelectionOptions.group.lifted(path.appending(path: \CheckOptions.selection)),
            CacheOptions.group.lifted(path),
        ]
    }
}
