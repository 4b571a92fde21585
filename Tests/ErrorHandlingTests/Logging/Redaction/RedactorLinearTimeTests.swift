import Foundation
import Testing

@testable import ErrorHandling

/// Every rule of the default redactor takes time linear in the text: on 1 MB made to make a
/// backtracking pattern scan far from every start (`"token " + "a-" × 500,000`, which took
/// hours before), it takes about as long as on 1 MB of ordinary log text. Times are the test
/// thread's CPU time, so that tests running beside it do not count.
@Suite(.timeLimit(.minutes(10))) struct RedactorLinearTimeTests {
    static let size = 1_000_000
    /// A rule that backtracks quadratically takes thousands of times longer on 1 MB of hostile
    /// text than on ordinary text; a linear rule that replaces often takes up to about 25 times
    /// as long (seen under ThreadSanitizer), far below this.
    static let maximumRatio = 100.0

    /// `unit` repeated to `size` bytes, after `prefix`.
    static func repeated(_ unit: String, after prefix: String = "") -> String {
        prefix + String(repeating: unit, count: size / unit.utf8.count)
    }

    /// Inputs that make each rule's repetitions run far: the four from the bug report, then the
    /// like for every other rule.
    static let hostileInputs: [String] = [
        repeated("a-", after: "token "), repeated("a", after: "@ "), repeated("a.", after: "://"),
        repeated("eyJ-"),
        repeated("-----BEGIN "), repeated("-----BEGIN PRIVATE KEY-----"), repeated("://a:"),
        repeated("hooks.slack.com/services/"), repeated(" ", after: "bearer"), repeated("cookie:"),
        repeated("github_pat_"), repeated("xoxb-"), repeated("AIza"), repeated("sk_live_"),
        repeated("?code="),
        repeated("token"), repeated("a", after: "password=\""), repeated("token= "),
        repeated("a-b.c_d", after: "token "),
        repeated("a@"), repeated("b.", after: "a@"), repeated("%40"), repeated("a%40"),
        repeated("DE89 "), repeated(" 1234", after: "DE89"), repeated("1"), repeated("1 "),
        repeated("+1 "), repeated(" 1", after: "+1"), repeated("1:"), repeated("::"), repeated("a:"),
        repeated("1."), repeated("255."),
        // The rules for the shapes an attack found kept: GitLab, Slack app, OpenAI and SendGrid
        // keys, a password to the end of its line or on the next one, disguised keys, camelCase
        // keys, a Digest response, an AWS secret without a name, quoted and full-width
        // addresses, cards with dots, double spaces or full-width digits.
        repeated("glpat-"), repeated("a", after: "sk-"), repeated("SG.a"), repeated("xapp-1-"),
        repeated("password: "), repeated("a", after: "password: "), repeated("pw:\n"), repeated("Pass"),
        repeated("%77"), repeated("\\u0077"), repeated("\u{200B}"), repeated("a\u{200B}"), repeated("%77="),
        repeated("secretKey"), repeated("key "), repeated("0", after: "response=\""),
        repeated("aA0/"), repeated("aA0/aA0/aA0/aA0/aA0/aA0/aA0/aA0/aA0/aA0/ "),
        repeated("a＠"), repeated("\"a\"@"), repeated("\"a"), repeated("1  "), repeated("1111."),
        repeated("１"),
        // The rules for tokens of services, cards with no-break spaces, US numbers and the other
        // syntaxes of secrets' keys.
        repeated("hf_"), repeated("a", after: "hf_"), repeated("SK"), repeated("0", after: "SK"),
        repeated("key-"),
        repeated("sq0atp-"), repeated("ya29."), repeated("Maaaaaaaaaaaaaaaaaaaaaaa."),
        repeated("aaaaaa.", after: "Maaaaaaaaaaaaaaaaaaaaaaa."), repeated("discord.com/api/webhooks/"),
        repeated("Private-Lines:"), repeated("\u{00A0}1"), repeated("1\u{202F}"), repeated("123-45-"),
        repeated("(415) "), repeated("415-555-"), repeated("password%3D"), repeated("%22password%22%3A%22"),
        repeated("(", after: "password="), repeated("a(", after: "password="), repeated("password=>"),
        repeated("<password>"), repeated("a", after: "<password>"), repeated("--password "), repeated("--"),
        repeated("machine "), repeated("machine a login b "),
        repeated("password ", after: "machine a login b "),
    ]

    /// Log lines with something for every rule to look at, a few secrets among them.
    static let ordinaryText = repeated(
        """
        GET https://api.example.com/v1/items/42?page=3&sort=name failed with status 503 after 1.2 s
        Authorization header missing; retrying as user4711 at 2026-11-30T21:52:14Z (Editor.swift:120)
        Sync of 1,234 records from 10.0.0.1 took 12.5 ms; token refresh in 30 s, bearer none
        Contact support@example.com or call +1 (415) 555-0100 about order 1234567890123
        Decoding Item at items[3].price: expected Double; key path: user.settings.theme, code=7
        Session 8f14e45f-ceea-467a-9af2-7c1d5e1f8e23 restored on fe80::1 at 12:30:45, cookie: none
        Could not load the private key; hooks.slack.com/ unreachable; eyJ header only; DE12 bank

        """)

    /// For each hostile input, the rules whose trigger it holds: a rule runs only on such text.
    /// The inputs repeat a unit, so their first 4 KB hold every trigger the whole does.
    static let rulesTriggered = hostileInputs.map { input in
        RedactionTriggers(Redactor.default.rules).candidates(
            in: String(decoding: input.utf8.prefix(4_096), as: UTF8.self))
    }

    @Test(arguments: Redactor.default.rules.indices)
    func aRuleTakesAboutAsLongOnHostileTextAsOnOrdinaryText(rule index: Int) {
        let rule = Redactor.default.rules[index]
        let ordinary = ThreadCPUTime.fastest(of: 3) { _ = rule.apply(to: Self.ordinaryText) }
        for (inputIndex, hostile) in Self.hostileInputs.enumerated()
        where Self.rulesTriggered[inputIndex].contains(index) {
            // Timed again only when far off, so that a busy machine does not fail the test.
            var ratio = 0.0
            for runs in [1, 3] where runs == 1 || ratio >= Self.maximumRatio {
                ratio =
                    Double(ThreadCPUTime.fastest(of: runs) { _ = rule.apply(to: hostile) })
                    / Double(max(ordinary, 1))
            }
            #expect(
                ratio < Self.maximumRatio,
                "rule \(index) on hostile input \(inputIndex): \(ratio) × ordinary text")
        }
    }
}
