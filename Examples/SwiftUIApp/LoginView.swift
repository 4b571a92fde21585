import ErrorHandlingSwiftUI
import SwiftUI

/// A sign-in form. A wrong password shows as an inline message under the password field;
/// other errors go to the alert.
struct LoginView: View {
    static let passwordField = "password"

    let backend: Backend
    @Environment(\.reportError) private var reportError
    @Environment(\.errorCenter) private var center
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        Form {
            TextField("E-mail", text: $email)
            SecureField("Password", text: $password)
            InlineErrorText(field: Self.passwordField)
            Button("Sign In") {
                Task { await signIn() }
            }
        }
        .navigationTitle("Sign In")
        .onChange(of: password) {
            center?.clearInlineMessage(for: Self.passwordField)
        }
    }

    private func signIn() async {
        do {
            try await backend.signIn(email: email, password: password)
        } catch AppError.wrongPassword {
            reportError(AppError.wrongPassword, style: .inline(field: Self.passwordField))
        } catch {
            reportError(error)
        }
    }
}
