extension Redactor {
    /// Removes personal data and secrets. Production logging and error reporting use it unless
    /// told otherwise.
    ///
    /// What it removes, in the order it looks, and what it puts in their place:
    ///
    /// - PEM private keys, `-----BEGIN … PRIVATE KEY-----` to `-----END … PRIVATE KEY-----`,
    ///   on one line or many (also when the end is missing): `<private key>`.
    /// - Credentials in URLs, `https://user:password@host`: `https://<redacted>@host`. The
    ///   user name may hold an `@` (`ftp://ana@example.com:pw@host`).
    /// - Slack webhook URLs, `https://hooks.slack.com/services/…`: the path after `services/`
    ///   becomes `<redacted>`.
    /// - Bearer tokens, `Bearer abc…`: `Bearer <redacted>`.
    /// - Cookie headers, `Cookie: …` and `Set-Cookie: …`: the rest of the line (up to a quote)
    ///   becomes `<redacted>`.
    /// - Tokens recognisable by their shape: JWTs (`eyJ….….…`), Stripe keys (`sk_live_…`,
    ///   `pk_test_…`), GitHub tokens (`ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_`, `github_pat_`),
    ///   AWS access key IDs (`AKIA…`, `ASIA…`), Slack tokens (`xoxb-`, `xoxp-` and the like) and
    ///   Google API keys (`AIza` and 35 more characters): `<token>`.
    /// - OAuth authorization codes in URLs, `?code=…` or `&code=…`: `code=<redacted>`.
    /// - Secrets written as key and value: a key that ends in `token`, `secret`, `password`,
    ///   `passwd`, `passphrase`, `pwd`, `apikey`, `auth`, `authorization`, `session`,
    ///   `session_id`, `sessid`, `credential(s)`, `signature` or `cookie`, or a compound name
    ///   ending in `_key`, `-key`, `.sid` and the like (`client_key`, `aws_secret_access_key`,
    ///   `X-Api-Key`, `connect.sid`, `PHPSESSID`, `access_token`, `client_secret`), then `=` or
    ///   `:` with optional quotes and spaces around, then the value: `key=<redacted>`. An
    ///   `Authorization` value keeps its scheme (`Authorization: Basic <redacted>`). The value
    ///   ends at the first character that cannot be part of it: a space, `)`, `]`, `}`, `,`,
    ///   `;`, `&`, `<` or `>`; a quoted part runs to its closing quote (or the end of the line),
    ///   so `"correct horse battery"` goes whole.
    /// - E-mail addresses, also percent-encoded (`ana%40example.com`) and with internationalized
    ///   domains (`ana@例え.jp`, `user@müller.de`): `<email>`.
    /// - Phone numbers in international format, `+` and 8 to 15 digits in groups
    ///   (`+81 90-1234-5678`, `+1 (415) 555-0100`): `<phone>`.
    /// - IBANs, compact or in groups of four, that pass the mod-97 check (`DE89 3704 0044 0532
    ///   0130 00`): `<iban>`.
    /// - Card numbers of 13 to 19 digits, with or without spaces and dashes, that pass the Luhn
    ///   check: `<card>`.
    /// - IPv6 addresses (`2001:db8::1`, `fe80::1%en0`, `::1`) and IPv4 addresses
    ///   (`192.168.0.1`): `<ip>`.
    ///
    /// Left alone: timestamps (`2026-11-30T21:52:14Z`, `12:30:45`), `File.swift:42`, UUIDs,
    /// version numbers of up to three parts (`1.2.3`) and ones glued to a letter (`v1.2.3.4`),
    /// numbers that fail the checksums above, and ordinary words. A four-part number of 0 to 255
    /// each (`1.2.3.4`) cannot be told from an IPv4 address and becomes `<ip>`.
    ///
    /// Every rule takes time linear in the length of the text: each repetition that could run
    /// far either starts only where a run of its characters starts, or is bounded.
    public static let `default` = Redactor(rules: [
        RedactionRule(
            pattern: #"-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----(?:[^-]|-(?!----))*+"#
                + #"(?:-----END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----)?+"#,
            template: "<private key>", trigger: .anyOf(["private key"])),
        // The password runs to the last `@` of the authority (which ends at `/`, `?`, `#` or a
        // space), so a user name with an `@` in it leaves nothing behind.
        RedactionRule(
            pattern: #"://[^/?#\s:]*+:[^/?#\s]*@"#, template: "://<redacted>@", trigger: .anyOf(["://"])),
        RedactionRule(
            pattern: #"(hooks\.slack\.com/(?:services|workflows|triggers)/)[A-Za-z0-9_/\-]++"#,
            template: "$1<redacted>", trigger: .anyOf(["hooks.slack.com/"])),
        RedactionRule(
            pattern: #"(?i)\b(bearer)\s++[A-Za-z0-9\-._~+/]++=*+"#,
            template: "$1 <redacted>", trigger: .anyOf(["bearer"])),
        RedactionRule(
            pattern: #"(?i)(?<![a-z0-9_\-])((?:set-)?cookie:[ \t]*+)[^\r\n"]++"#,
            template: "$1<redacted>", trigger: .anyOf(["cookie:"])),
        // A JWT or a fine-grained GitHub token starts only where a run of its characters does:
        // `eyJ-eyJ-…` is one candidate, not one per `eyJ`.
        RedactionRule(
            pattern: #"(?<![A-Za-z0-9_\-])eyJ[A-Za-z0-9_\-]{4,}+\.[A-Za-z0-9_\-]{4,}+\.[A-Za-z0-9_\-]{4,}+"#
                + #"|(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{20,}+"#,
            template: "<token>", trigger: .anyOf(["eyj", "github_pat_"])),
        RedactionRule(
            pattern: #"\b(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{8,}+|\bgh[pousr]_[A-Za-z0-9]{20,}+"#
                + #"|\b(?:AKIA|ASIA)[0-9A-Z]{16}\b|\bxox[abeoprs]-[A-Za-z0-9\-]{10,}+"#
                + #"|\bAIza[0-9A-Za-z_\-]{35}"#,
            template: "<token>", trigger: .anyOf(["_live_", "_test_", "gh", "akia", "asia", "xox", "aiza"])),
        RedactionRule(
            pattern: #"([?&#]code=)[^\s"'&,;)\]}<>#]++"#, template: "$1<redacted>", trigger: .anyOf(["code="])
        ),
        keyValueRule(
            keys: #"auth(?:orization)?|sess(?:ion)?(?:[_\-]?id)?"#,
            scheme: #"((?:basic|bearer|digest|negotiate|ntlm|token)[ \t]++)?+"#, trigger: ["auth", "sess"]),
        keyValueRule(
            keys: #"token|secret|passw(?:or)?d|passphrase|pwd|apikey|credential|signature|cookie"#
                + #"|[_.\-](?:key|sid)"#,
            trigger: ["token", "secret", "pass", "pwd", "key", "credential", "signature", "cookie", "sid"]),
        // An address starts where a run of address characters starts, or right where the one
        // before it ended (`a@b.cc1d@e.ff`).
        RedactionRule(
            pattern: #"(?:(?<![\p{L}\p{N}._%+\-])|\G)(?:[\p{L}\p{N}._%+\-]++@|[\p{L}\p{N}._+\-]++%40)"#
                + #"(?:[\p{L}\p{N}\p{M}\-]++\.)+\p{L}{2,}+"#,
            template: "<email>", trigger: .anyOf(["@", "%40"])),
        // Before the card numbers: `+4915112345678` passes the Luhn check too.
        RedactionRule(
            pattern: #"(?<![\p{L}\p{N}+])\+[1-9][0-9]{0,2}"#
                + #"(?:[ .\-]?(?:\([0-9]{1,4}\)|[0-9]{1,6})){1,6}(?![0-9])"#,
            template: "<phone>", trigger: .anyOf(["+"]),
            accepts: { text in
                (8...15).contains(text.utf8.count { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
            }),
        RedactionRule(
            pattern: #"(?<![A-Za-z0-9])[A-Z]{2}[0-9]{2}(?:(?: [A-Z0-9]{4}){2,7}(?: [A-Z0-9]{1,3})?"#
                + #"|[A-Z0-9]{11,30})(?![A-Za-z0-9])"#,
            template: "<iban>", trigger: .digits(atLeast: 8), accepts: IBAN.isValid),
        RedactionRule(
            pattern: #"(?<![\d\-])\d(?:[ \-]?\d){12,18}(?![\d\-])"#,
            template: "<card>", trigger: .digits(atLeast: 13), accepts: Luhn.isValid),
        // Ends in a hex digit or `::`, never a lone `:` (`at 2001:db8::1: timed out`).
        RedactionRule(
            pattern: #"(?<![\p{L}\p{N}_:.])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?<=[0-9A-Fa-f]|::)"#
                + #"(?:%[0-9A-Za-z]{1,15})?+(?![\p{L}\p{N}_]|:[0-9A-Fa-f:]|\.[0-9])"#,
            template: "<ip>", trigger: .anyOf([":"]), accepts: IPv6Address.isValid),
        RedactionRule(
            pattern: #"(?<![\p{L}\p{N}_])(?<![0-9]\.)(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\.){3}"#
                + #"(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?![0-9]|\.[0-9])"#,
            template: "<ip>", trigger: .anyOf((0...9).map { ".\($0)" })),
    ])

    /// A rule for `key=value` and `key: value`, in any case, where the key is a run of
    /// `[a-z0-9_.-]` that ends in one of `keys` (or an `s` after it), or is `sid`.
    ///
    /// The key starts where a run of key characters starts, so the run is read once. The value
    /// is a run of quoted and unquoted parts, as a shell word is (`pass="ab"cd` is `abcd`), so
    /// no part of it is left behind; an unquoted part ends at a space, a quote, `)`, `]`, `}`,
    /// `,`, `;`, `&`, `<` or `>`. Each rule's pattern stays under 256 characters: Foundation on
    /// Linux never frees its copy of a longer pattern (`_CFRegularExpressionCreate`).
    /// - Parameters:
    ///   - keys: Alternatives the key ends in, as a pattern.
    ///   - scheme: A pattern, with one group, for what comes before the value and is kept.
    ///   - trigger: Words one of which a text must hold.
    private static func keyValueRule(keys: String, scheme: String = "()", trigger: [String]) -> RedactionRule
    {
        RedactionRule(
            pattern: #"(?i)(?<![a-z0-9_.\-])([a-z0-9_.\-]*(?:"# + keys + #")s?|sid)(["']?[ \t]*[:=][ \t]*)"#
                + scheme + #"(?:"(?:[^"\\\r\n]|\\.)*+"?+|'[^'\r\n]*+'?+|[^\s"'&,;)\]}<>]++)++"#,
            template: "$1$2$3<redacted>", trigger: .anyOf(trigger))
    }
}
