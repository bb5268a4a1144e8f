package claim

import (
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// A Shape is a recognisable form of claim. Each shape carries the
// assumption it leans on and the evidence that would settle it.
type Shape struct {
	Name string `json:"name"`
	// Triggers are lower-case word sequences that mark the shape.
	Triggers []string `json:"-"`
	// Match, when set, also marks the shape.
	Match      func(words []string) bool `json:"-"`
	Assumption string                    `json:"-"`
	Missing    string                    `json:"-"`
}

// A trigger is one trigger phrase split into words, and its shape.
type trigger struct {
	shape int
	rest  []string // the words after the first
}

// byFirstWord indexes every trigger phrase by its first word, so that
// detection reads the claim once.
var byFirstWord = map[string][]trigger{}

func init() {
	for i := range shapes {
		for _, t := range shapes[i].Triggers {
			w := strings.Fields(t)
			byFirstWord[w[0]] = append(byFirstWord[w[0]], trigger{i, w[1:]})
		}
	}
}

// versionPrepositions introduce a version: "since v2", "in 3.1", "after version 4".
var versionPrepositions = map[string]bool{"since": true, "in": true, "after": true, "before": true, "from": true, "on": true, "with": true, "of": true}

// namesVersion reports whether the words name a version after a
// preposition: "since v2", "in version 3", "after 2.4" (split as "2", "4").
func namesVersion(words []string) bool {
	for i := 0; i+1 < len(words); i++ {
		if !versionPrepositions[words[i]] {
			continue
		}
		next := words[i+1]
		switch {
		case len(next) >= 2 && next[0] == 'v' && isDigits(next[1:]):
			return true
		case next == "version" && i+2 < len(words) && isDigits(words[i+2]):
			return true
		case isDigits(next) && i+2 < len(words) && isDigits(words[i+2]):
			return true
		}
	}
	return false
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// shapes is the claim-shape table of SPEC §4. A claim can have several.
var shapes = []Shape{
	{
		Name:       "absence",
		Triggers:   []string{"no longer", "removed", "not supported", "unsupported", "deprecated", "does not support", "doesnt support", "no support", "dropped", "not available", "unavailable", "does not exist", "doesnt exist", "gone", "discontinued", "disabled"},
		Assumption: "The path you observed is the one actually in use: an absence seen from one client, version or configuration may not be an absence in the system itself.",
		Missing:    "Evidence of the absence from the system itself (current documentation, changelog, or a response that says so), not only from a path that does not use the feature.",
	},
	{
		Name:       "causal",
		Triggers:   []string{"because", "caused by", "causes", "root cause", "due to", "results in", "leads to", "the reason", "triggered by", "is why"},
		Assumption: "The named cause is the only one: nothing else changed between the working and the failing state.",
		Missing:    "An experiment that changes only the named cause and shows the effect disappear (and return when it is restored).",
	},
	{
		Name:       "universal",
		Triggers:   []string{"always", "never", "all", "every", "everything", "everywhere", "none", "nobody", "no one", "any", "each", "entirely", "completely"},
		Assumption: "The cases observed stand for every case, including inputs, environments and versions nobody tried.",
		Missing:    "Evidence from more than one case (other inputs, environments or versions), or a reason the observed case is representative.",
	},
	{
		Name:       "fix",
		Triggers:   []string{"fixed", "fixes", "fix works", "works again", "works now", "now works", "working now", "resolved", "resolves", "passes", "passing", "solved", "no longer fails", "is done", "succeeds now"},
		Assumption: "A test or reproduction that failed before the change passes after it, and the change is what made the difference.",
		Missing:    "A test_result or observed_behavior showing the failure before the change and success after it, by the same steps.",
	},
	{
		Name:       "environment",
		Triggers:   []string{"in production", "in prod", "on prod", "in staging", "in ci", "on ci", "locally", "on linux", "on windows", "on macos", "on mac", "after upgrading", "after the upgrade", "in docker", "in kubernetes", "on kubernetes"},
		Match:      namesVersion,
		Assumption: "The environment or version named is the one where the evidence was observed.",
		Missing:    "Evidence captured in the named environment or version, labelled with its version string or environment name.",
	},
	{
		Name:       "performance",
		Triggers:   []string{"faster", "slower", "slow", "fast", "bottleneck", "latency", "throughput", "performance", "memory leak", "cpu", "takes too long", "speed", "speedup", "regression"},
		Assumption: "The measurement is representative: same workload, warm-up and machine, and the difference exceeds run-to-run noise.",
		Missing:    "A before/after measurement on the same workload with repeated runs and their spread (p50/p99, or benchstat).",
	},
}

// Shapes lists the names of every claim shape, in table order.
func Shapes() []string {
	names := make([]string, len(shapes))
	for i, s := range shapes {
		names[i] = s.Name
	}
	return names
}

// detect returns the shapes of a claim, given its lower-case words, in
// table order.
func detect(words []string) []*Shape {
	var hit [8]bool
	if len(shapes) > len(hit) {
		panic("claim: too many shapes")
	}
	for i, w := range words {
		for _, t := range byFirstWord[w] {
			if !hit[t.shape] && text.HasPrefixSeq(words[i+1:], t.rest) {
				hit[t.shape] = true
			}
		}
	}
	var found []*Shape
	for i := range shapes {
		if hit[i] || (shapes[i].Match != nil && shapes[i].Match(words)) {
			found = append(found, &shapes[i])
		}
	}
	return found
}
