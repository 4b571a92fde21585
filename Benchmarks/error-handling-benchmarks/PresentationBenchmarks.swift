import ErrorHandling

/// The cost of cleaning text for display: `ErrorPresentation(title:message:buttons:error:)` for
/// plain ASCII text (the common case, checked on its bytes), for text in other scripts (walked
/// character by character), and for one character of a million combining marks; and the cost of
/// reading the library's texts: one button title, and the presentation of an `AppError`, whose
/// title, message and button are looked up.
enum PresentationBenchmarks {
    private struct Failure: Error {}

    static func run() -> [(text: String, measurement: Measurement)] {
        let flooded = "A" + String(repeating: "\u{301}", count: 1_000_000)
        return [
            ("ASCII", "Upload failed", "The file is larger than 10 MB. Choose a smaller file.", 200_000),
            ("Japanese", "アップロード失敗", "ファイルが10 MBを超えています。小さいファイルを選んでください。", 50_000),
            (
                "Japanese, a control character in each (cleaned)", "アップロード\u{7}失敗",
                "ファイルが10 MBを超えています。\u{202E}小さいファイルを選んでください。", 50_000
            ),
            ("2 MB character", flooded, flooded, 10),
        ].map { name, title, message, iterations in
            let measurement = Measure.calls(iterations: iterations) {
                _ = ErrorPresentation(title: title, message: message, buttons: [], error: Failure())
            }
            return (name, measurement)
        }
    }

    static func textLookups() -> [(text: String, measurement: Measurement)] {
        [
            ("`StandardButtonTitle.retry.localized()`", { _ = StandardButtonTitle.retry.localized() }),
            (
                "`ErrorPresentation(error: AppError.offline)`",
                { _ = ErrorPresentation(error: AppError.offline) }
            ),
        ].map { name, body in (name, Measure.calls(iterations: 200_000, body)) }
    }
}
