// SwiftUI written the way the SwiftUI adapter and the example app will write it: the shims
// accept it, as the real SDK does. Each misuse case is a small change to code like this.
import Accessibility
import Observation
import SwiftUI

@Observable @MainActor final class Session {
    var isSignedIn = false
    var path = NavigationPath()
}

struct LoginFailed: LocalizedError {
    var errorDescription: String? { "Sign-in failed" }
}

struct ToastTitleKey: EnvironmentKey {
    static let defaultValue: String? = nil
}

extension EnvironmentValues {
    var toastTitle: String? {
        get { self[ToastTitleKey.self] }
        set { self[ToastTitleKey.self] = newValue }
    }
}

struct LoginView: View {
    @Environment(Session.self) private var session
    @Environment(\.dismiss) private var dismiss
    @Environment(\.toastTitle) private var toastTitle
    @State private var password = ""
    @State private var email = ""
    @State private var failure: LoginFailed?
    @State private var isFailing = false
    @State private var isAsking = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField("E-mail", text: $email)
            SecureField("Password", text: $password)
            if let toastTitle {
                Text(toastTitle)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Button("Sign In") { session.isSignedIn = true }
            Button("Cancel", role: .cancel) { dismiss() }
        }
        .padding()
        .alert(isPresented: $isFailing, error: failure) {
            Button("OK", role: .cancel) {}
        }
        .confirmationDialog("Discard?", isPresented: $isAsking, titleVisibility: .visible, presenting: failure) { _ in
            Button("Discard", role: .destructive) { dismiss() }
        } message: { failure in
            Text(failure.errorDescription ?? "")
        }
        .overlay(alignment: .top) {
            Text("Saved").transition(.move(edge: .top).combined(with: .opacity))
        }
        .animation(.easeInOut, value: isFailing)
        .onAppear { AccessibilityNotification.Announcement("Sign in").post() }
        .onDisappear {}
        .onChange(of: isFailing) { _, failing in isAsking = failing }
        .task { await Task.yield() }
        .environment(\.toastTitle, "Signed out")
    }
}

struct ItemList: View {
    struct Item: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    @Bindable var session: Session
    let items: [Item]

    var body: some View {
        NavigationStack(path: $session.path) {
            List {
                ForEach(items) { item in
                    NavigationLink(item.name, value: item)
                }
            }
            .navigationTitle("Items")
            .navigationDestination(for: Item.self) { item in
                Text(item.name)
            }
        }
    }
}

@main
struct SampleApp: App {
    @State private var session = Session()

    var body: some Scene {
        WindowGroup {
            LoginView().environment(session)
        }
    }
}
