import Testing

@testable import ErrorHandling

@Suite struct RedactorTests {
    let redactor = Redactor.default

    @Test func emailAddressesAreReplaced() {
        #expect(
            redactor.redact("Login failed for ana.silva+test@example.co.jp today")
                == "Login failed for <email> today")
    }

    @Test func bearerTokensAreReplaced() {
        #expect(redactor.redact("Authorization: Bearer abc.DEF-123_x=").contains("abc.DEF") == false)
        #expect(redactor.redact("sent bearer abc123XYZ") == "sent bearer <redacted>")
    }

    @Test(arguments: [
        ("https://api.example.com/v1/login?user=ana&password=hunter2&x=1", "hunter2"),
        ("GET /items?token=abc123&page=2", "abc123"),
        ("GET /items?api_key=K3Y-9f8e7d&page=2", "K3Y-9f8e7d"),
        ("callback?client_secret=s3cr3t", "s3cr3t"),
        ("userInfo: [\"password\": \"correct horse battery\"]", "correct horse"),
        ("UserInfo={secret=shh, NSLocalizedDescription=Denied}", "shh"),
        ("X-Api-Key: live-0123456789", "live-0123456789"),
    ])
    func secretsInQueriesAndUserInfoAreReplaced(text: String, secret: String) {
        let redacted = redactor.redact(text)
        #expect(!redacted.contains(secret), "\(redacted)")
        #expect(redacted.contains("<redacted>"))
    }

    @Test func credentialsInURLsAreReplaced() {
        #expect(
            redactor.redact("ftp://admin:pa55@files.example.com/a") == "ftp://<redacted>@files.example.com/a")
    }

    @Test func tokensRecognisableByShapeAreReplaced() {
        let jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NSJ9.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk"
        #expect(redactor.redact("token \(jwt) expired") == "token <token> expired")
        #expect(redactor.redact("key AKIAIOSFODNN7EXAMPLE used") == "key <token> used")
    }

    @Test(arguments: ["4111 1111 1111 1111", "4111-1111-1111-1111", "4111111111111111", "378282246310005"])
    func cardNumbersThatPassLuhnAreReplaced(card: String) {
        #expect(redactor.redact("paid with \(card).") == "paid with <card>.")
    }

    @Test(arguments: ["4111 1111 1111 1112", "order 1234567890123", "12345"])
    func digitRunsThatFailLuhnAreKept(text: String) {
        #expect(redactor.redact(text) == text)
    }

    @Test func textWithoutSecretsIsUnchanged() {
        let text = "The request timed out after 30 seconds (code -1001) at 12:30."
        #expect(redactor.redact(text) == text)
    }

    @Test func addedPatternsApplyAfterTheDefaults() {
        let custom = redactor.adding(pattern: #"\bCUST-(\d{2})\d{4}\b"#, replacement: "CUST-$1****")
        #expect(custom.redact("customer CUST-123456 at a@b.io") == "customer CUST-12**** at <email>")
        #expect(redactor.redact("customer CUST-123456") == "customer CUST-123456")
    }

    @Test func anInvalidPatternIsMatchedAsPlainText() {
        let custom = Redactor().adding(pattern: "secret(", replacement: "<x>")
        #expect(custom.redact("a secret( b") == "a <x> b")
    }

    @Test func anEmptyRedactorChangesNothing() {
        #expect(Redactor().redact("ana@example.com") == "ana@example.com")
    }

    @Test func recordsAreRedactedInEveryTextField() {
        var original = record(message: "mail ana@example.com", metadata: ["to": "bo@example.com"])
        original.chain = ["password=hunter2", "plain"]
        original.breadcrumbs = [
            Breadcrumb(timestamp: .now, message: "signed in as ana@example.com", category: "auth")
        ]
        let clean = redactor.redact(original)
        #expect(clean.message == "mail <email>")
        #expect(clean.chain == ["password=<redacted>", "plain"])
        #expect(clean.metadata == ["to": "<email>"])
        #expect(clean.breadcrumbs.map(\.message) == ["signed in as <email>"])
        #expect(clean.groupingKey == original.groupingKey)
    }

    @Test func luhnAcceptsValidNumbersOnly() {
        #expect(Luhn.isValid("4111 1111 1111 1111"))
        #expect(!Luhn.isValid("4111 1111 1111 1112"))
    }
}
