import ErrorHandling
import ErrorHandlingTesting
import Testing

@Suite("ManualConnectivity re-exported by ErrorHandlingTesting")
struct ManualConnectivityReExportTests {
    @Test func theTestingModuleNamesTheCoresOneType() {
        let fromTesting: ErrorHandlingTesting.ManualConnectivity = ErrorHandling.ManualConnectivity(.offline)
        let monitor: any ConnectivityMonitor = fromTesting

        #expect(ErrorHandlingTesting.ManualConnectivity.self == ErrorHandling.ManualConnectivity.self)
        #expect(monitor is ErrorHandling.ManualConnectivity)
        #expect(fromTesting.settlingTime == .zero)
    }
}
