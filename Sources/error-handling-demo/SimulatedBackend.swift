import Foundation

/// The errors of the demo's pretend backend.
enum BackendError: Error, Equatable {
    case offline
    case sessionExpired
    case wrongPassword(attemptsLeft: Int)
}

/// A backend that fails the way real ones do, one request at a time.
actor SimulatedBackend {
    private var failuresBeforeSuccess: Int

    init(failuresBeforeSuccess: Int) {
        self.failuresBeforeSuccess = failuresBeforeSuccess
    }

    func signIn(password: String) throws -> String {
        guard password == "correct horse" else { throw BackendError.wrongPassword(attemptsLeft: 2) }
        return "Ada"
    }

    func loadFeed() throws -> [String] {
        if failuresBeforeSuccess > 0 {
            failuresBeforeSuccess -= 1
            throw BackendError.offline
        }
        return ["Release notes", "Team lunch on Friday"]
    }

    func refreshProfile() throws {
        throw BackendError.sessionExpired
    }

    func exportReport() throws {
        throw CocoaError(.fileWriteOutOfSpace)
    }
}
