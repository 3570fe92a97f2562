import ArchLintCLI
import Foundation

// The process ends right after: no need to free the run's results piece by piece.
CommandLineTool.releasesResultsOnReturn = false
exit(CommandLineTool.run(arguments: Array(CommandLine.arguments.dropFirst())))
