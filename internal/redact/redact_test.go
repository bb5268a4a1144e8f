package redact

import (
	"bufio"
	"encoding/json"
	"os"
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

func TestEveryRuleHasACorpusCase(t *testing.T) {
	covered := map[string]bool{}
	for _, c := range readJSONL[secretCase](t, "testdata/secrets.jsonl") {
		covered[c.Rule] = true
	}
	for _, r := range Rules {
		if !covered[r.Name] {
			t.Errorf("rule %s has no case in testdata/secrets.jsonl", r.Name)
		}
		for _, k := range r.Keywords {
			if k != strings.ToLower(k) {
				t.Errorf("rule %s: keyword %q is not lower case", r.Name, k)
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
	plain := withoutKeyValue()
	f.Fuzz(func(t *testing.T, s string) {
		once := String(s)
		if slow := plain.Redact(s); slow != once {
			t.Fatalf("the KeyValue shortcut changed the result:\n in:      %q\n with:    %q\n without: %q", s, once, slow)
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

// withoutKeyValue is the built-in rule set with the KeyValue shortcut
// off: every keyword hit runs its pattern.
func withoutKeyValue() *Redactor {
	rules := slices.Clone(Rules)
	for i := range rules {
		rules[i].KeyValue = false
	}
	return New(rules)
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
			if at, ok := rule.anchor(s, h.start); ok && rule.KeyValue && !assigned(s, at) {
				shortcuts++
			}
		}
	}
	if shortcuts == 0 {
		t.Error("the corpus never exercises the KeyValue shortcut")
	}
	t.Logf("%d keyword hits skipped their pattern by the KeyValue shortcut", shortcuts)
}

// BenchmarkRedactPayload redacts every echoed string of the SPEC §12
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
