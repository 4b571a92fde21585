// The app the samples are written for: its model and services, declared just enough to
// type-check against. Contexts are listed in a sample's `<!-- sample: context=… -->` marker.
import ErrorHandling
import Foundation
import Observation

struct User: Sendable {}
struct Item: Sendable, Identifiable {
    let id: Int
}
struct Feed: Sendable {}
struct Message: Sendable {}
enum APIError: Error { case offline }
enum PaymentError: Error { case declined }

struct Note: Sendable, Hashable, Identifiable {
    let id: Int
    let title: String
    static let all: [Note] = []
    func save() throws {}
}
let note = Note(id: 1, title: "Groceries")

struct API: Sendable {
    func feed() async throws -> Feed { Feed() }
    func loadFeed() async throws {}
    func items() async throws -> [Item] { [] }
    func me() async throws(APIError) -> User { User() }
}
let api = API()

struct Drafts: Sendable {
    func upload(_ note: Note) async throws {}
}
let drafts = Drafts()

struct Sync: Sendable {
    func run() async throws {}
}
let sync = Sync()

enum Library {
    static func sync() async throws {}
}

enum Backup {
    static func upload() async throws {}
}

enum Account {
    static func signIn(password: String) async throws {}
}

final class Session: Sendable {
    static let shared = Session()
    func signIn() {}
    func signOut() {}
}

actor Analytics {
    static let shared = Analytics()
    func record(_ error: any Error) {}
}

actor Telemetry {
    static let shared = Telemetry()
    func record(_ error: any Error) {}
}

struct Socket: Sendable {
    let messages = AsyncThrowingStream<Message, any Error> { $0.finish() }
}
let socket = Socket()
func show(_ message: Message) {}

/// A screen the handler presents on, as a view controller would be.
final class Screen: ErrorHandlerView, Sendable {
    func present(alert: AlertController) {}
}
let viewController = Screen()
let checkoutScreen = Screen()
let appHandler = ErrorHandler(for: viewController)

func signOut(_ error: any Error, _ done: OnErrorHandled) { done?() }
func signInAgain(_ error: any Error, _ done: OnErrorHandled) { done?() }
func showSignIn(_ error: any Error, _ done: OnErrorHandled) { done?() }
func showPaymentHelp(_ error: any Error, _ done: OnErrorHandled) { done?() }

/// The reporter of the article "Logging and reporting in production", without the
/// Crashlytics SDK.
struct CrashlyticsReporter: ErrorReporter {
    func report(_ record: ErrorRecord, groupingKey: String, file: String, line: Int) {}
}

struct Payments: Sendable {
    func pay() async throws {}
}
let payments = Payments()

