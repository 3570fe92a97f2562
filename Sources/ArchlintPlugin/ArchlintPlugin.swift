// `swift package archlint [CHECK-OPTIONS...]`: runs `archlint check` on the package the command
// is run in. Holds no logic of its own: it has SwiftPM build the archlint product, passes the
// package root and the user's arguments, and fails when archlint reports failure.
//
// The plugin asks for the build itself instead of declaring `dependencies: ["archlint"]`: with such
// a dependency SwiftPM 6 builds archlint and every library below it a second time, for the host
// (`*-tool.build`), in every `swift build` and `swift test` of this package, which nearly doubled
// the time `swift test` takes from clean.

import Foundation
import PackagePlugin

@main
struct ArchlintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let build = try packageManager.build(
            .product("archlint"), parameters: .init(configuration: .debug, logging: .concise))
        guard build.succeeded,
            let tool = build.builtArtifacts.first(where: {
                $0.kind == .executable && $0.url.lastPathComponent == "archlint"
            })
        else {
            throw ArchlintBuildFailure(log: build.logText)
        }
        let process = Process()
        process.executableURL = tool.url
        var checkArguments = ["check", "--package-path", context.package.directoryURL.path]
        // The sandbox (macOS) lets a plugin write only to its work directory, not to the
        // package's .build/archlint, so the cache moves there unless the user chose otherwise.
        if !arguments.contains(where: { $0 == "--no-cache" || $0.hasPrefix("--cache-path") }) {
            checkArguments += ["--cache-path", context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
        }
        process.arguments = checkArguments + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["ARCHLINT_SWIFT_EXEC"] = try swiftWithOwnScratchPath(context: context, environment: environment)
        process.environment = environment
        // archlint's output goes straight to the user's terminal (inherited stdout and stderr).
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ArchlintFailure(status: process.terminationStatus)
        }
    }
}

/// `swift package archlint` holds SwiftPM's lock on the package's .build folder while the plugin
/// runs, so the `swift package dump-package` archlint starts would wait for it forever. This
/// writes a `swift` wrapper that gives SwiftPM commands a scratch folder of their own (in the
/// plugin's work directory) and returns its path, for `ARCHLINT_SWIFT_EXEC`.
private func swiftWithOwnScratchPath(context: PluginContext, environment: [String: String]) throws -> String {
    let work = context.pluginWorkDirectoryURL
    let wrapper = work.appendingPathComponent("swift-for-archlint")
    let swift = environment["ARCHLINT_SWIFT_EXEC"].map(quoted) ?? "swift"
    let scratch = quoted(work.appendingPathComponent("scratch").path)
    let script = """
        #!/bin/sh
        # Written by the archlint command plugin: SwiftPM commands get their own scratch folder, so they
        # do not wait for the lock that `swift package archlint` holds on the package's .build.
        if [ "$1" = package ]; then
          shift
          exec \(swift) package --scratch-path \(scratch) "$@"
        fi
        exec \(swift) "$@"

        """
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try Data(script.utf8).write(to: wrapper, options: .atomic)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
    return wrapper.path
}

/// `text` as one single-quoted sh word.
private func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// archlint exited non-zero: findings (1), a partial result (2) or a tool error (64 and up).
struct ArchlintFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "archlint check exited with status \(status) (see `archlint check --help`, EXIT CODES)" }
}

/// SwiftPM could not build the archlint product.
struct ArchlintBuildFailure: Error, CustomStringConvertible {
    var log: String
    var description: String { "could not build archlint:\n\(log)" }
}
