package server

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/ackrite/ackrite/internal/session"
	"github.com/ackrite/ackrite/internal/tools"
)

// The case corpus (testdata/cases/**, format in the project brief): agent
// situations written by people who did not see the code, each call with
// what an expert would answer. TestCases runs every call through the same
// handler the MCP server registers — argument decoding, limits,
// redaction, the operation, result encoding — against one fresh session
// store per case, prints a confusion matrix per tool and the false greens
// and false alarms, and fails on any false green and on any mismatch of an
// exact expectation.

const (
	casesDir   = "../../testdata/cases"
	runnersDir = "../../testdata/runners/out"
)

// casesUnder, when set, runs only the cases under that directory of
// testdata/cases (-cases blind3): one corpus's matrix on its own.
var casesUnder = flag.String("cases", "", "run only the case files under this directory of testdata/cases")

// fullResults, when set, prints a mismatching call's whole result, not its
// first 1,500 bytes: readings[] is near the end (-full).
var fullResults = flag.Bool("full", false, "print a mismatching call's whole result")

type corpusCase struct {
	Name  string       `json:"name"`
	Why   string       `json:"why"`
	Calls []corpusCall `json:"calls"`
}

type corpusCall struct {
	Tool      string          `json:"tool"`
	Arguments json.RawMessage `json:"arguments"`
	Expect    *expectation    `json:"expect"`
}

type expectation struct {
	Status           string   `json:"status"`
	StatusIn         []string `json:"statusIn"`
	Recommendation   string   `json:"recommendation"`
	RecommendationIn []string `json:"recommendationIn"`
	MustFlag         []string `json:"mustFlag"`
	MustNotFlag      []string `json:"mustNotFlag"`
	PrimaryIssue     string   `json:"primaryIssue"`
	PrimaryIssueIn   []string `json:"primaryIssueIn"`
	Domain           string   `json:"domain"`
	MayBeSatisfiedBy *[]int   `json:"mayBeSatisfiedBy"`
	Readings         []struct {
		Index   int    `json:"index"`
		Reading string `json:"reading"`
	} `json:"readings"`
}

// caseResult is the union of the result fields the expectations read.
type caseResult struct {
	Status         string `json:"status"`
	Verdict        string `json:"verdict"` // discovery_check's, read as its status
	Recommendation string `json:"recommendation"`
	Findings       []struct {
		Category string `json:"category"`
	} `json:"findings"`
	PrimaryIssue struct {
		Kind string `json:"kind"`
	} `json:"primaryIssue"`
	Domain         string `json:"domain"`
	ProofChecklist []struct {
		SatisfiedBy *int `json:"satisfiedBy"`
	} `json:"proofChecklist"`
	Readings []struct {
		Index   int    `json:"index"`
		Reading string `json:"reading"`
	} `json:"readings"`
}

// knownGaps are cases whose expectation the code does not meet yet, each
// with the issue that owns it. A known gap is reported, not failed; it may
// never be a false green, and a gap that starts passing fails the test so
// that this list is shortened.
var knownGaps = map[string]string{
	// Issue 20 (the reader): what these items show is in their example,
	// not in words the reader knows. Each reads unaffirmed (neutral),
	// never green.
	"blind3/prose-en-affirming.json/en-autocomplete-medium-reliability": "issue 20: 'returns José Álvarez' shows an accented " +
		"name only through the example's letters; the reader does not see that a name in the item is accented",
	"blind3/prose-zh.json/zh-autocomplete-medium": "issue 20: as en-autocomplete-medium-reliability, in Chinese",
	"blind3/prose-es.json/es-502-intermitente-una-carga": "issue 20: the claim names the payment gateway (gateway de pago); " +
		"the item observes the checkout page (200), and the reader does not tie the page to the gateway",
	// Issue 20 round 2, blind corpus B: none is green where it should not
	// be; each is neutral (PLAUSIBLE) where the expert reads more.
	"blind3-b/prose-en-affirming.json/en-firefox-reaches-confirmation": "issue 20: the item's final statement is the receipt email arriving; " +
		"the checkout words (confirmation page, order created) are read only from the final statement, so checkout is not named",
	"blind3-b/prose-en-negating.json/en-search-timeout-eu-west-1": "issue 20: 'curl … timed out' three times is not read as the " +
		"endpoint's failure to respond (unaffirmed, not persists)",
	"blind3-b/prose-en-negating.json/en-video-start-over-threshold": "issue 20: 'cold start' is taken for another thing in the place " +
		"of 'video start', so the threshold is not compared (unaffirmed, not persists)",
	"blind3-b/prose-en-negating.json/en-tokenize-5xx-above-zero": "issue 20: '43 5xx responses' is read as another count than the " +
		"claim's, not as errors above the claim's 'no errors' (unaffirmed, not persists)",
	"blind3-b/prose-en-negating.json/en-push-token-hedged": "issue 20: the hedged observation's failure wording outranks its hedge " +
		"(CONTRADICTED where the case expects PLAUSIBLE; no green either way)",
	"blind3-b/prose-en-negating.json/en-grpc-resets-correct-contradicts": "issue 20: resets that go on after the raised idle timeout " +
		"are not read as the named cause changed and the effect persisting",
	"blind3-b/prose-mixed-affirming.json/en-hls-master-4k-rendition": "issue 20: 'includes … RESOLUTION=3840x2160' is read as what " +
		"exists, not as the claim's 'includes the 4K rendition'",
	"blind3-b/prose-zh.json/zh-lock-upgrade-stuck-45": "issue 20: a Chinese progress figure ('卡在 45%') is not read as an upgrade " +
		"still under way",
	"blind3-b/prose-zh.json/zh-android8-still-installs": "issue 20: '仍然可以安装并登录' is not read as denying the absence '不再支持'",
	"blind3-b/structured-docker-git.json/git-status-dirty-real": "issue 20: a dirty git status is read as about another subject " +
		"when the claim's words ('working tree') are not in it",
	"blind3-b/structured-sentry-ci-migrations.json/sentry-sync-crash-ignored-doc": "issue 20: an error tracker's 'Ignored' issue " +
		"with events after the release is not read as the crash continuing",
	"blind3-b/structured-sentry-ci-migrations.json/gha-e2e-android-skipped-doc": "issue 20: a CI run whose named job was skipped " +
		"reads unaffirmed rather than no-run (neutral either way)",
	// Issue 20 round 4: corpus C, written blind and held out until this
	// round, now training. Each reason is the mismatch as measured when
	// it was added; none is a false green (its four false greens are in
	// testdata/redteam/2026-12-01/claims-c-false-greens.json until fixed).
	"blind3-c/audit.json/au-comment-out-role-guard":                   "issue 20 round 4 (corpus C): call 0 (audit): recommendation narrow-first, expected verify-first; call 0 (audit): finding security missing",
	"blind3-c/prose-en-affirming.json/en-bootloader-slot-b":           "issue 20 round 4 (corpus C): call 0 (ackrite): false alarm: status PLAUSIBLE, expected SUPPORTED",
	"blind3-c/prose-en-affirming.json/en-dup-sms-root-cause":          "issue 20 round 4 (corpus C): call 0 (ackrite): false alarm: status PLAUSIBLE, expected SUPPORTED",
	"blind3-c/prose-en-affirming.json/en-otel-tempo-exporting":        "issue 20 round 4 (corpus C): call 0 (ackrite): false alarm: status PLAUSIBLE, expected KNOWN",
	"blind3-c/prose-en-affirming.json/en-payout-batch-paid":           "issue 20 round 4 (corpus C): call 0 (verify): false alarm: status PLAUSIBLE, expected KNOWN",
	"blind3-c/prose-en-affirming.json/en-sms-v2-sender-id-docs":       "issue 20 round 4 (corpus C): call 0 (ackrite): false alarm: status PLAUSIBLE, expected SUPPORTED",
	"blind3-c/prose-en-negating.json/en-cache-hit-61":                 "issue 20 round 4 (corpus C): call 0 (ackrite): status PLAUSIBLE, expected CONTRADICTED",
	"blind3-c/prose-en-negating.json/en-checkout-err-rate-no-units":   "issue 20 round 4 (corpus C): call 0 (ackrite): status PLAUSIBLE, expected CONTRADICTED",
	"blind3-c/prose-en-negating.json/en-firmware-rollout-plan":        "issue 20 round 4 (corpus C): call 0 (ackrite): readings lack {index 0, reading unaffirmed}: [{Index:0 Reading:fail}]",
	"blind3-c/prose-en-negating.json/en-journal-postings-2-failed":    "issue 20 round 4 (corpus C): call 0 (ackrite): status PLAUSIBLE, expected CONTRADICTED",
	"blind3-c/prose-en-negating.json/en-labs-endpoint-timeout":        "issue 20 round 4 (corpus C): call 0 (verify): status PLAUSIBLE, expected CONTRADICTED",
	"blind3-c/prose-en-negating.json/en-llama-load-312s":              "issue 20 round 4 (corpus C): call 0 (ackrite): status PLAUSIBLE, expected CONTRADICTED",
	"blind3-c/prose-en-negating.json/en-purge-api-403s":               "issue 20 round 4 (corpus C): call 0 (ackrite): status PLAUSIBLE, expected CONTRADICTED",
	"blind3-c/prose-en-negating.json/en-tls10-still-accepted":         "issue 20 round 4 (corpus C): call 0 (ackrite): status PLAUSIBLE, expected CONTRADICTED",
	"blind3-c/prose-es.json/es-bundle-tres-regiones":                  "issue 20 round 4 (corpus C): call 0 (ackrite): false alarm: status PLAUSIBLE, expected KNOWN|SUPPORTED",
	"blind3-c/prose-es.json/es-conciliacion-instruccion":              "issue 20 round 4 (corpus C): call 0 (ackrite): status PLAUSIBLE, expected CONTRADICTED",
	"blind3-c/prose-es.json/es-envios-30-de-30":                       "issue 20 round 4 (corpus C): call 0 (ackrite): false alarm: status PLAUSIBLE, expected KNOWN",
	"blind3-c/prose-es.json/es-pagos-500":                             "issue 20 round 4 (corpus C): call 0 (verify): status PLAUSIBLE, expected CONTRADICTED",
	"blind3-c/prose-es.json/es-reco-oom-de-nuevo":                     "issue 20 round 4 (corpus C): call 0 (ackrite): status PLAUSIBLE, expected CONTRADICTED",
	"blind3-c/prose-sessions.json/ses-zh-reconciled":                  "issue 20 round 4 (corpus C): call 1 (ackrite): false alarm: status CONTRADICTED, expected KNOWN|SUPPORTED",
	"blind3-c/prose-zh.json/zh-his-hedge":                             "issue 20 round 4 (corpus C): call 0 (verify): readings lack {index 0, reading hedge}: [{Index:0 Reading:irrelevant}]",
	"blind3-c/structured-git-http.json/st-http-students-grade9":       "issue 20 round 4 (corpus C): call 0 (ackrite): false alarm: status PLAUSIBLE, expected KNOWN",
	"blind3-c/structured-infra-code.json/st-actions-skip-short":       "issue 20 round 4 (corpus C): call 0 (ackrite): readings lack {index 0, reading no-run}: [{Index:0 Reading:unaffirmed}]",
	"blind3-c/structured-runners.json/st-node-named-absent-from-pass": "issue 20 round 4 (corpus C): call 0 (ackrite): readings lack {index 0, reading no-run}: [{Index:0 Reading:unaffirmed}]",
}

// green are the results that let an agent go ahead.
var green = map[string]bool{"KNOWN": true, "SUPPORTED": true, "proceed": true, "none": true, "converged": true}

// tally counts one tool's outcomes.
type tally struct {
	calls, mismatches, falseGreens, falseAlarms int
	matrix                                      map[string]map[string]int // expected → got
}

// corpusFile is one file of the case corpus: its path below casesDir and
// its cases.
type corpusFile struct {
	group string
	cases []corpusCase
}

// loadCorpus reads every case file, in path order; it skips the test when
// there is no corpus.
func loadCorpus(t *testing.T) []corpusFile {
	var files []string
	err := filepath.WalkDir(filepath.Join(casesDir, *casesUnder), func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".json") {
			files = append(files, p)
		}
		return err
	})
	if err != nil || len(files) == 0 {
		t.Skipf("no case corpus under %s: %v", casesDir, err)
	}
	sort.Strings(files)
	out := make([]corpusFile, 0, len(files))
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var list []corpusCase
		if err := json.Unmarshal(b, &list); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		group, _ := filepath.Rel(casesDir, file)
		out = append(out, corpusFile{filepath.ToSlash(group), list})
	}
	return out
}

func TestCases(t *testing.T) {
	files := loadCorpus(t)
	tallies := map[string]*tally{}
	get := func(tool string) *tally {
		if tallies[tool] == nil {
			tallies[tool] = &tally{matrix: map[string]map[string]int{}}
		}
		return tallies[tool]
	}
	cases, gaps := 0, 0
	for _, file := range files {
		group := file.group
		for _, c := range file.cases {
			cases++
			name := group + "/" + c.Name
			t.Run(name, func(t *testing.T) {
				handlers := caseHandlers()
				gap, isGap := knownGaps[filepath.ToSlash(name)]
				var problems []string
				for k, call := range c.Calls {
					res, text, err := runCall(handlers, call)
					if err != nil {
						t.Errorf("call %d (%s): %v", k, call.Tool, err)
						continue
					}
					if call.Expect == nil {
						continue
					}
					tl := get(call.Tool)
					tl.calls++
					for _, p := range judge(call.Tool, call.Expect, res, tl) {
						problems = append(problems, fmt.Sprintf("call %d (%s): %s\n  why: %s\n  result: %s", k, call.Tool, p, c.Why, clip(text, resultBytes())))
					}
				}
				switch {
				case isGap && len(problems) == 0:
					t.Errorf("known gap now passes; remove it from knownGaps: %s", gap)
				case isGap:
					for _, p := range problems {
						if strings.Contains(p, "FALSE GREEN") {
							t.Errorf("a known gap may not be a false green: %s", p)
						}
					}
					t.Logf("known gap (%s): %s", gap, strings.Join(problems, "; "))
					gaps++
				default:
					for _, p := range problems {
						t.Error(p)
					}
				}
			})
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\ncase corpus: %d cases in %d files\n", cases, len(files))
	names := make([]string, 0, len(tallies))
	for n := range tallies {
		names = append(names, n)
	}
	sort.Strings(names)
	totalFG, totalFA := 0, 0
	for _, n := range names {
		tl := tallies[n]
		totalFG += tl.falseGreens
		totalFA += tl.falseAlarms
		fmt.Fprintf(&b, "\n%s: %d checked calls, %d mismatches, %d false greens, %d false alarms\n", n, tl.calls, tl.mismatches, tl.falseGreens, tl.falseAlarms)
		writeMatrix(&b, tl.matrix)
	}
	fmt.Fprintf(&b, "\nTOTAL: %d false greens, %d false alarms (%d known gaps, listed in knownGaps)\n", totalFG, totalFA, gaps)
	t.Log(b.String())
}

// caseHandlers returns the MCP handlers of a fresh server state.
func caseHandlers() map[string]mcp.ToolHandler {
	t := tools.New(session.NewStore(session.MaxSessions), nil)
	a := adapterOver(t)
	out := map[string]mcp.ToolHandler{}
	for _, d := range definitions() {
		out[d.name] = d.handler(a)
	}
	return out
}

// runCall substitutes contentFile items and calls the tool's handler.
func runCall(handlers map[string]mcp.ToolHandler, call corpusCall) (*caseResult, string, error) {
	args, err := substitute(call.Arguments)
	if err != nil {
		return nil, "", err
	}
	h, ok := handlers[call.Tool]
	if !ok {
		return nil, "", fmt.Errorf("no tool %q", call.Tool)
	}
	res, err := h(context.Background(), &mcp.CallToolRequest{Params: &mcp.CallToolParamsRaw{Name: call.Tool, Arguments: args}})
	if err != nil {
		return nil, "", err
	}
	text := res.Content[0].(*mcp.TextContent).Text
	if res.IsError {
		return nil, text, fmt.Errorf("tool error: %s", text)
	}
	var r caseResult
	if err := json.Unmarshal([]byte(text), &r); err != nil {
		return nil, text, err
	}
	return &r, text, nil
}

// substitute replaces each evidence item's contentFile (plus
// contentPrefix/contentSuffix) by its content.
func substitute(raw json.RawMessage) (json.RawMessage, error) {
	var args map[string]any
	if err := json.Unmarshal(raw, &args); err != nil {
		return nil, err
	}
	items, _ := args["evidence"].([]any)
	for _, x := range items {
		it, ok := x.(map[string]any)
		if !ok {
			continue
		}
		file, ok := it["contentFile"].(string)
		if !ok {
			continue
		}
		b, err := os.ReadFile(filepath.Join(runnersDir, filepath.FromSlash(file)))
		if err != nil {
			return nil, err
		}
		prefix, _ := it["contentPrefix"].(string)
		suffix, _ := it["contentSuffix"].(string)
		it["content"] = prefix + string(b) + suffix
		delete(it, "contentFile")
		delete(it, "contentPrefix")
		delete(it, "contentSuffix")
	}
	return json.Marshal(args)
}

// judge checks one result against its expectation and tallies it. It
// returns the problems found.
func judge(tool string, e *expectation, r *caseResult, tl *tally) []string {
	var problems []string
	check := func(field, got, want string, in []string) {
		allowed := in
		if want != "" {
			allowed = []string{want}
		}
		if len(allowed) == 0 {
			return
		}
		key := strings.Join(allowed, "|")
		if tl.matrix[key] == nil {
			tl.matrix[key] = map[string]int{}
		}
		tl.matrix[key][got]++
		expectGreen, onlyGreen := false, true
		for _, a := range allowed {
			expectGreen = expectGreen || green[a]
			onlyGreen = onlyGreen && green[a]
		}
		switch {
		case slices.Contains(allowed, got):
			return
		case green[got] && !expectGreen:
			tl.falseGreens++
			problems = append(problems, fmt.Sprintf("FALSE GREEN: %s %s, expected %s", field, got, key))
		case !green[got] && onlyGreen:
			tl.falseAlarms++
			problems = append(problems, fmt.Sprintf("false alarm: %s %s, expected %s", field, got, key))
		default:
			problems = append(problems, fmt.Sprintf("%s %s, expected %s", field, got, key))
		}
		tl.mismatches++
	}
	status := r.Status
	if status == "" {
		status = r.Verdict
	}
	check("status", status, e.Status, e.StatusIn)
	check("recommendation", r.Recommendation, e.Recommendation, e.RecommendationIn)
	check("primaryIssue", r.PrimaryIssue.Kind, e.PrimaryIssue, e.PrimaryIssueIn)
	if e.Domain != "" && r.Domain != e.Domain {
		tl.mismatches++
		problems = append(problems, fmt.Sprintf("domain %s, expected %s", r.Domain, e.Domain))
	}
	flagged := map[string]bool{}
	for _, f := range r.Findings {
		flagged[f.Category] = true
	}
	for _, c := range e.MustFlag {
		if !flagged[c] {
			tl.mismatches++
			problems = append(problems, "finding "+c+" missing")
		}
	}
	for _, c := range e.MustNotFlag {
		if flagged[c] {
			tl.mismatches++
			problems = append(problems, "finding "+c+" present")
		}
	}
	if e.MayBeSatisfiedBy != nil {
		allowed := *e.MayBeSatisfiedBy
		key := "satisfied by " + fmt.Sprint(allowed)
		got := "ok"
		for _, o := range r.ProofChecklist {
			if o.SatisfiedBy != nil && !slices.Contains(allowed, *o.SatisfiedBy) {
				got = fmt.Sprintf("evidence[%d] satisfied an entry", *o.SatisfiedBy)
			}
		}
		if tl.matrix[key] == nil {
			tl.matrix[key] = map[string]int{}
		}
		if got != "ok" {
			tl.falseGreens++
			tl.mismatches++
			problems = append(problems, "FALSE GREEN: "+got+", allowed "+fmt.Sprint(allowed))
			tl.matrix[key]["disallowed"]++
		} else {
			tl.matrix[key]["ok"]++
		}
	}
	for _, want := range e.Readings {
		found := false
		for _, got := range r.Readings {
			found = found || got.Index == want.Index && got.Reading == want.Reading
		}
		if !found {
			tl.mismatches++
			problems = append(problems, fmt.Sprintf("readings lack {index %d, reading %s}: %+v", want.Index, want.Reading, r.Readings))
		}
	}
	return problems
}

func writeMatrix(b *strings.Builder, m map[string]map[string]int) {
	rows := make([]string, 0, len(m))
	cols := map[string]bool{}
	for r, cs := range m {
		rows = append(rows, r)
		for c := range cs {
			cols[c] = true
		}
	}
	sort.Strings(rows)
	colList := make([]string, 0, len(cols))
	for c := range cols {
		colList = append(colList, c)
	}
	sort.Strings(colList)
	fmt.Fprintf(b, "  %-42s", "expected \\ got")
	for _, c := range colList {
		fmt.Fprintf(b, " %20s", clip(c, 20))
	}
	b.WriteString("\n")
	for _, r := range rows {
		fmt.Fprintf(b, "  %-42s", clip(r, 42))
		for _, c := range colList {
			fmt.Fprintf(b, " %20d", m[r][c])
		}
		b.WriteString("\n")
	}
}

// resultBytes is how much of a mismatching call's result is printed.
func resultBytes() int {
	if *fullResults {
		return 1 << 30
	}
	return 1500
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}
