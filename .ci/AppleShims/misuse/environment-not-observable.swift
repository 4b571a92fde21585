// `@Environment(Type.self)` reads an @Observable object; a plain class is not one.
// expect: candidate requires that 'Settings' conform to 'Observable'
import SwiftUI

final class Settings {
    var isOn = false
}

struct SettingsView: View {
    @Environment(Settings.self) private var settings

    var body: some View {
        Text("Settings")
    }
}
