import Testing

@testable import ErrorHandling

/// The one scan that decides which rules of ``Redactor/default`` run (``RedactionTriggers`` with
/// each rule's ``RedactionGate``) lets no secret through: every shape the README lists is
/// removed inside non-ASCII text, percent-encoded and split across the 64 KiB cut, and the scan
/// takes time linear in the text however the text is made.
@Suite struct RedactionGateTests {
    /// One of each secret shape, and the part of it that must never be written.
    static let secrets: [(text: String, secret: String)] = [
        ("ana.silva+test@example.co.jp", "ana.silva+test"),
        ("Authorization: Bearer abcDEF123456789xyz", "abcDEF123456789xyz"),
        ("Authorization: Basic dXNlcjpwYXNzd29yZA==", "dXNlcjpwYXNzd29yZA"),
        ("password=hunter2hunter2", "hunter2hunter2"),
        ("client_secret=s3cr3tS3cr3tS3cr3t", "s3cr3tS3cr3tS3cr3t"),
        ("upload_token=abc123def456ghi789", "abc123def456ghi789"),
        ("aws_secret_access_key=wJalrXUtnFEMI0K7MDENG", "wJalrXUtnFEMI0K7MDENG"),
        ("-----BEGIN RSA PRIVATE KEY-----MIIEowIBAAKCAQEA-----END RSA PRIVATE KEY-----", "MIIEowIBAAKCAQEA"),
        ("https://admin:pa55w0rdpa55w0rd@files.example.com/a", "pa55w0rdpa55w0rd"),
        ("https://app.example.com/cb?code=4/0AX4XfWhabcdefgh&state=x", "4/0AX4XfWhabcdefgh"),
        ("Cookie: sid=abc123abc123abc123", "abc123abc123abc123"),
        ("PHPSESSID=el4ukv0kqbvoirg7nkp4dncpk3", "el4ukv0kqbvoirg7nkp4dncpk3"),
        ("ghp_abcdefghijklmnopqrstuvwxyz0123456789", "abcdefghijklmnopqrstuvwxyz0123456789"),
        ("xoxb-1234567890-abcdefghij", "1234567890-abcdefghij"),
        ("AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe", "SyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe"),
        ("sk_live_abcdefgh12345678", "abcdefgh12345678"),
        ("AKIAIOSFODNN7EXAMPLE", "IOSFODNN7EXAMPLE"),
        (
            "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NSJ9.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk",
            "eyJzdWIiOiIxMjM0NSJ9"
        ),
        ("4111 1111 1111 1111", "1111 1111 1111"),
        ("DE89 3704 0044 0532 0130 00", "3704 0044 0532"),
        ("+81 90-1234-5678", "90-1234-5678"),
        ("192.168.100.200", "168.100.200"),
        ("2001:db8:85a3::8a2e:370:7334", "85a3::8a2e:370"),
        ("hf_AbCdEfGhIjKlMnOpQrStUvWxYz01234567", "AbCdEfGhIjKlMnOpQrStUvWxYz01234567"),
        ("SK0123456789abcdef0123456789abcdef", "0123456789abcdef0123456789abcdef"),
        (
            "MTIzNDU2Nzg5MDEyMzQ1Njc4.GhIjKl.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
            "AbCdEfGhIjKlMnOpQrStUvWxYz0123"
        ),
        (
            "https://discord.com/api/webhooks/123456789012345678/AbCdEfGhIjKl",
            "123456789012345678/AbCdEfGhIjKl"
        ),
        ("Private-Lines: 1\nAAAAIBnZ2VfcHJpdmF0ZV9rZXlfYm9keQ==", "AAAAIBnZ2VfcHJpdmF0ZV9rZXlfYm9keQ"),
        ("4111\u{00A0}1111\u{00A0}1111\u{00A0}1111", "1111\u{00A0}1111\u{00A0}1111"),
        ("123-45-6789", "45-6789"),
        ("(415) 555-0100", "555-0100"),
        ("%22password%22%3A%22hunter2hunter2%22", "hunter2hunter2"),
        ("<password>hunter2hunter2</password>", "hunter2hunter2"),
        ("--password hunter2hunter2", "hunter2hunter2"),
        ("machine example.com login ana password hunter2hunter2", "hunter2hunter2"),
    ]

    @Test(arguments: secrets.indices)
    func everySecretShapeIsRemovedInsideNonASCIIText(index: Int) {
        let (text, secret) = Self.secrets[index]
        for surrounding in [("ログ：", "。"), ("日本語 ", " です"), ("«", "» — ok"), ("é ", " ü")] {
            let redacted = Redactor.default.redact(surrounding.0 + text + surrounding.1)
            #expect(!redacted.contains(secret), "\(redacted)")
        }
    }

    /// Values, user names and addresses as they appear in a URL's query, percent-encoded.
    @Test(arguments: [
        ("GET /x?token=abc%2Fdef%3D%3D123&page=2", "abc%2Fdef"),
        ("GET /x?password=p%40ss%20word%21&page=2", "p%40ss"),
        ("GET /x?to=ana.silva%40example.com&page=2", "ana.silva"),
        ("GET /x?pass%77ord=hunter2hunter2&page=2", "hunter2hunter2"),
        ("GET /x?api%5Fkey=K3Y9f8e7d6c5&page=2", "K3Y9f8e7d6c5"),
        ("https://ana%40example.com:p%40ssw0rd@example.com/", "p%40ssw0rd"),
        ("GET /x?session%5Fid=8f14e45fceea467a&page=2", "8f14e45fceea467a"),
    ])
    func percentEncodedSecretsAreRemoved(text: String, secret: String) {
        let redacted = Redactor.default.redact(text)
        #expect(!redacted.contains(secret), "\(redacted)")
    }

    /// Each shape glued to text without spaces before it (so the cut finds no space to fall
    /// after), placed so that the 64 KiB limit falls in the middle of its secret part.
    @Test(arguments: secrets.indices)
    func everySecretShapeSplitAcrossTheCutIsNotKeptInPart(index: Int) throws {
        let (text, secret) = Self.secrets[index]
        let secretStart = try #require(text.utf8.firstRange(of: secret.utf8)?.lowerBound)
        let bytesBeforeTheLimit =
            text.utf8.distance(from: text.startIndex, to: secretStart) + secret.utf8.count / 2
        let filler = String(repeating: "/", count: Redactor.maximumTextBytes - bytesBeforeTheLimit)
        let redacted = Redactor.default.redact(filler + text + " and more")
        let keptPart = String(secret.prefix(secret.count / 2))
        #expect(!redacted.contains(keptPart), "\(redacted.suffix(200))")
        #expect(redacted.contains("…[truncated "))
    }

    /// Text made so that a scan that looked far from each trigger word would take time
    /// quadratic in the text.
    static let hostileUnits = ["@", "1", "eyJ", "token=", "://:@", "-----BEGIN", "＠a", "%40a", "= ", "1.1."]

    @Test(arguments: hostileUnits)
    func theTriggerScanTakesLinearTimeOnHostileText(unit: String) {
        let triggers = Redactor.default.triggers
        let small = String(repeating: unit, count: 8_000 / unit.utf8.count)
        let large = String(repeating: unit, count: 64_000 / unit.utf8.count)
        let ratio = ThreadCPUTime.smallestRatio(below: 30) {
            let smallTime = ThreadCPUTime.fastest(of: 2) { _ = triggers.candidates(in: small) }
            let largeTime = ThreadCPUTime.fastest(of: 2) { _ = triggers.candidates(in: large) }
            return Double(largeTime) / Double(max(smallTime, 1))
        }
        // Linear is about 8.
        #expect(ratio < 30, "\(ratio)")
    }

    @Test(arguments: hostileUnits)
    func redactingTakesLinearTimeOnHostileTextUpToTheCut(unit: String) {
        let small = String(repeating: unit, count: Redactor.maximumTextBytes / 64 / unit.utf8.count)
        let large = String(repeating: unit, count: Redactor.maximumTextBytes / 8 / unit.utf8.count)
        let ratio = ThreadCPUTime.smallestRatio(below: 30) {
            let smallTime = ThreadCPUTime.fastest(of: 2) { _ = Redactor.default.redact(small) }
            let largeTime = ThreadCPUTime.fastest(of: 2) { _ = Redactor.default.redact(large) }
            return Double(largeTime) / Double(max(smallTime, 1))
        }
        #expect(ratio < 30, "\(ratio)")
    }

    /// Words that hold a rule's trigger but not its shape run none of its patterns.
    @Test(arguments: [
        "walked through the high street", "at 12:30:45 today", "GET /items?page=3&sort=name",
        "took 12.5 ms, 1.2 s", "NSErrorFailingURLKey=https://example.com/v1", "99.5% done",
        "at 2026-11-30T21:52:14Z", "access_token=<redacted> at 10:30:12",
    ])
    func textWithATriggerWordButNotItsShapeRunsNoRule(text: String) {
        let candidates = Redactor.default.triggers.candidates(in: text)
        #expect(Redactor.default.rules.indices.filter { candidates.contains($0) } == [])
    }

    /// At a separator the gates of every `key=value` rule there are asked at once; each rule
    /// still counts only where a key of its own ends, so the others' searches do not run.
    @Test(arguments: [
        "response=0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d", "x access_token=abc123", "Authorization: Basic abc",
        "db_password=hunter2", "secretKey=abc", "key=abc", "connect.sid=abc", "Passwords = a",
    ])
    func atASeparatorOnlyTheRulesWhoseKeysEndThereRun(text: String) {
        let rules = Redactor.default.rules
        let candidates = Redactor.default.triggers.candidates(in: text)
        let matching = rules.indices.filter { rules[$0].matches(text) }
        #expect(!matching.isEmpty)
        #expect(rules.indices.filter { candidates.contains($0) } == matching)
    }

    /// Pieces of text around separators, digits and trigger words, put together at random: keys
    /// with and without names, plurals, quotes and spaces before a separator, values and none
    /// after, runs of digits broken by one, two or three separators.
    static let fragments: [[String]] = [
        [
            "", "x", "NSErrorFailingURLKey", "api.key", "access_token", "Passwords", "secretKey", "dbPass",
            "12", "a b",
        ],
        ["", "\"", "'", " ", "\t", "s", "S"],
        [
            "=", ":", "\u{FF1A}", "://", "@", ".", "-", " ", "%40", "%3D", "%3a", "=>", ">", "%22%3A",
            "\u{00A0}",
        ],
        ["", " ", "<redacted>", "abc123", "\"x y\"", "4111", "1.2.3", "\u{FF14}\u{FF11}", "example.com"],
        ["", ".", " ", "  ", " - ", "-", "1111", "\u{FF11}"],
    ]

    @Test func aRuleThatFindsAMatchIsAlwaysAmongTheScansCandidates() {
        let rules = Redactor.default.rules
        let triggers = RedactionTriggers(rules)
        var missed: [String] = []
        for text in MatcherDifferential.texts(from: Self.fragments, count: 3_000, seed: 41) {
            let candidates = triggers.candidates(in: text)
            for index in rules.indices where !candidates.contains(index) && rules[index].matches(text) {
                missed.append("rule \(index) in \(text.debugDescription)")
            }
        }
        let firstMissed = Array(missed.prefix(3))
        #expect(firstMissed.isEmpty, "\(missed.count) missed in all")
    }

    /// Trigger words in any case, at a text's start, in its middle and at its end, where fewer
    /// than eight bytes are left to compare at once, before what a secret of theirs holds; and
    /// runs of 40 and 39 base64 characters wherever they fall in the scan's blocks of sixteen.
    static let wordFragments: [[String]] = [
        ["", " ", "x ", "a line of text long enough to pass eight bytes ", "’ "],
        [
            "Bearer ", "BEARER ", "Basic ", "Authorization: Bearer ", "ghp_", "GHP_", "github_pat_",
            "GITHUB_PAT_",
            "xoxb-", "XOXB-", "AKIA", "akia", "ASIA", "AIza", "aiza", "sk_live_", "SK_LIVE_", "sk-", "glpat-",
            "xapp-1-", "SG.", "eyJ", "EYJ", "-----BEGIN PRIVATE KEY-----\n", "hooks.slack.com/", "Cookie: ",
            "?code=", "ana%40", "\u{200B}", "’", "hf_", "HF_", "shpat_", "dop_v1_", "SK", "sk", "key-",
            "sq0atp-",
            "ya29.", "whsec_", "discord.com/api/webhooks/", "DISCORDAPP.COM/API/WEBHOOKS/", "Private-Lines: ",
            "<password>", "--password ", "machine h login u password ", "MTIzNDU2Nzg5MDEyMzQ1Njc4.",
        ],
        [
            "abcdefghijklmnopqrstuvwxyz0123456789", "IOSFODNN7EXAMPLE", "SyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe",
            "hbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NSJ9.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk", "", "abc",
            "example.com", " wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            " wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKE", "0123456789abcdef0123456789abcdef",
            "GhIjKl.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789", "hunter2</password>",
        ],
        ["", " ", ".", " end", "\n-----END PRIVATE KEY-----"],
    ]

    @Test func aRuleThatFindsAMatchIsAmongTheCandidatesWhereverItsWordIsAndInAnyCase() {
        let rules = Redactor.default.rules
        var missed: [String] = []
        for text in MatcherDifferential.texts(from: Self.wordFragments, count: 3_000, seed: 43) {
            let candidates = Redactor.default.triggers.candidates(in: text)
            for index in rules.indices where !candidates.contains(index) && rules[index].matches(text) {
                missed.append("rule \(index) in \(text.debugDescription)")
            }
        }
        let firstMissed = Array(missed.prefix(3))
        #expect(firstMissed.isEmpty, "\(missed.count) missed in all")
    }

    /// What a built-in gate says it needs next to its word, the scan's tables rely on: wherever
    /// the gate holds, the bytes before and after the word are of those classes.
    @Test func aBuiltInGateHoldsOnlyBetweenTheNeighboursItSaysItNeeds() {
        var generator = SplitMix64(state: 11)
        let alphabet = Array("0123456789.:a ".utf8)
        var held = 0
        for _ in 0..<20_000 {
            let bytes = (0..<12).map { _ in alphabet.randomElement(using: &generator)! }
            bytes.withUnsafeBufferPointer { buffer in
                let gates = [(RedactionGate.fourthOctet, UInt8(ascii: ".")), (.ipv6Colon, UInt8(ascii: ":"))]
                for (gate, word) in gates {
                    let builtIn = gate.builtIn!
                    for position in buffer.indices
                    where buffer[position] == word && gate.holds(buffer, position..<(position + 1)) {
                        held += 1
                        guard let neighbours = builtIn.neighbours else { continue }
                        #expect(position > 0 && neighbours.before(buffer[position - 1]))
                        #expect(position + 1 < buffer.count && neighbours.after(buffer[position + 1]))
                    }
                }
            }
        }
        #expect(held > 1_000)
    }

    /// A key's last eight bytes, read at once and made lowercase at once, are those read one by
    /// one, for every byte value in every place, and a plural's stem is the tail one byte before.
    @Test func aKeysPackedTailIsItsLastEightBytesInLowercase() {
        var generator = SplitMix64(state: 7)
        var differing: [String] = []
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...20, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            bytes.withUnsafeBufferPointer { buffer in
                for end in 0...buffer.count {
                    var expected: UInt64 = 0
                    for index in 0..<min(8, end) {
                        expected |= UInt64(buffer[end - 1 - index].asciiLowercased) << UInt64(index * 8)
                    }
                    let tail = KeyEndings.tail(endingAt: end, in: buffer)
                    if tail != expected { differing.append("\(bytes) before \(end)") }
                    if end > 0,
                        KeyEndings.tail(before: tail, endingAt: end, in: buffer)
                            != KeyEndings.tail(endingAt: end - 1, in: buffer)
                    {
                        differing.append("stem of \(bytes) before \(end)")
                    }
                }
            }
        }
        #expect(Array(differing.prefix(3)) == [], "\(differing.count) in all")
    }
}
