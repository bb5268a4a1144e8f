package redact

import (
	"regexp"
	"strings"
	"testing"
)

// keyRegexps are the key parts of the key/value rules as regexps, the way
// the rules were written before Rule.Key: the reference the name lists are
// held to.
var keyRegexps = map[string]string{
	"aws-secret-access-key": `(?:secret[_-]?access[_-]?key|aws[_-]?secret(?:[_-]?key)?)`,
	"azure-storage-key":     `^(?:accountkey|sharedaccesskey)$`,
	"authorization":         `(?:authorization|authentication)`,
	"query-secret":          `(?:token|key|sig|signature|secret|password|passwd|pwd|auth|credential|session)`,
	"api-key":               `(?:api[_-]?key|apikey|x-api-key|access[_-]?token|refresh[_-]?token|id[_-]?token|auth[_-]?token|session[_-]?token|bearer[_-]?token|client[_-]?secret|secret[_-]?key|private[_-]?key|access[_-]?key|signing[_-]?key|encryption[_-]?key|master[_-]?key|credentials?|token|auth$)`,
	"password":              `(?:(?:password|passwd|passphrase|pwd)|(?:^|[_.-])pass$)`,
	"secret":                `secret`,
	"generic-key":           `key`,
	"cookie":                `cookie`,
	"session-token":         `session$`,
	"named-secret":          `(?:password|passwd|passphrase|pwd|secret|token|api[_-]?key|private[_-]?key|access[_-]?key|secret[_-]?key|credential)`,
}

var sampleKeys = []string{
	"api_key", "API-KEY", "apikey", "x-api-key", "my.api_key.v2", "apiXkey", "api__key", "KEY", "key", "primary_key",
	"access_token", "refresh-token", "TOKEN", "tokens", "client_secret", "clientSecret", "client--secret", "secret_key",
	"SECRET", "mysecretvalue", "private_key", "signing_key", "master-key", "encryptionkey", "credential", "credentials",
	"password", "DB_PASSWORD", "passwd", "passphrase", "pwd", "pass", "DB_PASS", "db.pass", "x-pass", "passenger", "bypass",
	"compass", "pass_through", "AccountKey", "accountkey", "sharedaccesskey", "MyAccountKey", "AccountKeys",
	"authorization", "proxy-authorization", "authentication", "auth", "oauth", "sig", "signature", "session", "sessionid",
	"aws_secret_access_key", "AWS_SECRET", "secretaccesskey", "aws-secret-key", "awssecret", "secret_access_key",
	"", "_", "-", "a.b-c_d", strings.Repeat("k", maxKey), strings.Repeat("k", maxKey) + "token",
}

// TestKeyNamesMatchTheRegexp holds each key/value rule's name list to the
// regexp it replaced, on sample keys and, in FuzzKeyNames, on mutations.
func TestKeyNamesMatchTheRegexp(t *testing.T) {
	for _, k := range sampleKeys {
		checkKey(t, k)
	}
	// The generated key rules list their identifiers as they are: there
	// is no regexp they replace.
	for _, r := range credentialRules {
		if r.Key != nil && keyRegexps[r.Name] == "" {
			t.Errorf("rule %s has Key names and no reference regexp here", r.Name)
		}
	}
}

func FuzzKeyNames(f *testing.F) {
	for _, k := range sampleKeys {
		f.Add(k)
	}
	f.Fuzz(func(t *testing.T, key string) {
		for i := 0; i < len(key); i++ {
			if !isIdent(key[i]) {
				return // a key is an identifier: the anchor walk stops elsewhere
			}
		}
		checkKey(t, key)
	})
}

var keyRefs = func() map[string]*regexp.Regexp {
	m := map[string]*regexp.Regexp{}
	for name, ref := range keyRegexps {
		m[name] = regexp.MustCompile(`(?i)` + ref)
	}
	return m
}()

func checkKey(t *testing.T, key string) {
	t.Helper()
	for _, r := range Default().rules {
		ref, ok := keyRefs[r.Name]
		if !ok || r.Key == nil {
			continue
		}
		want := len(key) <= maxKey && ref.MatchString(key)
		if got := matchKey(r.names, key, false); got != want {
			t.Errorf("rule %s, key %q: names say %v, the regexp %v", r.Name, key, got, want)
		}
	}
}

// TestKeyWords: a name counts as a word of its own, and not beside a word
// that says the value is something else.
func TestKeyWords(t *testing.T) {
	names := keyNames([]string{"api?key", "token", "secret", "credential", "password", "=Meraki", "=MERAKI"})
	for _, tt := range []struct {
		key  string
		want bool
	}{
		{"api_key", true}, {"apiKeyValue", true}, {"X-Api-Key", true}, {"access_tokens", true}, {"SECRETS", true},
		{"GITHUB_TOKEN", true}, {"accesstoken", true}, {"token2", true}, {"Meraki", true}, {"MERAKI_KEY", true},
		{"tokenizer", false}, {"TOKENIZER", false}, {"passwordless", false}, {"secretary", false},
		{"credentialsId", false}, {"jobCredentialsId", false}, {"CREDENTIALS_ID", false}, {"token_url", false},
		{"LLM_SECRET_NAME", false}, {"api_key_id", false}, {"UserSecretsId", false}, {"publicToken", false},
		{"public_key", false}, {"csrf-token", false}, {"dev.credentials.url", false}, {"token_type", false},
		{"ReactNativeCameraKit", false}, {"meraki", false},
	} {
		if got := keyMatches(names, tt.key); got != tt.want {
			t.Errorf("keyMatches(%q) = %v, want %v", tt.key, got, tt.want)
		}
	}
}
