package redact

import (
	"regexp"
	"strings"
	"testing"
)

// TestGenericAllowlist: gitleaks' generic-api-key allowlist, ported by the
// generator, keeps keys that name no secret and public values, and reads
// only the key and operator, never the value.
func TestGenericAllowlist(t *testing.T) {
	keptAndRedacted(t, []string{
		"keyVaultToStoreSecrets: prod-kv-7734015521",
		`secret_name = "ci-deploy-7f3a9c2e41"`,
		`api_version: "v2-9f8e7d6c5b4a"`,
		`,apiKey:"6fe4476ee5a1832882e326b506d14126",`, // yarn's public key
	}, []string{
		`,apiKey:"6fe4476ee5a1832882e326b506d14127",`,
		"export TOKEN=pubkey-e4041223a3c44befed037541cbdf5038", // "pubkey" in the value, not the key
		`secret = "ci-deploy-7f3a9c2e41"`,
	})
}

// TestGlobalStopWords: gitleaks' global stop words, ported by the
// generator, keep a value under a key that holds one — a character
// range, a secret a vendor published; the same values with one character
// changed are redacted, and so is a token with a service's prefix that
// holds one.
func TestGlobalStopWords(t *testing.T) {
	keptAndRedacted(t, []string{
		`secret_key => "sk_abcdefghijklmnopqrstuvwxyz123",`,
		"password=ABCDEFGHIJKLMNOPQRSTUVWXYZ0123",
		`client_secret: "014df517-39d1-4453-b7b3-9930c563627c"`,
	}, []string{
		"export TOKEN=ghp_abcdefghijklmnopqrstuvwxyz0123456789",
		`secret_key => "sk_abcdefghijklmnopqrstuvwxy0123",`,
		"password=ABCDEFGHIJKLMNOPQRSTUVWXY00123",
		`client_secret: "014df517-39d1-4453-b7b3-9930c563627d"`,
	})
}

// TestMaskedAndElided: a token shown with its secret part masked or
// elided is left alone, by the token rule and by the key's; the whole
// token, or most of it, is not.
func TestMaskedAndElided(t *testing.T) {
	keptAndRedacted(t, []string{
		`"token4": "xoxp-572370529330-573807301142-572331691188-****************"`,
		"SLACK_TOKEN=xoxp-572370529330-573807301142-572331691188-####################",
		`token: ops_eyJzaWduSW5B…`,
		`fn::secret: ops_eyJzaWduSW5B..`,
	}, []string{
		`"token4": "xoxp-572370529330-573807301142-572331691188-a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6"`,
		`token: ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6InJhbmRvbXNhbHQifX0...`,
		"token: ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s1...",
	})
}

// TestDeferredToTheService: under a key that names a service of a
// generated key row, a value gitleaks' generic rule would not take (a
// ":" in it, too short, too plain) is the service's rule's to judge, and
// is left where that rule's shape does not fit; the service's real
// tokens, values gitleaks' generic rule takes, passwords and keys naming
// no service are redacted as before.
func TestDeferredToTheService(t *testing.T) {
	keptAndRedacted(t, []string{
		`telegram_token = "123:Abcdefghijklmnop"`,                                   // bot id of 3 digits
		"TELEGRAM_BOT_TOKEN: 48151623:Ashort-and-then-some-words-go-on-and-on-here", // run on past the 34
		`telegramKey: "42:A-not-a-bot-token"`,
		"sumo_api_key = Abc123xy",            // 8 characters, entropy 3
		`SUMO_SECRET_KEY="aaaabbbbccccdddd"`, // the generic class, entropy 2
		`snyk_token: "tenant:project:7"`,
	}, []string{
		"telegram_api_token = \"123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0\"", // the Telegram shape
		`token = "admin:CorrectHorseBatteryStaple"`,                              // no service in the key
		`telegram_password = "p@ss:w0rd!x"`,                                      // a password never defers
		"telegram_api_key = Zx9Qw7Er5Ty3Ui1Op",                                   // the generic class, entropy 4.1
		`api_key = "ab:cd:ef:gh:12345"`,
		"SUMO_ACCESS_KEY: " + strings.Repeat("Qm7xT2pL9vR4", 5) + "k3Zw", // 64 characters: Sumo Logic's shape
	})
}

func keptAndRedacted(t *testing.T, kept, redacted []string) {
	t.Helper()
	for _, s := range kept {
		if got := String(s); got != s {
			t.Errorf("%q → %q, want it kept", s, got)
		}
	}
	for _, s := range redacted {
		if got := String(s); got == s {
			t.Errorf("%q kept, want it redacted", s)
		}
	}
}

// TestGenericAllowGates: the alternatives run only where their literals
// are, which changes no answer of the whole pattern (on every sample of
// gitleaks' corpus, and the keys above).
func TestGenericAllowGates(t *testing.T) {
	whole := regexp.MustCompile(strings.Join(GitleaksGenericAllow, "|"))
	tps, fps := peerCorpus(t)
	texts := []string{"keyVaultToStoreSecrets: ", "secret_name = ", "API_VERSION: ", "MonKey=", "GITHUB_API_KEY=\nDYNATRACE_API_KEY=\n"}
	for _, s := range append(tps, fps...) {
		texts = append(texts, s.Text[:min(len(s.Text), 256)])
	}
	for _, text := range texts {
		gated := false
		for _, a := range genericAllows() {
			if a.needs(text) && a.re.MatchString(text) {
				gated = true
				break
			}
		}
		if want := whole.MatchString(text); gated != want {
			t.Errorf("%q: gated %v, the whole pattern %v", text, gated, want)
		}
	}
}
