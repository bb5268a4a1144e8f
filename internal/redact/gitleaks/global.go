package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/zricethezav/gitleaks/v8/config"
)

// globalAllowlist is what of gitleaks' global allowlist, which its
// detector applies to the finding of every rule, carries over to
// ackrite's generic key/value rules: the stop words ("abcdefghijklmnopqrstuvwxyz", a character
// range; a secret published in a vendor's README). Its patterns on the
// secret and its file paths are left out, each with the reason written
// into the table's comment.
type globalAllowlist struct {
	StopWords []string
	Skipped   []string
}

func newGlobalAllowlist(lists []*config.Allowlist) (globalAllowlist, error) {
	var g globalAllowlist
	for _, a := range lists {
		if a.MatchCondition == config.AllowlistMatchAnd && len(a.Regexes)+len(a.Paths) > 0 {
			// Its stop words allow only together with its patterns or paths.
			g.Skipped = append(g.Skipped, fmt.Sprintf("%q: its stop words hold only with its patterns or paths", a.Description))
			continue
		}
		for _, w := range a.StopWords {
			// gitleaks compares stop words with the secret lower-cased.
			if w = strings.ToLower(w); !slices.Contains(g.StopWords, w) {
				g.StopWords = append(g.StopWords, w)
			}
		}
		if len(a.Regexes) > 0 {
			target := a.RegexTarget
			if target == "" {
				target = "secret"
			}
			why := "ackrite's rules read the match, not the line around it"
			if target == "secret" {
				why = "placeholders of these kinds (words, repeated characters, variables, templates, format verbs, file paths) are ackrite's placeholder table, which also reads `(?i)^true|false|null$` as the three words it means, not as any value holding \"false\""
			}
			g.Skipped = append(g.Skipped, fmt.Sprintf("on the %s, %d patterns: %s", target, len(a.Regexes), why))
		}
		if len(a.Paths) > 0 {
			g.Skipped = append(g.Skipped, fmt.Sprintf("%d file paths: evidence text has no path", len(a.Paths)))
		}
	}
	if len(g.StopWords) == 0 {
		return g, fmt.Errorf("the global allowlist has no stop words: the generator needs updating for %s", gitleaksModule)
	}
	slices.Sort(g.StopWords)
	return g, nil
}
