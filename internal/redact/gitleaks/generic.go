package main

import (
	"fmt"
	"regexp/syntax"
	"slices"
	"strings"

	"github.com/zricethezav/gitleaks/v8/cmd/generate/config/rules"
	"github.com/zricethezav/gitleaks/v8/config"
)

// genericAllowlist is what of gitleaks' generic-api-key allowlist carries
// over to ackrite's own generic key/value rules, which stand for that rule:
// the patterns gitleaks matches against the whole match (keys that name
// no secret, "keyVaultToStoreSecrets", "secret_length", "api_version"),
// and the stop words it adds to its default list, which are public values
// ("6fe4476ee5a1832882e326b506d14126", yarn's public key). Its other
// allowlists are left out, each with the reason written into the table's
// comment.
type genericAllowlist struct {
	Match   []string
	Public  []string
	Skipped []string
	// Value is the pattern of the secret the rule takes after a key, and
	// Entropy its entropy floor: what ackrite's generic rules defer to
	// under a key that names a service of a key row.
	Value   string
	Entropy float64
}

func newGenericAllowlist(rule config.Rule) (genericAllowlist, error) {
	g := genericAllowlist{Entropy: rule.Entropy}
	re, err := syntax.Parse(rule.Regex.String(), syntax.Perl)
	if err != nil {
		return g, err
	}
	group := rule.SecretGroup
	if group == 0 {
		group = 1
	}
	c := capture(re, group)
	if c == nil {
		return g, fmt.Errorf("generic-api-key has no group %d: the generator needs updating for %s", group, gitleaksModule)
	}
	g.Value = c.Sub[0].String()
	words := map[string]bool{}
	for _, w := range rules.DefaultStopWords {
		words[w] = true
	}
	for _, a := range rule.Allowlists {
		switch {
		case a.RegexTarget == "match" && len(a.Paths) == 0 && (len(a.Regexes) <= 1 || a.MatchCondition == config.AllowlistMatchOr):
			for _, x := range a.Regexes {
				g.Match = append(g.Match, x.String())
			}
		case len(a.Regexes) > 0:
			var pats []string
			for _, x := range a.Regexes {
				pats = append(pats, "`"+x.String()+"`")
			}
			target := a.RegexTarget
			if target == "" {
				target = "secret"
			}
			why := "ackrite's rules read the match, not the line around it"
			if target == "secret" {
				why = "a value of letters alone is as often a password as a word; ackrite's placeholders decide"
			}
			if len(a.Paths) > 0 {
				why = "it applies to some file paths only, which evidence text has not"
			}
			g.Skipped = append(g.Skipped, fmt.Sprintf("on the %s, %s: %s", target, strings.Join(pats, ", "), why))
		}
		if a.MatchCondition == config.AllowlistMatchAnd && len(a.Regexes) > 0 {
			continue // its stop words allow only together with its patterns
		}
		for _, w := range a.StopWords {
			// gitleaks compares stop words with the secret lower-cased.
			if w = strings.ToLower(w); !words[w] && !slices.Contains(g.Public, w) {
				g.Public = append(g.Public, w)
			}
		}
	}
	if len(g.Match) == 0 {
		return g, fmt.Errorf("generic-api-key has no allowlist on the match: the generator needs updating for %s", gitleaksModule)
	}
	return g, nil
}
