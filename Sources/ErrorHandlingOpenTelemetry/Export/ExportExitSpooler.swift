import Dispatch
import ErrorHandling

/// Spools what an exporter holds in memory when the process exits normally (`exit`, or
/// returning from `main`) and on `ErrorLoggers.flush()`, through the core's registry that
/// flushes the production loggers then.
final class ExportExitSpooler: ExitFlushing {
    private let loops: ExportLoops

    init(_ loops: ExportLoops) {
        self.loops = loops
    }

    func flushAndWait(until deadline: DispatchTime) {
        loops.spoolBeforeExit(until: deadline)
    }
}
