// AccessibilityNotification.Announcement takes the text without a label.
// expect: extraneous argument label 'text:' in call
import Accessibility

func announce(_ text: String) {
    AccessibilityNotification.Announcement(text: text).post()
}
