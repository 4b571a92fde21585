import Testing

@testable import ErrorHandling

/// Each kind of secret and personal data the default redactor removes, input to exact output,
/// and text that only looks like it, left alone.
@Suite struct RedactorSecretsTests {
    @Test(arguments: [
        ("Authorization: Basic dXNlcjpwYXNzd29yZA==", "Authorization: Basic <redacted>"),
        ("authorization=Digest abc123", "authorization=Digest <redacted>"),
        ("secret_key=abc123", "secret_key=<redacted>"),
        ("aws_secret_access_key = wJalrXUtnFEMI/K7MDENG", "aws_secret_access_key = <redacted>"),
        (#"private_key: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC""#, "private_key: <redacted>"),
        ("client_key=ck_12345", "client_key=<redacted>"),
        ("api-key: 12345abc", "api-key: <redacted>"),
        (#"{"db_password" : "hunter2"}"#, #"{"db_password" : <redacted>}"#),
        ("upload_token='abc def'", "upload_token=<redacted>"),
        ("password=\"unterminated secret", "password=<redacted>"),
    ])
    func keysWithCompoundNamesHaveTheirValuesRemoved(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test(arguments: [
        ("token=abc)", "token=<redacted>)"),
        ("(token=abc) next", "(token=<redacted>) next"),
        ("[password=x]", "[password=<redacted>]"),
        ("{secret=abc}", "{secret=<redacted>}"),
        ("token=abc, next", "token=<redacted>, next"),
        ("token=abc;path=/", "token=<redacted>;path=/"),
        ("token=abc<br>", "token=<redacted><br>"),
        ("?token=abc&page=2", "?token=<redacted>&page=2"),
    ])
    func aValueEndsAtTheFirstCharacterThatCannotBePartOfIt(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test(arguments: [
        ("GET /maps?key=AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe&q=x", "GET /maps?key=<token>&q=x"),
        ("github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ ok", "<token> ok"),
        ("gho_abcdefghijklmnopqrstuvwxyz0123456789", "<token>"),
        ("ghu_abcdefghijklmnopqrstuvwxyz0123456789", "<token>"),
        ("ghs_abcdefghijklmnopqrstuvwxyz0123456789", "<token>"),
        ("ghr_abcdefghijklmnopqrstuvwxyz0123456789", "<token>"),
        ("xoxb-1234567890-abcdefghij", "<token>"),
        ("xoxp-1234567890-1234567890-abcdef", "<token>"),
        ("ASIAIOSFODNN7EXAMPLE", "<token>"),
        (
            "post to https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX now",
            "post to https://hooks.slack.com/services/<redacted> now"
        ),
    ])
    func tokensRecognisableByShapeAreReplaced(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test(arguments: [
        (
            "key: -----BEGIN RSA PRIVATE KEY----- MIIEowIBAAKCAQEA -----END RSA PRIVATE KEY----- loaded",
            "key: <private key> loaded"
        ),
        (
            "before\n-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkq\nhkiG9w0BAQEF+/=\n-----END PRIVATE KEY-----\nafter",
            "before\n<private key>\nafter"
        ),
        (
            #"{"pem": "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1r\n-----END OPENSSH PRIVATE KEY-----\n"}"#,
            #"{"pem": "<private key>\n"}"#
        ),
        ("cut: -----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBL", "cut: <private key>"),
    ])
    func privateKeyBlocksAreReplacedWhole(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test(arguments: [
        (
            "https://app.example.com/callback?code=4/0AX4XfWh-abc&state=xyz",
            "https://app.example.com/callback?code=<redacted>&state=xyz"
        ),
        ("#access_token=ya29.a0AfH6&token_type=Bearer", "#access_token=<redacted>&token_type=Bearer"),
        ("?refresh_token=1//0gLk&id_token=eyJhbGciOi", "?refresh_token=<redacted>&id_token=<redacted>"),
        ("&client_secret=GOCSPX-abc", "&client_secret=<redacted>"),
    ])
    func oauthCodesAndTokensInURLsAreReplaced(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test(arguments: [
        ("Cookie: sid=abc123; theme=dark", "Cookie: <redacted>"),
        ("Set-Cookie: connect.sid=s%3Aabc.def; Path=/; HttpOnly\nnext", "Set-Cookie: <redacted>\nnext"),
        ("connect.sid=s%3AxYz.123 sent", "connect.sid=<redacted> sent"),
        ("PHPSESSID=el4ukv0kqbvoirg7nkp4dncpk3", "PHPSESSID=<redacted>"),
        ("JSESSIONID=1A2B3C4D", "JSESSIONID=<redacted>"),
        ("sessionid=abc", "sessionid=<redacted>"),
        (#"headers: ["Cookie": "a=b; c=d"]"#, #"headers: ["Cookie": <redacted>]"#),
    ])
    func cookiesAndSessionIDsAreReplaced(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test(arguments: [
        ("to=ana%40example.com&x=1", "to=<email>&x=1"),
        ("mail ana@例え.jp now", "mail <email> now"),
        ("mail user@müller.de now", "mail <email> now"),
        ("mail ana.silva@xn--mller-kva.de", "mail <email>"),
    ])
    func encodedAndInternationalizedEmailAddressesAreReplaced(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test(arguments: [
        ("connect to 192.168.1.20:8080 failed", "connect to <ip>:8080 failed"),
        ("from 10.0.0.1.", "from <ip>."),
        ("host [2001:db8::1]:443", "host [<ip>]:443"),
        ("2001:0db8:85a3:0000:0000:8a2e:0370:7334", "<ip>"),
        ("link fe80::1%en0 down", "link <ip> down"),
        ("at 2001:db8::1: timed out", "at <ip>: timed out"),
        ("loopback ::1", "loopback <ip>"),
        ("mapped ::ffff:192.0.2.1", "mapped ::ffff:<ip>"),
    ])
    func ipAddressesAreReplaced(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test(arguments: [
        ("call +81 90-1234-5678 now", "call <phone> now"),
        ("call +1 (415) 555-0100.", "call <phone>."),
        ("tel:+4915112345678", "tel:<phone>"),
        ("+44 20 7946 0958", "<phone>"),
    ])
    func internationalPhoneNumbersAreReplaced(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test(arguments: [
        ("IBAN DE89 3704 0044 0532 0130 00 EUR", "IBAN <iban> EUR"),
        ("IBAN DE89370400440532013000.", "IBAN <iban>."),
        ("to GB82 WEST 1234 5698 7654 32", "to <iban>"),
        ("NL91ABNA0417164300", "<iban>"),
    ])
    func ibansThatPassTheirCheckAreReplaced(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test func ibansThatFailTheirCheckAreKept() {
        #expect(IBAN.isValid("DE89 3704 0044 0532 0130 00"))
        #expect(!IBAN.isValid("DE88 3704 0044 0532 0130 00"))
        #expect(Redactor.default.redact("ref GB82WEST12345698765433") == "ref GB82WEST12345698765433")
    }

    /// Shapes of secrets an attack found kept, one case each.
    @Test(arguments: [
        ("AWS wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in use", "AWS <token> in use"),
        ("secretAccessKey: abc123def456", "secretAccessKey: <redacted>"),
        (#"{"secretAccessKey": "abc123def456"}"#, #"{"secretAccessKey": <redacted>}"#),
        ("secretKey=abc123", "secretKey=<redacted>"),
        (#"{"privateKey": "MIIEvQIBADANBg"}"#, #"{"privateKey": <redacted>}"#),
        (
            "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=Eby8vdM02xNOcqFl+UwJPLlm==;"
                + "EndpointSuffix=core.windows.net",
            "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=<redacted>;"
                + "EndpointSuffix=core.windows.net"
        ),
        ("GET /login?user=ana&pass=hunter2&x=1", "GET /login?user=ana&pass=<redacted>&x=1"),
        ("GET /login?pw=hunter2", "GET /login?pw=<redacted>"),
        ("GET /maps?key=abc123def&q=x", "GET /maps?key=<redacted>&q=x"),
        ("GET /login?pass%77ord=hunter2&x=1", "GET /login?pass%77ord=<redacted>&x=1"),
        ("pass\u{200B}word=hunter2 sent", "pass\u{200B}word=<redacted> sent"),
        ("password：hunter2 sent", "password：<redacted> sent"),
        ("password: correct horse battery staple", "password: <redacted>"),
        ("password:\ncorrect horse battery staple\nnext line", "password:\n<redacted>\nnext line"),
        ("push with glpat-AbCdEf0123456789xYz_ now", "push with <token> now"),
        ("xapp-1-A0123456789-1234567890123-abcdef0123456789abcdef", "<token>"),
        ("OpenAI sk-proj-AbCdEf0123456789AbCdEf0123456789_-xyz", "OpenAI <token>"),
        ("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", "<token>"),
        ("paid with 4111  1111  1111  1111.", "paid with <card>."),
        ("paid with 4111.1111.1111.1111.", "paid with <card>."),
        ("paid with ４１１１１１１１１１１１１１１１.", "paid with <card>."),
        ("mail ana＠example.com now", "mail <email> now"),
        (#"mail "ana smith"@example.com now"#, "mail <email> now"),
        (
            #"Digest username="ana", response="6629fae49393a05397450978507c4ef1""#,
            #"Digest username="ana", response=<redacted>"#
        ),
        (#"{"pass\u0077ord": "hunter2"}"#, #"{"pass\u0077ord": <redacted>}"#),
    ])
    func shapesOfSecretsOnceKeptAreReplaced(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test(arguments: [
        "Updated to version 1.2.3 (build 17.4.1), see v1.2.3.4",
        "at 2026-11-30T21:52:14.123Z, 12:30:45 and 00:00:00.5",
        "Notes/Editor.swift:120:7 in save()",
        "note 8f14e45f-ceea-467a-9af2-7c1d5e1f8e23 not found",
        "Took 1,234.5 ms for 42 items; 99.5% done, 3 retries, offset +09:00, 1e+10",
        "The key was not found in the dictionary. Token expired: please sign in again.",
        "error code=42 in std::vector and Foo::bar(), MAC 00:1a:2b:3c:4d:5e",
        "score +100, dead::beef, 1.2.3.4.5",
        "primary key: none",
        "passed 3 tests, bypass=true, compass: north, password reset sent",
        "commit e93ba09c4f1d2a3b4c5d6e7f8091a2b3c4d5e6f7 at 2026-11-30T21:52:14Z",
        "request 8f14e45f-ceea-467a-9af2-7c1d5e1f8e23 of version 1.2.3 took 3.14159265358979 s",
        "GET https://example.com/v1/items?page=2&sort=name&monkey=banana returned response=200",
        "keyboard=us, task-abcdefghijklmnopqrstuvwxyz, msg.abcdefghijklmnopqrstu.abcdefghijklmnop",
        "ErrorHandling/Logging/Redaction/Redactor.swift",
    ])
    func ordinaryTextIsLeftAlone(text: String) {
        #expect(Redactor.default.redact(text) == text)
    }

    /// The secrets of services, numbers and syntaxes of passwords the rules did not know, each
    /// with what it becomes.
    static let shapesOfServicesAndSyntaxes: [(text: String, expected: String)] = [
        ("hf_AbCdEfGhIjKlMnOpQrStUvWxYz01234567 sent", "<token> sent"),
        ("shopify shpat_0123456789abcdef0123456789abcdef", "shopify <token>"),
        ("dop_v1_" + String(repeating: "0123456789abcdef", count: 4), "<token>"),
        ("twilio SK0123456789abcdef0123456789abcdef ok", "twilio <token> ok"),
        ("mailgun key-0123456789abcdef0123456789abcdef", "mailgun <token>"),
        ("bot MTIzNDU2Nzg5MDEyMzQ1Njc4.GhIjKl.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789 ok", "bot <token> ok"),
        (
            "post https://discord.com/api/webhooks/123456789012345678/AbCdEf-GhIjKl_MnOpQr now",
            "post https://discord.com/api/webhooks/<redacted> now"
        ),
        ("square sq0atp-AbCdEfGhIjKlMnOpQrStUv", "square <token>"),
        ("access ya29.a0AfH6SMBxYzAbCdEfGhIjKlMnOpQrStUv", "access <token>"),
        ("stripe whsec_AbCdEfGhIjKlMnOpQrStUvWxYz012345", "stripe <token>"),
        (
            #"{"private_key_id": "0123456789abcdef0123456789abcdef01234567"}"#,
            #"{"private_key_id": <redacted>}"#
        ),
        (
            "https://acct.blob.core.windows.net/c/b?sv=2022-11-02&ss=b&sig=AbCdEf%2BGhIj%3D&se=x",
            "https://acct.blob.core.windows.net/c/b?sv=2022-11-02&ss=b&sig=<redacted>&se=x"
        ),
        (
            "PuTTY-User-Key-File-3: ssh-ed25519\nPublic-Lines: 1\nAAAAC3NzaC1lZDI1NTE5\nPrivate-Lines: 1\n"
                + "AAAAIBnZ2VfcHJpdmF0ZV9rZXlfYm9keQ==\nPrivate-MAC: 0123abcd\nend",
            "PuTTY-User-Key-File-3: ssh-ed25519\nPublic-Lines: 1\nAAAAC3NzaC1lZDI1NTE5\nPrivate-Lines: <private key>\nend"
        ),
        ("card 4111\u{00A0}1111\u{00A0}1111\u{00A0}1111.", "card <card>."),
        ("card 4111\u{202F}1111\u{202F}1111\u{202F}1111", "card <card>"),
        ("SSN 123-45-6789 on file", "SSN <ssn> on file"),
        ("call (415) 555-0100 or 415-555-0199 or 1 415.555.0123", "call <phone> or <phone> or <phone>"),
        ("GET /login?password%3Dhunter2%26next", "GET /login?password%3D<redacted>"),
        (
            "q=%7B%22password%22%3A%22hunter2%22%2C%22user%22%3A%22ana%22%7D",
            "q=%7B%22password%22%3A<redacted>%2C%22user%22%3A%22ana%22%7D"
        ),
        ("login(:password => 'hunter2', :user => 'ana')", "login(:password => <redacted>, :user => 'ana')"),
        ("<user>ana</user><password>hunter2</password>", "<user>ana</user><password><redacted></password>"),
        ("mysql --user ana --password hunter2 --host db", "mysql --user ana --password <redacted> --host db"),
        (
            "machine example.com login ana password hunter2\n",
            "machine example.com login ana password <redacted>\n"
        ),
        (#"Config(secret: Secret(value: "abcd1234efgh")), next"#, "Config(secret: <redacted>), next"),
    ]

    @Test(arguments: shapesOfServicesAndSyntaxes)
    func secretsOfServicesNumbersAndOtherSyntaxesArePutOutOfSight(text: String, expected: String) {
        #expect(Redactor.default.redact(text) == expected)
    }

    @Test(arguments: [
        "released 2026-11-30, build 123-45-678, ticket 123-456-78901, area 000-12-3456 and 900-12-3456",
        "sizes 1024 2048 4096 8192, took 100 200 3000 ms, 415-555-0100-2 is an order, v415.555.0100",
        "order 123-456-7890 has a zero exchange? no: 023-456-7890 and 123-056-7890 stay",
        "the key-value store, key-abc, hf_short, SKIP this, task SK01 done, ya29.short",
        "default login screen; machine learning login page; --password-file /run/secret; --password --verbose",
        "<b>bold</b> and a <token> placeholder, <passwordHint>x</b",
        "call f(x) and g(y) later; a => b; 50%3D half",
        "Version 12.3.4567, phone prefix 555-0100, port 8080, 4111 1111 1111 1112",
    ])
    func ordinaryTextLikeTheNewShapesIsLeftAlone(text: String) {
        #expect(Redactor.default.redact(text) == text)
    }

    @Test func aFourPartVersionNumberCannotBeToldFromAnIPv4Address() {
        #expect(Redactor.default.redact("version 1.2.3.4") == "version <ip>")
    }
}
