import ErrorHandling
import Foundation

/// A pretend backend that fails the way real ones do: with Firebase-style `NSError`s, dropped
/// connections, expired sessions and errors nobody planned for.
actor SimulatedBackend {
    private var feedFailuresLeft = 2

    /// Signs in; the password is always wrong, as Firebase Auth reports it.
    func signIn(email: String, password: String) throws -> String {
        throw NSError(
            domain: "FIRAuthErrorDomain", code: 17009,
            userInfo: [
                NSLocalizedDescriptionKey: "The password is invalid or the user does not have a password."
            ])
    }

    /// Loads the feed; fails while "offline" for the first two attempts.
    func loadFeed() throws -> [String] {
        if feedFailuresLeft > 0 {
            feedFailuresLeft -= 1
            print("  GET /feed → not connected")
            throw URLError(.notConnectedToInternet)
        }
        print("  GET /feed → 200 OK")
        return ["Release notes 2.4", "Team lunch on Friday", "New office hours"]
    }

    /// Refreshes the profile; the session token has expired.
    func refreshProfile() throws {
        throw NSError(domain: "FIRAuthErrorDomain", code: 17021)
    }

    /// One of twenty parallel requests to an overloaded server.
    func loadThumbnail(_ index: Int) throws -> Data {
        throw HTTPStatusError(statusCode: 503)
    }

    /// Exports a report; fails in a way no rule expects.
    func exportReport() throws {
        throw CocoaError(.fileWriteOutOfSpace)
    }
}
