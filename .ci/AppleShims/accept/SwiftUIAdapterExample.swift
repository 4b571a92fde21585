// A SwiftUI app using the adapter's whole API as an app would: a rule for a subtree, the host at
// the root, an inline error under a form field.
import ErrorHandlingSwiftUI
import SwiftUI

@main struct ShopApp: App {
    @State private var center = ErrorCenter()  // the app owns the one center
    var body: some Scene {
        WindowGroup {
            CartView()
                .onError(.type(CouponError.self), perform: .presentError)  // a rule for this subtree
                .errorHandling(center)  // alerts, dialogs, toasts and the environment
        }
    }
}

struct CartView: View {
    @Environment(\.reportError) private var reportError
    @State private var code = ""
    var body: some View {
        Form {
            TextField("Coupon", text: $code)
            InlineErrorText(field: "coupon")  // the center's inlineMessages["coupon"]
            Button("Apply") {
                do { try Coupon.apply(code) } catch { reportError(error, style: .inline(field: "coupon")) }
            }
        }
    }
}

struct CouponError: LocalizedError {
    var errorDescription: String? { "This coupon has expired." }
}

enum Coupon {
    static func apply(_ code: String) throws {
        if code != "SPRING" { throw CouponError() }
    }
}
