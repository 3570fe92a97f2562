import Foundation
import ArchLintSupport

/// Where a command writes: standard output for results, standard error for everything else.
package struct OutputStreams: Sendable {
    package var standardOutput: @Sendable (String) -> Void
    package var standardError: @Sendable (String) -> Void
    /// Whether each stream is a terminal (`--color auto` colours only those); false for
    /// streams a caller captures.
    package var standardOutputIsTerminal = false
    package var standardErrorIsTerminal = false

    package init(
        standardOutput: @escaping @Sendable (String) -> Void, standardError: @escaping @Sendable (String) -> Void,
        standardOutputIsTerminal: Bool = false, standardErrorIsTerminal: Bool = false
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.standardErrorIsTerminal = standardErrorIsTerminal
    }

    /// The process's own streams.
    package static let process = OutputStreams(
        standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
        standardError: { FileHandle.standardError.write(Data($0.utf8)) },
        standardOutputIsTerminal: ColorChoice.isTerminal(STDOUT_FILENO),
        standardErrorIsTerminal: ColorChoice.isTerminal(STDERR_FILENO)
    )
}
