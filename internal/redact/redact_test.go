package redact

import (
	"bufio"
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
	"unsafe"

	"github.com/ackrite/ackrite/internal/benchpayload"
)

type secretCase struct {
	Rule   string `json:"rule"`
	Secret string `json:"secret"`
	Text   string `json:"text"`
}

func readJSONL[T any](t testing.TB, path string) []T {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var v T
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		out = append(out, v)
	}
	return out
}

// TestCorpus runs the fake-secret corpus and the look-alike benign corpus,
// and reports recall and the false-positive rate.
func TestCorpus(t *testing.T) {
	secrets := readJSONL[secretCase](t, "testdata/secrets.jsonl")
	benign := readJSONL[struct{ Text string }](t, "testdata/benign.jsonl")
	if len(secrets) < 60 || len(benign) < 40 {
		t.Fatalf("corpus too small: %d secrets, %d benign; want ≥ 60 and ≥ 40", len(secrets), len(benign))
	}
	caught, exact := 0, 0
	rules := map[string]int{}
	for _, c := range secrets {
		got := String(c.Text)
		if !strings.Contains(got, c.Secret) {
			caught++
		} else {
			t.Errorf("[%s] secret survived:\n  in:  %q\n  out: %q", c.Rule, c.Text, got)
			continue
		}
		want := strings.Replace(c.Text, c.Secret, Marker+c.Rule+"]", 1)
		if got == want {
			exact++
			rules[c.Rule]++
		} else {
			t.Errorf("[%s] surrounding text not kept byte for byte:\n  got:  %q\n  want: %q", c.Rule, got, want)
		}
	}
	fp := 0
	for _, b := range benign {
		if got := String(b.Text); got != b.Text {
			fp++
			t.Logf("false positive: %q → %q", b.Text, got)
		}
	}
	recall := float64(caught) / float64(len(secrets))
	fpRate := float64(fp) / float64(len(benign))
	t.Logf("redaction corpus: recall %.1f%% (%d/%d secrets, %d exact, %d rules), false positives %.1f%% (%d/%d benign)",
		100*recall, caught, len(secrets), exact, len(rules), 100*fpRate, fp, len(benign))
	if recall < 1 {
		t.Errorf("recall %.3f, want 1.0", recall)
	}
	if fp > 0 {
		t.Errorf("false-positive rate %.3f, want 0", fpRate)
	}
}

// TestEveryRuleHasACorpusCase: every rule written here has a case in the
// project's corpus, and every generated rule redacts a sample of its own
// in gitleaks' corpus under its name.
func TestEveryRuleHasACorpusCase(t *testing.T) {
	covered := map[string]bool{}
	for _, c := range readJSONL[secretCase](t, "testdata/secrets.jsonl") {
		covered[c.Rule] = true
	}
	tps, _ := peerCorpus(t)
	sampled := map[string]bool{}
	for _, s := range tps {
		sampled[s.Rule] = true
		if !covered[s.Rule] && strings.Contains(String(s.Text), Marker+s.Rule+"]") {
			covered[s.Rule] = true
		}
	}
	var unsampled []string
	for _, r := range slices.Concat(GitleaksRules, GitleaksKeyRules) {
		if !sampled[r.Name] && !covered[r.Name] {
			covered[r.Name] = true // gitleaks gives it no example to check it with
			unsampled = append(unsampled, r.Name)
		}
	}
	t.Logf("generated rules without a sample in gitleaks: %s", strings.Join(unsampled, ", "))
	for _, r := range Rules {
		if !covered[r.Name] {
			t.Errorf("rule %s has no case in testdata/secrets.jsonl, nor redacts a sample of its own in testdata/gitleaks", r.Name)
		}
		for _, k := range r.Keywords {
			if strings.ContainsAny(k, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
				t.Errorf("rule %s: keyword %q is not lower case (the keyword scan folds ASCII letters)", r.Name, k)
			}
		}
	}
}

func TestNoKeywordNoCopy(t *testing.T) {
	s := strings.Repeat("The request to the orders service returned 404 for an unknown id. ", 20)
	if got := String(s); got != s || unsafe.StringData(got) != unsafe.StringData(s) {
		t.Fatal("plain text changed")
	}
	if hits := Default().pre.scan(s, nil); len(hits) != 0 {
		t.Errorf("plain text matched keywords: %v", hits)
	}
}

// TestCutShortKeyLeavesTheNextSecret: a key cut short (no END line) is
// redacted up to the last word its body ends, so a secret whose keyword
// follows it in the same run of text keeps that keyword and is found.
func TestCutShortKeyLeavesTheNextSecret(t *testing.T) {
	for _, tt := range []struct{ name, text, secret string }{
		{"token after the header", "the deploy key begins -----BEGIN OPENSSH PRIVATE KEY----- and the token is ghp_Zx8Cv7Bn6Mm5Ll4Kk3Jj2Hh1Gg0Ff9Dd8Ss7A ok", "Zx8Cv7Bn6Mm5Ll4Kk3Jj2Hh1Gg0Ff9Dd8Ss7A"},
		{"env line after the body", "PRIVATE_KEY=-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA1234\nGITHUB_TOKEN=ghp_Zx8Cv7Bn6Mm5Ll4Kk3Jj2Hh1Gg0Ff9Dd8Ss7A", "Zx8Cv7Bn6Mm5Ll4Kk3Jj2Hh1Gg0Ff9Dd8Ss7A"},
		{"key name glued to a word", "-----BEGIN PRIVATE KEY-----\nMIIEpAIBAAKCAQEA1234\ndb_password=Hunter2Secret99", "Hunter2Secret99"},
		{"basic credentials after an ampersand", "-----BEGIN PRIVATE KEY-----\nMIIEpAIBAAKCAQEA1234&Basic dXNlcjpwYXNzd29yZA==", "dXNlcjpwYXNzd29yZA"},
		{"body itself", "-----BEGIN PRIVATE KEY-----\nMIIEpAIBAAKCAQEA1234abcd", "MIIEpAIBAAKCAQEA"},
	} {
		if got := String(tt.text); strings.Contains(got, tt.secret) {
			t.Errorf("%s: %q survived: %q", tt.name, tt.secret, got)
		}
	}
}

func TestSplitSecretCannotLeakItsFirstHalf(t *testing.T) {
	// Redaction runs before excerpts are cut: the replacement is whole
	// whatever the excerpt length.
	tok := "ghp_" + strings.Repeat("A1b2", 9)
	text := strings.Repeat("x", 270) + " " + tok
	got := String(text)
	if strings.Contains(got, "ghp_") || strings.Contains(got, "A1b2") {
		t.Fatalf("token survived: %q", got)
	}
}

func TestIdempotent(t *testing.T) {
	for _, c := range readJSONL[secretCase](t, "testdata/secrets.jsonl") {
		once := String(c.Text)
		if twice := String(once); twice != once {
			t.Errorf("[%s] not idempotent:\n once:  %q\n twice: %q", c.Rule, once, twice)
		}
	}
}

func FuzzRedact(f *testing.F) {
	for _, c := range readJSONL[secretCase](f, "testdata/secrets.jsonl") {
		f.Add(c.Text)
	}
	for _, b := range readJSONL[struct{ Text string }](f, "testdata/benign.jsonl") {
		f.Add(b.Text)
	}
	f.Add("password=\xff\xfe" + strings.Repeat("=", 100))
	f.Add("the credentials \"\t: x and the api_key' =y, ?token=z;AccountKey=abcdefghijklmnopqrstuvwx")
	plain, rescan, fresh := withoutKeyValue(), withRescan(), withFresh()
	f.Fuzz(func(t *testing.T, s string) {
		once := String(s)
		if ref := fresh.Redact(s); ref != once {
			t.Fatalf("the rules' reused buffers changed the result:\n in:     %q\n reused: %q\n fresh:  %q", s, once, ref)
		}
		if slow := plain.Redact(s); slow != once {
			t.Fatalf("a shortcut (KeyValue, Lead, After, NeedsLine) changed the result:\n in:      %q\n with:    %q\n without: %q", s, once, slow)
		}
		if again := rescan.Redact(s); again != once {
			t.Fatalf("shifting the hits is not the rescan:\n in:     %q\n shift:  %q\n rescan: %q", s, once, again)
		}
		if len(once) > 8*len(s)+64 {
			t.Fatalf("output grew from %d to %d bytes", len(s), len(once))
		}
		if utf8.ValidString(s) && !utf8.ValidString(once) {
			t.Fatalf("valid UTF-8 became invalid: %q → %q", s, once)
		}
		if twice := String(once); twice != once {
			t.Fatalf("not idempotent:\n in:    %q\n once:  %q\n twice: %q", s, once, twice)
		}
	})
}

// withoutKeyValue is the built-in rule set with the KeyValue, Lead, After
// and NeedsLine shortcuts off: every keyword hit runs its pattern over the
// rule's whole window.
func withoutKeyValue() *Redactor {
	rules := slices.Clone(Rules)
	for i := range rules {
		rules[i].KeyValue = false
		rules[i].Lead = nil
		rules[i].NeedsLine = false
		rules[i].AfterMin = 0
		rules[i].Cased = nil
		rules[i].Then, rules[i].ThenEnd = "", false
	}
	return New(rules)
}

// TestXMLElement: the xml-secret rule's Lead passes what its pattern
// matches and refuses the keyword runs it cannot match.
func TestXMLElement(t *testing.T) {
	re := regexp.MustCompile(`^(?:` + Rules[slices.IndexFunc(Rules, func(r Rule) bool { return r.Lead != nil })].Pattern + `)`)
	for _, tt := range []struct {
		s    string
		want bool
	}{
		{"<password>hunter2</password>", true},
		{"<db:Password type=\"x\">hunter2</db:Password>", true},
		{"<api-key>\nabc\n</api-key>", true},
		{"<paſſword>hunter2</paſſword>", true}, // (?i) folds ſ to s
		{"<tokenx>abc</tokenx>", false},
		{"<secret: <secret: ", false},
		{"<secretkey=<secretkey=", false},
		{"<token><token>", false},
		{"<token>abc<token>", false},
		{"<token attr=1 abc", false},
		{"<token>abc", false},
	} {
		if got := xmlElement(tt.s); got != tt.want {
			t.Errorf("xmlElement(%q) = %v, want %v", tt.s, got, tt.want)
		}
		if re.MatchString(tt.s) && !xmlElement(tt.s) {
			t.Errorf("%q: the pattern matches where xmlElement refuses", tt.s)
		}
	}
}

// TestAddKey: the .NET xml-secret rule's Lead passes what its pattern
// matches and refuses the keyword runs it cannot match.
func TestAddKey(t *testing.T) {
	re := regexp.MustCompile(`^(?:` + Rules[slices.IndexFunc(Rules, func(r Rule) bool { return r.Keywords[0] == "key=" })].Pattern + `)`)
	for _, tt := range []struct {
		s    string
		want bool
	}{
		{`key="DbPassword" value="hunter2"`, true},
		{"key=\u00a0\"ApiToken\"\u00a0value=\"x\"", true},
		{`key= "DbPassword"` + "\n" + `value="hunter2"`, true},
		{`key=="`, false},
		{`key=key=key=`, false},
		{`key="a` + "\n" + `" value="x"`, false},
		{`key="DbPassword"value="x"`, false},
		{`key="DbPassword`, false},
		{`key="password" value=key="password" value=`, false},
		{`key="DbPassword" VALUE = "hunter2"`, true},
		{`key="DbPassword" value=""`, false},
		{`key="DbPassword" value="x`, false},
	} {
		if got := addKey(tt.s); got != tt.want {
			t.Errorf("addKey(%q) = %v, want %v", tt.s, got, tt.want)
		}
		if re.MatchString(tt.s) && !addKey(tt.s) {
			t.Errorf("%q: the pattern matches where addKey refuses", tt.s)
		}
	}
}

// withRescan is the built-in rule set scanning the text again after each
// rule that replaced something, instead of shifting the hits.
func withRescan() *Redactor {
	r := New(Rules)
	r.rescan = true
	return r
}

// withFresh is the built-in rule set writing each rule's output into a
// new buffer, instead of the two the rules take turns with.
func withFresh() *Redactor {
	r := New(Rules)
	r.fresh = true
	return r
}

// TestShiftIsTheRescan: shifting the hits past the replacements finds what
// scanning the rewritten text again finds, on the corpus, on text with
// secrets of many kinds one after another, and on markers next to
// keywords; FuzzRedact does the same on mutations.
func TestShiftIsTheRescan(t *testing.T) {
	rescan := withRescan()
	texts := []string{
		strings.Join(corpusLines(t), "\n"),
		strings.Join(corpusLines(t), " "),
		strings.Join(corpusLines(t), ""),
		"password=hunter2 token=abc123def456 sk-proj-A1b2C3d4A1b2C3d4A1b2C3d4 password=x2y3z4w5",
		"api_key=sk-proj-A1b2C3d4A1b2C3d4A1b2C3d4key=abc123def456&token=ghp_" + strings.Repeat("A1b2", 9),
	}
	for _, c := range readJSONL[secretCase](t, "testdata/secrets.jsonl") {
		texts = append(texts, c.Text+c.Text, c.Text+" "+String(c.Text)+" "+c.Text)
	}
	for _, s := range texts {
		if got, want := String(s), rescan.Redact(s); got != want {
			t.Errorf("%q:\n shift:  %q\n rescan: %q", s, got, want)
		}
	}
}

// corpusLines are the texts of the secret and the benign corpus.
func corpusLines(t testing.TB) []string {
	var lines []string
	for _, c := range readJSONL[secretCase](t, "testdata/secrets.jsonl") {
		lines = append(lines, c.Text)
	}
	for _, b := range readJSONL[struct{ Text string }](t, "testdata/benign.jsonl") {
		lines = append(lines, b.Text)
	}
	return lines
}

// TestKeyValueShortcutChangesNothing runs the corpus through the rules with
// and without the KeyValue shortcut; FuzzRedact does the same on mutations.
func TestKeyValueShortcutChangesNothing(t *testing.T) {
	plain := withoutKeyValue()
	var texts []string
	for _, c := range readJSONL[secretCase](t, "testdata/secrets.jsonl") {
		texts = append(texts, c.Text)
	}
	for _, b := range readJSONL[struct{ Text string }](t, "testdata/benign.jsonl") {
		texts = append(texts, b.Text)
	}
	shortcuts := 0
	for _, s := range texts {
		if got, want := String(s), plain.Redact(s); got != want {
			t.Errorf("%q:\n with:    %q\n without: %q", s, got, want)
		}
		for _, h := range std().pre.scan(s, nil) {
			rule := &std().rules[h.rule]
			if at, ok := rule.anchor(s, int(h.start)); ok && rule.KeyValue && !assigned(s, at) {
				shortcuts++
			}
		}
	}
	if shortcuts == 0 {
		t.Error("the corpus never exercises the KeyValue shortcut")
	}
	t.Logf("%d keyword hits skipped their pattern by the KeyValue shortcut", shortcuts)
}

// BenchmarkRedactPayload redacts every echoed string of the docs/rules.md §12
// payload (a claim, ten sources and contents with keyword hits such as
// "credentials" and "Authorization header"), with the built-in rules and
// with the KeyValue shortcut off.
func BenchmarkRedactPayload(b *testing.B) {
	var in struct {
		Claim    string
		Evidence []struct{ Source, Content string }
	}
	if err := json.Unmarshal(benchpayload.Arguments(), &in); err != nil {
		b.Fatal(err)
	}
	texts := []string{in.Claim}
	for _, e := range in.Evidence {
		texts = append(texts, e.Source, e.Content)
	}
	for _, bm := range []struct {
		name string
		r    *Redactor
	}{{"rules", Default()}, {"without-key-value-shortcut", withoutKeyValue()}} {
		b.Run(bm.name, func(b *testing.B) {
			for b.Loop() {
				for _, s := range texts {
					bm.r.Redact(s)
				}
			}
		})
	}
}

// ordinaryText is 1 KiB of the technical prose agents send as evidence:
// no secrets, and a few words that share letters with keywords.
var ordinaryText = func() string {
	p := "The checkout service returned HTTP 502 for 3% of requests between 10:40 and 10:55 UTC. " +
		"Logs from the gateway show upstream connect errors to orders-7f9c at 10.2.3.4:8080, while the " +
		"orders pods were restarting after the 2.4.1 deploy. The readiness probe passed before the cache " +
		"was warm, so traffic arrived early. A manual retry succeeded. Metrics: p50 41ms, p99 1.8s, " +
		"error rate 3.1%, pool saturation 100%. The previous release did not show this pattern. "
	for len(p) < 1024 {
		p += p
	}
	return p[:1024]
}()

func BenchmarkRedact(b *testing.B) {
	for _, size := range []struct {
		name string
		n    int
	}{{"1KiB", 1}, {"1MiB", 1024}} {
		text := strings.Repeat(ordinaryText, size.n)
		b.Run(size.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				String(text)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(text))*1024/1000, "µs/KiB")
		})
	}
	// Text that holds keywords and secrets: every candidate rule runs.
	secretText := strings.Repeat(ordinaryText[:512]+" password=hunter2 Authorization: Bearer abcdefghijklmnop1234 ", 2)[:1024]
	b.Run("1KiB-with-secrets", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(secretText)))
		for b.Loop() {
			String(secretText)
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(secretText))*1024/1000, "µs/KiB")
	})
}

// TestTokenLeads: the Lead of the bearer, basic, table-row AWS,
// authorization and cookie rules pass what their patterns match and
// refuse keyword runs.
func TestTokenLeads(t *testing.T) {
	pattern := func(name string) *regexp.Regexp {
		for _, r := range Rules {
			if r.Name == name && r.Lead != nil {
				return regexp.MustCompile(`^(?:` + r.Pattern + `)`)
			}
		}
		t.Fatalf("no rule %s with a Lead", name)
		return nil
	}
	aws := strings.Repeat("wJalrXUtnFEMIK7MDENGbPxRfiCYEXAMPLEKEY/+=", 1)[:40]
	for _, tt := range []struct {
		rule string
		lead func(string) bool
		s    string
		want bool
	}{
		{"bearer-token", bearerToken, "Bearer abcdefghijklmnop1234", true},
		{"bearer-token", bearerToken, "bearer\u00a0abcdefghijklmnop1234", true},
		{"bearer-token", bearerToken, "BEARER abcdefghijkſlmnop", true}, // (?i): ſ is s
		{"bearer-token", bearerToken, "bearer bearer bearer ", false},
		{"bearer-token", bearerToken, "bearerabcdefghijklmnop1234", false},
		{"basic-credentials", basicCredentials, "Basic dXNlcjpwYXNz", true},
		{"basic-credentials", basicCredentials, "basic\ndXNlcjpwYXNz", true},
		{"basic-credentials", basicCredentials, "Basic Basic Basic ", false},
		{"basic-credentials", basicCredentials, "basic dXNl", false},
		{"aws-secret-access-key", awsSecretRow, "   " + aws + " ", true},
		{"aws-secret-access-key", awsSecretRow, "\"\t" + aws, true},
		{"aws-secret-access-key", awsSecretRow, ": secretaccesskey: ", false},
		{"aws-secret-access-key", awsSecretRow, " " + aws + "x", false},
		{"aws-secret-access-key", awsSecretRow, aws, false},
		{"authorization", authorizationValue, ": Bearer abcdefgh12345678", true},
		{"authorization", authorizationValue, "\" = 'abcdefgh12345678'", true},
		{"authorization", authorizationValue, ":\u00a0Negotiate\u00a0YIIabcdefgh", true},
		{"authorization", authorizationValue, ": \u212aabcdefgh", true}, // (?i): the Kelvin sign is k
		{"authorization", authorizationValue, "\":\"\"authorization\":\"", false},
		{"authorization", authorizationValue, ": Bearer abc", false},
		{"authorization", authorizationValue, " header", false},
		{"cookie", cookieValue, ": session=abc123", true},
		{"cookie", cookieValue, "\\\": \"sid=x", true},
		{"cookie", cookieValue, ":\u00a0=x", true}, // the pattern reads the no-break space as a name
		{"cookie", cookieValue, ": cookie: cookie: ", false},
		{"cookie", cookieValue, ": =x", false},
		{"cookie", cookieValue, ": sid=\n", false},
		{"cookie", cookieValue, "=sid=x", false},
		{"stripe-key", stripeKey, "sk_live_" + strings.Repeat("a1B2", 6), true},
		{"stripe-key", stripeKey, "whsec_" + strings.Repeat("a1B2", 6), true},
		{"stripe-key", stripeKey, "sk_live_sk_live_sk_live_", false},
		{"stripe-key", stripeKey, "whsec_" + strings.Repeat("a1B2", 5), false},
		{"stripe-key", stripeKey, "whsec", false},
		{"cli-password", cliOption, "--password hunter2", true},
		{"cli-password", cliOption, "--API-KEY=abc", true},
		{"cli-password", cliOption, "--\u212aey x", true}, // (?i): the Kelvin sign is k
		{"cli-password", cliOption, "--passwd: x", false},
		{"cli-password", cliOption, "--pass", false},
		{"cli-password", cliOption, "--password-file=x", true}, // the name may run on; the regexp decides
	} {
		if got := tt.lead(tt.s); got != tt.want {
			t.Errorf("%s Lead(%q) = %v, want %v", tt.rule, tt.s, got, tt.want)
		}
		if pattern(tt.rule).MatchString(tt.s) && !tt.lead(tt.s) {
			t.Errorf("%s: the pattern matches %q where its Lead refuses", tt.rule, tt.s)
		}
	}
}

// TestPiecesAreTheWhole: a text longer than maxPiece is redacted a piece
// at a time, cut at line breaks; where no secret spans a line, that is the
// redaction of the whole (here with pieces of 4 KiB, over the corpus's
// one-line texts).
func TestPiecesAreTheWhole(t *testing.T) {
	var lines []string
	for _, l := range corpusLines(t) {
		if !strings.Contains(l, "\n") {
			lines = append(lines, l)
		}
	}
	text := strings.Join(lines, "\n")
	r := Default()
	var w work
	whole := r.redact(text, &w, nil)
	if got := r.redactPieces(text, &w, nil, 4<<10); got != whole {
		t.Errorf("redacted in pieces: %d bytes, differs from the whole's %d", len(got), len(whole))
	}
	if plain := "no keyword\nhere\n"; r.redactPieces(plain, &w, nil, 4) != plain {
		t.Error("a text without secrets changed when redacted in pieces")
	}
}
