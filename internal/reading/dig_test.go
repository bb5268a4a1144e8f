package reading

import "testing"

// TestDigAnswer: dig's answer line for the claim's name, with the TTL the
// claim gives, affirms a claim of that TTL; another name, another TTL or
// a claim that denies it does not.
func TestDigAnswer(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"TTL for shop.acme.io is 300 seconds.", "$ dig +noall +answer shop.acme.io\nshop.acme.io.\t300\tIN\tA\t198.51.100.7", "affirms"},
		{"The TTL of mail.acme.io is 3600.", "mail.acme.io.  3600  IN  MX  10 mx1.acme.io.", "affirms"},
		{"El TTL de api.acme.io es 60 segundos.", "$ dig api.acme.io +short +ttlid\napi.acme.io.\t60\tIN\tA\t203.0.113.9", "affirms"},
		{"api.acme.io 的 TTL 是 60 秒。", "api.acme.io.\t60\tIN\tA\t203.0.113.9", "affirms"},
		{"TTL for cdn.acme.io is now 120 s.", ";; ANSWER SECTION:\ncdn.acme.io.\t\t120\tIN\tCNAME\tedge.acme.net.", "affirms"},
		// negating
		{"TTL for shop.acme.io is 300 seconds.", "shop.acme.io.\t3600\tIN\tA\t198.51.100.7", "unaffirmed|"},
		{"TTL for shop.acme.io is 300 seconds.", "blog.acme.io.\t300\tIN\tA\t198.51.100.8", "unaffirmed|irrelevant|"},
		{"The TTL of mail.acme.io is not 3600.", "mail.acme.io.  3600  IN  MX  10 mx1.acme.io.", "unaffirmed|fail|persists|"},
		{"El TTL de api.acme.io es 60 segundos.", "api.acme.io.\t86400\tIN\tA\t203.0.113.9", "unaffirmed|"},
		{"api.acme.io 的 TTL 是 60 秒。", "www.acme.io.\t60\tIN\tA\t203.0.113.9", "unaffirmed|irrelevant|"},
	})
}
