import ErrorHandlingSwiftUI

/// One entry of the list.
struct Item: Identifiable, Hashable, Sendable {
    let id: Int
    let name: String
}

/// The app's server, simulated in memory. The start-up sync fails while offline, the first load of
/// each detail times out, only the password "secret" signs in, and sharing always fails.
actor Backend {
    private var loadedOnce: Set<Item.ID> = []

    func sync() async throws {
        throw AppError.offline
    }

    func detail(of item: Item) async throws -> String {
        guard loadedOnce.contains(item.id) else {
            loadedOnce.insert(item.id)
            throw AppError.timeout
        }
        return "\(item.name): 3 new messages"
    }

    func signIn(email: String, password: String) async throws {
        guard password == "secret" else { throw AppError.wrongPassword }
    }

    func share(_ item: Item, with email: String) async throws {
        throw AppError.offline
    }
}
