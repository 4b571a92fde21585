extension Redactor {
    /// Removes personal data and secrets. Production logging and error reporting use it unless
    /// told otherwise.
    ///
    /// What it removes, in the order it looks, and what it puts in their place:
    ///
    /// - PEM private keys, `-----BEGIN … PRIVATE KEY-----` to `-----END … PRIVATE KEY-----`,
    ///   on one line or many (also when the end is missing): `<private key>`; and the private
    ///   part of a PuTTY key file, after `Private-Lines:` to the end of its `Private-MAC:` line:
    ///   `Private-Lines: <private key>`.
    /// - Credentials in URLs, `https://user:password@host`: `https://<redacted>@host`. The
    ///   user name may hold an `@` (`ftp://ana@example.com:pw@host`).
    /// - Slack webhook URLs, `https://hooks.slack.com/services/…`, and Discord ones,
    ///   `https://discord.com/api/webhooks/…`: the path after `services/` or `webhooks/`
    ///   becomes `<redacted>`.
    /// - Bearer tokens, `Bearer abc…`: `Bearer <redacted>`.
    /// - Cookie headers, `Cookie: …` and `Set-Cookie: …`: the rest of the line (up to a quote)
    ///   becomes `<redacted>`.
    /// - Tokens recognisable by their shape: JWTs (`eyJ….….…`), Stripe keys (`sk_live_…`,
    ///   `pk_test_…`), GitHub tokens (`ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_`, `github_pat_`),
    ///   AWS access key IDs (`AKIA…`, `ASIA…`), Slack tokens (`xoxb-`, `xoxp-` and the like, and
    ///   app-level `xapp-`), Google API keys (`AIza` and 35 more characters), GitLab tokens
    ///   (`glpat-`), OpenAI keys (`sk-proj-…`, `sk-…`), SendGrid keys (`SG.….…`), HuggingFace
    ///   tokens (`hf_`), Shopify tokens (`shpat_`, `shpss_`, `shpca_`, `shppa_`), DigitalOcean
    ///   tokens (`dop_v1_`, `doo_v1_`, `dor_v1_`), Twilio API keys (`SK` and 32 hex digits),
    ///   Mailgun keys (`key-` and 32 hex digits), Square tokens (`sq0atp-`, `sq0csp-`), Google
    ///   OAuth access tokens (`ya29.`), Stripe webhook secrets (`whsec_`) and Discord bot tokens
    ///   (three dotted parts, the first the bot's id in base64): `<token>`.
    /// - OAuth authorization codes in URLs, `?code=…` or `&code=…`: `code=<redacted>`.
    /// - A password after its name and a colon with a space: the rest of the line, so a
    ///   password of several words goes whole (`password: correct horse battery staple` becomes
    ///   `password: <redacted>`); when the line ends after the colon, the next line
    ///   (`password:⏎hunter2`). The names are `password`, `passwd`, `passphrase`, `pwd`, and
    ///   `pass` and `pw` on their own (`?pass=`, `?pw=`) or in camelCase (`dbPass`), never at the
    ///   end of a word (`bypass`, `compass`); any key that ends in one of them counts
    ///   (`db_password`).
    /// - Secrets written as key and value: a key that ends in `token`, `secret`, one of the
    ///   password names, `apikey`, `auth`, `authorization`, `session`, `session_id`, `sessid`,
    ///   `credential(s)`, `signature` or `cookie`; a compound name ending in `_key`, `-key`,
    ///   `.sid` and the like (`client_key`, `aws_secret_access_key`, `X-Api-Key`, `connect.sid`,
    ///   `PHPSESSID`, `access_token`, `client_secret`); a camelCase name of a key
    ///   (`secretKey`, `secretAccessKey`, `privateKey`, Azure's `AccountKey`, `sharedAccessKey`);
    ///   a GCP key's `private_key_id`, an Azure SAS `sig=`, or a bare `key=` (but not `key:`:
    ///   `primary key: none` stays). Then `=`, `=>` or `:` (also the full-width `：`, and `%3D`
    ///   and `%3A` in a URL) with optional quotes (also `%22`) and spaces around, then the value:
    ///   `key=<redacted>`. An `Authorization` value keeps its scheme
    ///   (`Authorization: Basic <redacted>`). The value ends at the first character that cannot
    ///   be part of it: a space, `)`, `]`, `}`, `,`, `;`, `&`, `<` or `>`, so
    ///   `decodingError(token=abc)` keeps its `)`; a quoted part runs to its closing quote (or
    ///   the end of the line), so `"correct horse battery"` goes whole, and so does a part in
    ///   parentheses (`secret: Secret(value: "…")` becomes `secret: <redacted>`).
    /// - The same keys in other syntaxes: an XML element (`<password><redacted></password>`), a
    ///   command line's option (`--password <redacted>`), and a `.netrc` entry
    ///   (`machine example.com login ana password <redacted>`).
    /// - The same keys spelled to hide them: with percent-encoded bytes (`pass%77ord=`), JSON
    ///   escapes (`"pass\u0077ord": …`) or invisible characters such as a zero-width space in the
    ///   name: the value becomes `<redacted>`, the key stays as written.
    /// - A Digest response, `response="…"` of 32 or more hex digits: `response=<redacted>`.
    /// - AWS secret access keys without a name: 40 characters of base64 with a digit, at least
    ///   8 capitals and 5 lowercase letters (as a random key has; a path or a hex digest of that
    ///   length does not): `<token>`.
    /// - E-mail addresses, also percent-encoded (`ana%40example.com`), with a full-width at sign
    ///   (`ana＠example.com`), with a quoted local part (`"ana smith"@example.com`) and with
    ///   internationalized domains (`ana@例え.jp`, `user@müller.de`): `<email>`.
    /// - Phone numbers in international format, `+` and 8 to 15 digits in groups
    ///   (`+81 90-1234-5678`, `+1 (415) 555-0100`), also percent-encoded
    ///   (`%2B81%2090-1234-5678`), and US numbers without the `+` (`(415) 555-0100`,
    ///   `415-555-0100`, `1 415.555.0100`; the area code and the exchange do not start with `0`
    ///   or `1`): `<phone>`.
    /// - US social security numbers, `123-45-6789` (not `000`, `666` or `9…` first, nor `00` or
    ///   `0000` after): `<ssn>`.
    /// - IBANs, compact or in groups of four, that pass the mod-97 check (`DE89 3704 0044 0532
    ///   0130 00`): `<iban>`.
    /// - Card numbers of 13 to 19 digits that pass the Luhn check, with or without one or two
    ///   spaces, no-break spaces (U+00A0, U+2007, U+202F) or a dash between digits
    ///   (`4111  1111  1111  1111`), with dots between groups of
    ///   four (`4111.1111.1111.1111`), in ASCII or full-width digits (`４１１１…`): `<card>`.
    /// - IPv6 addresses (`2001:db8::1`, `fe80::1%en0`, `::1`) and IPv4 addresses
    ///   (`192.168.0.1`): `<ip>`.
    ///
    /// Left alone: timestamps (`2026-11-30T21:52:14Z`, `12:30:45`), `File.swift:42`, UUIDs,
    /// version numbers of up to three parts (`1.2.3`) and ones glued to a letter (`v1.2.3.4`),
    /// numbers that fail the checksums above, hex digests, paths, and ordinary words and
    /// sentences (`passed 3 tests`). A four-part number of 0 to 255 each (`1.2.3.4`) cannot be
    /// told from an IPv4 address and becomes `<ip>`; `pass: 3` is taken for a password.
    ///
    /// Every rule takes time linear in the length of the text: each repetition that could run
    /// far either starts only where a run of its characters starts, or is bounded.
    public static let `default` = Redactor(
        rules: [
            RedactionRule(matcher: PrivateKeyBlockMatcher.matcher, trigger: .anyOf(["private key"])),
            RedactionRule(matcher: PuTTYPrivateKeyMatcher.matcher, trigger: PuTTYPrivateKeyMatcher.trigger),
            // The password runs to the last `@` of the authority (which ends at `/`, `?`, `#` or a
            // space), so a user name with an `@` in it leaves nothing behind.
            RedactionRule(
                matcher: URLCredentialsMatcher.matcher, trigger: .shapedWords([("://", .credentialsFollow)])),
            RedactionRule(
                matcher: HeaderSecretMatchers.slackWebhookPath, trigger: .anyOf(["hooks.slack.com/"])),
            RedactionRule(
                matcher: DiscordMatchers.webhookPath,
                trigger: .shapedWords([("/api/webhooks/", DiscordMatchers.webhookGate)])),
            RedactionRule(matcher: HeaderSecretMatchers.bearer, trigger: .anyOf(["bearer"])),
            RedactionRule(matcher: HeaderSecretMatchers.cookie, trigger: .anyOf(["cookie:"])),
            // A JWT or a fine-grained GitHub token starts only where a run of its characters does:
            // `eyJ-eyJ-…` is one candidate, not one per `eyJ`.
            RedactionRule(
                matcher: TokenMatchers.jsonWebTokenOrGitHubFineGrained,
                trigger: .shapedWords([
                    ("eyj", .jsonWebToken),
                    (
                        "github_pat_",
                        .word(
                            "github_pat_", notAfter: RedactionGate.wordCharacter, thenAtLeast: 20,
                            of: RedactionGate.wordCharacter)
                    ),
                ])),
            RedactionRule(
                matcher: TokenMatchers.prefixed,
                trigger: .shapedWords([
                    (
                        "_live_",
                        .word(
                            "_live_", after: ["sk", "pk", "rk"], thenAtLeast: 8,
                            of: RedactionGate.alphanumeric)
                    ),
                    (
                        "_test_",
                        .word(
                            "_test_", after: ["sk", "pk", "rk"], thenAtLeast: 8,
                            of: RedactionGate.alphanumeric)
                    ),
                    (
                        "gh",
                        .word(
                            "gh", followedBy: [RedactionGate.oneOf("pousr"), RedactionGate.oneOf("_")],
                            thenAtLeast: 20, of: RedactionGate.alphanumeric)
                    ),
                    ("akia", .word("AKIA", thenAtLeast: 16, of: RedactionGate.digitOrCapital)),
                    ("asia", .word("ASIA", thenAtLeast: 16, of: RedactionGate.digitOrCapital)),
                    (
                        "xox",
                        .word(
                            "xox", followedBy: [RedactionGate.oneOf("abeoprs"), RedactionGate.oneOf("-")],
                            thenAtLeast: 10, of: RedactionGate.alphanumericOrDash)
                    ),
                    ("aiza", .word("AIza", thenAtLeast: 35, of: RedactionGate.tokenCharacter)),
                ])),
            // GitLab, Slack app-level, OpenAI (`sk-proj-…` and the older `sk-…`) and SendGrid keys:
            // random, so never without a digit.
            RedactionRule(
                matcher: TokenMatchers.randomWithADigit,
                trigger: .shapedWords([
                    (
                        "glpat-",
                        .word(
                            "glpat-", notAfter: RedactionGate.tokenCharacter, thenAtLeast: 20,
                            of: RedactionGate.tokenCharacter)
                    ),
                    (
                        "xapp-",
                        .word(
                            "xapp-", notAfter: RedactionGate.tokenCharacter,
                            followedBy: [RedactionGate.oneOf("0123456789"), RedactionGate.oneOf("-")],
                            thenAtLeast: 10, of: RedactionGate.alphanumericOrDash)
                    ),
                    (
                        "sk-",
                        .word(
                            "sk-", notAfter: RedactionGate.tokenCharacter, thenAtLeast: 20,
                            of: RedactionGate.tokenCharacter)
                    ),
                    (
                        "sg.",
                        .word(
                            "SG.", notAfter: RedactionGate.tokenCharacter, thenAtLeast: 16,
                            of: RedactionGate.tokenCharacter)
                    ),
                ])),
            RedactionRule(matcher: PrefixedTokenMatcher.matcher, trigger: PrefixedTokenMatcher.trigger),
            RedactionRule(
                matcher: DiscordMatchers.botToken, trigger: .shapedWords([(".", DiscordMatchers.botTokenDot)])
            ),
            RedactionRule(
                matcher: HeaderSecretMatchers.authorizationCode,
                trigger: .shapedWords([("code=", .word("code=", after: ["?", "&", "#"]))])),
            // The rest of the line after a password and a colon with a space, or the next line when
            // the line ends there: a password may hold spaces. A quoted one ends at its quote, and
            // one already replaced stays as it is (`"password": <redacted>}` keeps its `}`).
            RedactionRule(
                matcher: PasswordLineMatcher.matcher(names: passwordKeyNames),
                trigger: .shapedWords(
                    [":", "：", "%3a"].map { ($0, passwordKeyNames.gate(valueFollows: false)) })),
            // A key spelled to hide it from the rules below (`pass%77ord`, `pass\u0077ord`, a
            // zero-width space in it) is one of theirs once spelled plainly.
            RedactionRule(
                matcher: DisguisedKeyMatcher.matcher(accepting: keyValueRules),
                trigger: .shapedWords(DisguisedKey.triggers)),
        ] + keyValueRules + [
            RedactionRule(
                matcher: SecretSyntaxMatchers.xmlElement(names: secretKeyNames),
                trigger: .shapedWords([(">", SecretSyntaxMatchers.xmlElementGate(names: secretKeyNames))])),
            RedactionRule(
                matcher: SecretSyntaxMatchers.commandLineOption(names: secretKeyNames),
                trigger: .shapedWords([
                    ("--", SecretSyntaxMatchers.commandLineOptionGate(names: secretKeyNames))
                ])),
            RedactionRule(
                matcher: SecretSyntaxMatchers.netrcEntry,
                trigger: .shapedWords([("login", SecretSyntaxMatchers.netrcGate)])),
            RedactionRule(
                matcher: HeaderSecretMatchers.digestResponse,
                trigger: .shapedWords([("=", .keyEnding(in: ["response"]))])),
            RedactionRule(matcher: TokenMatchers.awsSecretAccessKey, trigger: .base64Run(length: 40)),
            RedactionRule(
                matcher: EmailAddressMatcher.matcher,
                trigger: .shapedWords([("@", .domainFollows), ("%40", .domainFollows), ("＠", .domainFollows)])
            ),
            // Before the card numbers: `+4915112345678` passes the Luhn check too.
            RedactionRule(
                matcher: PhoneNumberMatcher.matcher,
                trigger: .shapedWords(
                    ["+", "%2B", "%2b"].map {
                        ($0, .word($0, followedBy: [RedactionGate.oneOf("123456789")]))
                    })),
            RedactionRule(matcher: NumberMatchers.socialSecurityNumber, trigger: .digits(atLeast: 9)),
            RedactionRule(matcher: USPhoneNumberMatcher.matcher, trigger: .digits(atLeast: 10)),
            RedactionRule(matcher: IBANMatcher.matcher, trigger: .digitsAfterCountryCode(atLeast: 8)),
            RedactionRule(matcher: NumberMatchers.card, trigger: .digits(atLeast: 13)),
            RedactionRule(matcher: IPv6AddressMatcher.matcher, trigger: .shapedWords([(":", .ipv6Colon)])),
            RedactionRule(
                matcher: NumberMatchers.ipv4, trigger: .shapedWords([(".", .fourthOctet)])),
        ], secretKeyNames: secretKeyNames)

    /// The rules for `key=value` and `key: value`, in any case (``keyValueNames``).
    static let keyValueRules = keyValueNames.map {
        keyValueRule(names: $0.names, keepsScheme: $0.keepsScheme)
    }

    /// The names of the keys whose values the `key=value` rules take, one list for each rule:
    /// an authorization or a session (`Authorization: Basic <redacted>` keeps its scheme); a
    /// token, a secret, an API key, credentials, a signature or a cookie, a compound name ending
    /// in `_key` or `-key`, a GCP key's `private_key_id`, a session id `sid` (`connect.sid`) and
    /// an Azure SAS `sig=`; a password (``passwordKeyNames``); a camelCase name ending in `Key`
    /// after what it is the key of (`secretKey`, `secretAccessKey`, `privateKey`, `AccountKey`);
    /// and a bare `key=`, but not `key:` (`primary key: none`).
    static let keyValueNames: [(names: SecretKeyNames, keepsScheme: Bool)] = [
        (
            .anyCase([
                "auth", "authorization", "sess", "session", "sessid", "sess_id", "sess-id", "sessionid",
                "session_id", "session-id",
            ]), true
        ),
        (
            .anyCase([
                "token", "secret", "apikey", "credential", "signature", "cookie", "_key", ".key", "-key",
                "private_key_id",
            ]).adding(wordsNotAfterAlphanumeric: ["sid"])
                .adding(wordsNotAfterAlphanumeric: ["sig"], onlyBeforeEquals: true), false
        ),
        (passwordKeyNames, false),
        (
            .anyCase(
                [
                    "secret", "private", "account", "access", "master", "signing", "encryption", "client",
                    "shared",
                ]
                .flatMap { [$0 + "key", $0 + "accesskey"] }
            ).adding(wordsNotAfterAlphanumeric: ["key"], onlyBeforeEquals: true), false
        ),
    ]

    /// Every name of ``keyValueNames``: the keys whose values are secrets wherever a key is
    /// written, as `key=value`, as a metadata key, an XML element, a command line's option.
    static let secretKeyNames = keyValueNames.dropFirst().reduce(keyValueNames[0].names) {
        $0.adding($1.names)
    }

    /// The names of a password as keys end in them: `password`, `passwd`, `passphrase`, `pwd`,
    /// and `pass` and `pw` on their own or in camelCase (`dbPass`).
    static let passwordKeyNames = SecretKeyNames.anyCase(["passwd", "password", "passphrase", "pwd"])
        .adding(wordsNotAfterAlphanumeric: ["pass", "pw"]).adding(exactCase: ["Pass", "Pw"])

    /// A rule for `key=value` and `key: value` (``KeyValueSecretMatcher``) with keys that have
    /// one of `names`, keeping an `Authorization` scheme when `keepsScheme`.
    private static func keyValueRule(names: SecretKeyNames, keepsScheme: Bool = false) -> RedactionRule {
        RedactionRule(
            matcher: KeyValueSecretMatcher.matcher(names: names, keepsScheme: keepsScheme),
            trigger: .shapedWords(KeyValueSecretMatcher.separatorWords.map { ($0, names.gate()) }))
    }
}
