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

// MaxFP is the largest share of the false-positive samples, those in
// Deliberate left out, that redaction may alter; MaxFPAll the largest
// share of all of them, those in Deliberate counted.
const (
	MaxFP    = 0.05
	MaxFPAll = 0.05
)

// A Deliberate is a false-positive sample of gitleaks that ackrite's rules
// redact on purpose: the text has a secret's shape, and gitleaks skips it
// only by a rule's exact format, a file's path, its stop words or its
// entropy floor. A redactor errs towards hiding (docs/security.md).
type Deliberate struct {
	Rule string
	Text string // a part of the sample's text that only it holds
	Why  string
}

// Reasons several samples share.
const (
	anthropicShape = "an sk-ant- key of another length or tail than gitleaks' (its true positive is the same text ending in AA); ackrite takes sk-ant- keys of any length (SPEC §8)"
	nugetPath      = "a ClearTextPassword in NuGet's <add key value> form; gitleaks skips it only outside a file named nuget.config, and evidence has no path"
)

// Deliberates are the false-positive samples redacted on purpose, with
// why: reviewed one by one; a sample here that is no longer altered fails
// TestPeerCorpus.
var Deliberates = []Deliberate{
	{"anthropic-api-key", `sk-ant-api03-abc123xyz-456de-`, anthropicShape},
	{"anthropic-api-key", `sk-ant-api03-abc123xyz-456def789ghij-klmnopqrstuvwx-3456yza789bcde-1234fghijklmnopby56aaaogaopaaaabc123xyzBB`, anthropicShape},
	{"anthropic-admin-api-key", `sk-ant-admin01-abc123xyz-456de-`, anthropicShape},
	{"anthropic-admin-api-key", `sk-ant-admin01-abc123xyz-456def789ghij-klmnopqrstuvwx-3456yza789bcde-1234fghijklmnopby56aaaogaopaaaabc123xyzBB`, anthropicShape},
	{"nuget-config-password", `value="33f!!lloppa"`, nugetPath},
	{"nuget-config-password", `value="abc"`, nugetPath},
	{"nuget-config-password", `value="hal+9ooo_da!sY"`, nugetPath},
	{"mailchimp-api-key", `MailchimpSDK.initialize(token: `, "gitleaks files it as its own false negative: a Mailchimp key (32 hex digits, -us18) under token:"},
	{"settlemint-application-access-token", `nonMatchingToken := "sm_aat_`, "a random value under a token key; gitleaks' generic rule skips it at entropy 3.50, its floor"},
	{"stripe-access-token", `nonMatchingToken := "task_test_`, "a random value under a token key; gitleaks' generic rule skips it for the stop word \"task\""},
	{"telegram-bot-api-token", `token:"clm86325:AgencyIdentificationCodeContentType"`, "a value under a token key; gitleaks' generic rule stops its value at the \":\", which would leave user:password pairs (\"admin:CorrectHorseBatteryStaple\") and Telegram tokens under a plain token key"},
}

// DeliberateOf returns the entry of Deliberates for s, if there is one.
func DeliberateOf(s Sample) (Deliberate, bool) {
	for _, d := range Deliberates {
		if d.Rule == s.Rule && strings.Contains(s.Text, d.Text) {
			return d, true
		}
	}
	return Deliberate{}, false
}

// A FalsePositives is the count of false-positive samples redaction
// altered, both ways: all of them, and those in Deliberates left out.
type FalsePositives struct {
	Samples, Altered                     int
	DeliberateSamples, DeliberateAltered int
}

// CountFalsePositives counts fps, altered telling which ones redaction
// changed.
func CountFalsePositives(fps []Sample, altered func(Sample) bool) FalsePositives {
	var c FalsePositives
	for _, s := range fps {
		_, deliberate := DeliberateOf(s)
		c.Samples++
		if deliberate {
			c.DeliberateSamples++
		}
		if altered(s) {
			c.Altered++
			if deliberate {
				c.DeliberateAltered++
			}
		}
	}
	return c
}

// Rate is the share of all the samples altered.
func (c FalsePositives) Rate() float64 { return ratio(c.Altered, c.Samples) }

// RateUndeliberate is the share altered of the samples not in Deliberates.
func (c FalsePositives) RateUndeliberate() float64 {
	return ratio(c.Altered-c.DeliberateAltered, c.Samples-c.DeliberateSamples)
}

// Check returns why the counts miss MaxFP or MaxFPAll, or "".
func (c FalsePositives) Check() string {
	var why []string
	if r := c.RateUndeliberate(); r > MaxFP {
		why = append(why, fmt.Sprintf("%.3f of the samples not redacted on purpose altered, want ≤ %.2f", r, MaxFP))
	}
	if r := c.Rate(); r > MaxFPAll {
		why = append(why, fmt.Sprintf("%.3f of all the samples altered, want ≤ %.2f", r, MaxFPAll))
	}
	return strings.Join(why, "; ")
}

// String reports the rate both ways.
func (c FalsePositives) String() string {
	return fmt.Sprintf("%.1f%% altered (%d/%d); %d of them on purpose (Deliberates), the rest %.1f%% (%d/%d)",
		100*c.Rate(), c.Altered, c.Samples, c.DeliberateAltered,
		100*c.RateUndeliberate(), c.Altered-c.DeliberateAltered, c.Samples-c.DeliberateSamples)
}

func ratio(n, d int) float64 {
	if d == 0 {
		return 0
	}
	return float64(n) / float64(d)
}

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
