#if canImport(AppKit)
    import AppKit
    import ErrorHandling

    /// The button layouts of alerts made by `NSAlert(presentation:)`, so that
    /// `button(for:)` can map a response back to a button; an extension cannot add storage to
    /// `NSAlert`. Entries go when their alert is released.
    @MainActor
    enum NSAlertButtons {
        private struct Entry {
            weak var alert: NSAlert?
            let layout: AlertButtonLayout
        }

        private static var entries: [Entry] = []

        static func remember(_ layout: AlertButtonLayout, for alert: NSAlert) {
            entries.removeAll { $0.alert == nil }
            entries.append(Entry(alert: alert, layout: layout))
        }

        static func layout(of alert: NSAlert) -> AlertButtonLayout? {
            entries.first { $0.alert === alert }?.layout
        }
    }
#endif
