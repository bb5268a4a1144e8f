package redact

import (
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/redact/peers"
)

var update = flag.Bool("update", false, "rewrite testdata/golden.txt from the current redaction")

// goldenTexts are the texts the golden holds the redaction of: the
// project's corpus, gitleaks' samples in every variant, texts with secrets
// of many rules one after another (where rules read earlier rules'
// markers), markers beside keywords, every adversarial unit and shape, and
// realistic text up to 1 MiB.
func goldenTexts(t *testing.T) []string {
	lines := corpusLines(t)
	texts := slices.Clone(lines)
	texts = append(texts, strings.Join(lines, "\n"), strings.Join(lines, " "), strings.Join(lines, ""))
	for _, c := range readJSONL[secretCase](t, "testdata/secrets.jsonl") {
		texts = append(texts, c.Text+c.Text, c.Text+" "+String(c.Text)+" "+c.Text)
	}
	tps, fps := peerCorpus(t)
	var all []string
	for _, v := range peers.Variants {
		v.Each(tps, func(_ peers.Sample, _, text string) { texts = append(texts, text); all = append(all, text) })
	}
	for _, s := range fps {
		texts = append(texts, s.Text)
		all = append(all, s.Text)
	}
	texts = append(texts, strings.Join(all, "\n"), strings.Join(all, " "))
	for _, unit := range adversarialUnits() {
		texts = append(texts, repeatTo(unit, 1<<10), repeatTo(unit, 16<<10))
	}
	for _, shape := range adversarialShapes {
		texts = append(texts, repeatTo(shape.unit, 64<<10))
	}
	return append(texts, realisticText(t, 64<<10), realisticText(t, 1<<20))
}

func digest(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:8])
}

// TestGolden holds every goldenText's redaction, and its RedactKnown, to
// the digests testdata/golden.txt recorded: a change in how the rules'
// replacements are written out must not change a byte of what comes out.
// A change of the rules or the corpus rewrites it with -update.
func TestGolden(t *testing.T) {
	const path = "testdata/golden.txt"
	var got []string
	seen := map[string]bool{}
	texts := map[string]string{}
	for _, s := range goldenTexts(t) {
		in := digest(s)
		if seen[in] {
			continue
		}
		seen[in] = true
		texts[in] = s
		got = append(got, in+" "+digest(String(s)+"\x00"+StringKnown(s, NewKnown(1024))))
	}
	slices.Sort(got)
	if *update {
		if err := os.WriteFile(path, []byte(strings.Join(got, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		in, out, _ := strings.Cut(line, " ")
		want[in] = out
	}
	diffs := 0
	for _, line := range got {
		in, out, _ := strings.Cut(line, " ")
		if w, ok := want[in]; !ok {
			t.Errorf("%.120q is not in %s: run go test -run TestGolden -update", texts[in], path)
		} else if w != out {
			if diffs++; diffs <= 10 {
				t.Errorf("redaction changed (digest %s, want %s):\n in:  %.300q\n out: %.300q", out, w, texts[in], String(texts[in]))
			}
		}
	}
	if diffs > 0 || len(want) != len(got) {
		t.Errorf("%d of %d texts changed; golden has %d, this run %d", diffs, len(got), len(want), len(got))
	}
}
