// `InlineErrorText` names its field with a label, as `PresentationStyle.inline(field:)` does.
// expect: missing argument label 'field:' in call
import ErrorHandlingSwiftUI
import SwiftUI

struct PasswordRow: View {
    var body: some View {
        InlineErrorText("password")
    }
}
