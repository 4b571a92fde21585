import Foundation
import LogSharingProcesses

// One process of a LogSharingRun: `write …` or `export …` (see LogSharingWriter).
exit(LogSharingWriter.main(Array(CommandLine.arguments.dropFirst())))
