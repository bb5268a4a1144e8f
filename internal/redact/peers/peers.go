// Package peers reads gitleaks' own examples of its default rules — each
// rule's true and false positives, written as a corpus by the generator
// of the token table (internal/redact/gitleaks) — and holds the targets
// ackrite's redaction is measured against, for the tests of
// internal/redact (the rules) and internal/tools (the ackrite tool).
package peers

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

// Path is the corpus, relative to the repository root.
const Path = "internal/redact/testdata/gitleaks/samples.jsonl"

// A Sample is one example of a gitleaks rule.
type Sample struct {
	Rule    string   `json:"rule"`
	Kind    string   `json:"kind"` // tp or fp
	Text    string   `json:"text"`
	Secrets []string `json:"secrets"`
	Alone   bool     `json:"alone"` // gitleaks flags each secret on its own
	// FlaggedBy, for a false positive of one rule, are the rules of
	// gitleaks' whole default set that flag it anyway.
	FlaggedBy []string `json:"flaggedBy"`
}

// A Variant is a form a true positive's secret is sent in.
type Variant struct {
	Name   string
	Target float64 // the least share of secrets held back
	// Text is what is sent, "" where the variant does not apply.
	Text func(s Sample, secret string) string
}

// Each calls f with every secret of tps the variant applies to and the
// text it sends for it.
func (v Variant) Each(tps []Sample, f func(s Sample, secret, text string)) {
	for _, s := range tps {
		for _, secret := range s.Secrets {
			if text := v.Text(s, secret); text != "" {
				f(s, secret, text)
			}
		}
	}
}

// Variants: the sample's own context, an export line, and alone on a line
// (only for the secrets gitleaks itself flags alone).
var Variants = []Variant{
	{"in context", 0.98, func(s Sample, _ string) string { return s.Text }},
	{"export", 0.99, func(_ Sample, secret string) string { return "export TOKEN=" + secret }},
	{"alone", 0.95, func(s Sample, secret string) string {
		if !s.Alone {
			return ""
		}
		return secret
	}},
}

// MaxFP is the largest share of the false-positive samples redaction may
// alter. The aim is 5%; what stands between is gitleaks'
// boundary tests of one service's format — a token under a token key, of
// the wrong length for that service (telegram_api_token = "2076:Asap…",
// sk-ant-api03-… with the wrong tail) — which the rules redact on purpose:
// a redactor errs towards hiding (docs/security.md).
const MaxFP = 0.08

// Load reads the corpus at path: the true positives that hold a secret,
// and as false positives the samples gitleaks wrote as false positives of
// one rule that no rule of its whole default set flags and that are not
// the text of one of its true positives. The others are secrets all the
// same: a Cloudflare global key is a false positive of the Cloudflare API
// key rule, a password in some.xml one of the NuGet.config rule. Blank
// secrets are dropped: gitleaks' detector also reports the whole of a
// private key block, which the sample then holds verbatim.
func Load(path string) (tps, fps []Sample, err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	var all []Sample
	tpText := map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for line := 1; sc.Scan(); line++ {
		var s Sample
		if err := json.Unmarshal(sc.Bytes(), &s); err != nil {
			return nil, nil, fmt.Errorf("%s:%d: %w", path, line, err)
		}
		var secrets []string
		for _, secret := range s.Secrets {
			if strings.TrimSpace(secret) != "" {
				secrets = append(secrets, secret)
			}
		}
		s.Secrets = secrets
		all = append(all, s)
		if s.Kind == "tp" {
			tpText[s.Text] = true
		}
	}
	if err := sc.Err(); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	for _, s := range all {
		switch {
		case s.Kind == "fp":
			if s.Text != "" && len(s.FlaggedBy) == 0 && !tpText[s.Text] {
				fps = append(fps, s)
			}
		case len(s.Secrets) > 0:
			tps = append(tps, s)
		}
	}
	if len(tps) < 5000 || len(fps) < 250 {
		return nil, nil, fmt.Errorf("%s: %d true and %d false positives; want ≥ 5000 and ≥ 250 (go generate ./internal/redact)", path, len(tps), len(fps))
	}
	return tps, fps, nil
}
