extension Redactor {
    /// Removes e-mail addresses, bearer and API tokens, secrets in URLs and user info, and card
    /// numbers. Production logging and error reporting use it unless told otherwise.
    public static let `default` = Redactor(rules: [
        // Credentials in a URL: https://user:password@host. They run to the last `@` of the
        // authority (which ends at `/`, `?` or `#`), so a user name that is an e-mail address
        // (ftp://ana@example.com:pw@host) or an `@` in the password leaves nothing behind.
        RedactionRule(
            pattern: #"(?i)\b([a-z][a-z0-9+.\-]*://)[^/?#\s:]+:[^/?#\s]+@"#,
            template: "$1<redacted>@", trigger: .anyOf(["://"])),
        RedactionRule(
            pattern: #"(?i)\b(bearer)\s+[A-Za-z0-9\-._~+/]+=*"#,
            template: "$1 <redacted>", trigger: .anyOf(["bearer"])),
        // Tokens recognisable by their shape: JWTs, Stripe, GitHub, AWS and Slack keys.
        RedactionRule(
            pattern: #"\beyJ[A-Za-z0-9_\-]{4,}\.[A-Za-z0-9_\-]{4,}\.[A-Za-z0-9_\-]{4,}"#
                + #"|\b(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{8,}|\bgh[pousr]_[A-Za-z0-9]{20,}"#
                + #"|\bAKIA[0-9A-Z]{16}\b|\bxox[abprs]-[A-Za-z0-9\-]{10,}"#,
            template: "<token>", trigger: .anyOf(["eyj", "_live_", "_test_", "gh", "akia", "xox"])),
        // password=…, api_key: …, "client_secret": "…", ?access_token=… and the like. The value
        // runs on past a closing quote as a shell word does (`pass="ab"cd` is `abcd`), so no
        // part of it is left behind.
        RedactionRule(
            pattern: #"(?i)\b([a-z0-9_\-]*(?:token|secret|passw(?:or)?d|pwd|api[_\-]?key|apikey"#
                + #"|auth(?:orization)?|session(?:_?id)?|credential|signature)s?)"#
                + #"(["']?\s*[:=]\s*)((?:"(?:[^"\\]|\\.)*"|'[^']*'|[^\s"'&,;}\]]+)+)"#,
            template: "$1$2<redacted>",
            trigger: .anyOf([
                "token", "secret", "pass", "pwd", "key", "auth", "session", "credential", "signature",
            ])
        ),
        // E-mail addresses, also one that starts where another ends (`a@b.cc1d@e.ff`): the match
        // starts at the first character of a local part anyway, as matching is leftmost.
        RedactionRule(
            pattern: #"[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}"#,
            template: "<email>", trigger: .anyOf(["@"])),
        // 13 to 19 digits, optionally grouped by spaces or dashes, that pass the Luhn check.
        RedactionRule(
            pattern: #"(?<![\d\-])\d(?:[ \-]?\d){12,18}(?![\d\-])"#,
            template: "<card>", trigger: .digits(atLeast: 13), accepts: Luhn.isValid),
    ])
}
