import Foundation

/// Where a command writes: standard output for results, standard error for everything else.
package struct OutputStreams: Sendable {
    package var standardOutput: @Sendable (String) -> Void
    package var standardError: @Sendable (String) -> Void
    package init(standardOutput: @escaping @Sendable (String) -> Void, standardError: @escaping @Sendable (String) -> Void) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The process's own streams.
    package static let process = OutputStreams(
        standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
        standardError: { FileHandle.standardError.write(Data($0.utf8)) }
    )
}
