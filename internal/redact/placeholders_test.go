package redact

import "testing"

// TestPlaceholderKinds gives every row of placeholderKinds a value it
// reads and holds the kinds to their order and to where they apply: a
// kind marked assigned is no placeholder for a token rule's match.
func TestPlaceholderKinds(t *testing.T) {
	cases := []struct {
		value, kind string
		assigned    bool
	}{
		{"", "empty", false},
		{"user:", "next key", true},
		{"********", "repeated character", false},
		{"ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "repeated character", false},
		{"AKIAXXXXXXXXXXXXXXXX", "repeated character", false},
		{"xoxp-572370529330-573807301142-572331691188-####################", "masked", false},
		{"sk_test_********1234", "masked", false},
		{"ops_eyJzaWduSW5B..", "elided", false},
		{"sk_live_4eC3…", "elided", false},
		{"<your api key>", "angle brackets", false},
		{"[PASSWORD]", "square brackets", false},
		{"{password}", "braces", false},
		{"%DB_PASSWORD%", "percent variable", false},
		{"@DB_PASSWORD@", "at variable", false},
		{"${API_TOKEN}", "template", false},
		{"$(cat /run/token)", "template", false},
		{"$DB_PASSWORD", "variable", false},
		{"changeme", "word", false},
		{"your_api_key", "instruction", false},
		{"PUT_YOUR_TOKEN_HERE", "instruction", false},
		{"AKIAIOSFODNN7EXAMPLE", "documentation example", false},
		{"process.env.API_KEY", "reference", true},
		{"https://auth.example.com/oauth/token", "endpoint", true},
		{"/run/secrets/db_password", "file name", true},
		{"%s", "format verb", true},
		{"os.Getenv(\"TOKEN\")", "reference", true}, // a reference called
		{"getenv(\"TOKEN\")", "call", true},
		{"io.jsonwebtoken:jjwt-jackson-0.11.2", "versioned name", true},
		{"token = \"x\"", "code", true},
		// Secrets: no kind.
		{"hunter2hunter2xxxxxxxx", "", true},
		{"ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s1", "", true},
		{"9f8e7d6c5b4a39281706f5e4d3c2b1a0", "", true},
		{"S3cr3tP4ss!", "", true},
		// Cut short by a log, not elided for display: most of it is there.
		{"ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s...", "", false},
		{"ghp_R4nd0mT0k3nV4lu3F0rT3st1ng********", "", false},
	}
	seen := map[string]bool{}
	for _, c := range cases {
		if got := placeholderKindOf(c.value, c.assigned); got != c.kind {
			t.Errorf("%q (assigned %v): kind %q, want %q", c.value, c.assigned, got, c.kind)
		}
		if c.kind == "" {
			continue
		}
		seen[c.kind] = true
		if c.assigned {
			if got := placeholderKindOf(c.value, false); got != "" {
				t.Errorf("%q as a token's match: kind %q, want none (%s applies to a key's value only)", c.value, got, c.kind)
			}
		}
	}
	for _, k := range placeholderKinds {
		if !seen[k.name] {
			t.Errorf("placeholder kind %q has no case here", k.name)
		}
	}
}
