import ErrorHandlingSwiftUI
import SwiftUI

/// Where the list leads.
enum Route: Hashable {
    case item(Item)
    case signIn
}

/// The root list. Its navigation stack is the center's way back: an alert's "Back" button
/// pops the path.
struct RootView: View {
    let backend: Backend
    @State private var path = NavigationPath()
    private let items = [Item(id: 1, name: "Inbox"), Item(id: 2, name: "Archive")]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(items) { item in
                    NavigationLink(item.name, value: Route.item(item))
                }
                NavigationLink("Sign In", value: Route.signIn)
            }
            .navigationTitle("Items")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .item(let item):
                    DetailView(item: item, backend: backend)
                case .signIn:
                    // A rule for the sign-in screen: a wrong password is presented (as the
                    // form asks, inline under the field) before the app-wide rules see it.
                    LoginView(backend: backend)
                        .onError(.type(AppError.wrongPassword), perform: .presentError)
                }
            }
            .errorNavigationPath($path)
        }
    }
}
