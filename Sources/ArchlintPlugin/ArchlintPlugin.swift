// `swift package archlint [CHECK-OPTIONS...]`: runs `archlint check` on the package the command
// is run in. Holds no logic of its own: it finds the archlint tool SwiftPM built for it, passes
// the package root and the user's arguments, and fails when archlint reports failure.

import Foundation
import PackagePlugin

@main
struct ArchlintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "archlint")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["check", "--package-path", context.package.directoryURL.path] + arguments
        // archlint's output goes straight to the user's terminal (inherited stdout and stderr).
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ArchlintFailure(status: process.terminationStatus)
        }
    }
}

/// archlint exited non-zero: findings (1), a partial result (2) or a tool error (64 and up).
struct ArchlintFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "archlint check exited with status \(status) (see `archlint check --help`, EXIT CODES)" }
}
