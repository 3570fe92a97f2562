import ArchLintCLI
import Foundation

// Before any other thread exists, so every thread started later inherits it.
CommandLineTool.acceptTerminationSignals()

// The process ends right after: no need to free the run's results piece by piece.
CommandLineTool.releasesResultsOnReturn = false
exit(CommandLineTool.run(arguments: Array(CommandLine.arguments.dropFirst())))
