package reality

import (
	"slices"
	"testing"

	"github.com/ackrite/ackrite/internal/claim"
	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/reading"
	"github.com/ackrite/ackrite/internal/session"
	"github.com/ackrite/ackrite/internal/text"
)

func attempts(approach ...string) []Attempt {
	out := make([]Attempt, len(approach))
	for i, a := range approach {
		out[i] = Attempt{Approach: a, Outcome: "failed again"}
	}
	return out
}

func yes() *bool { t := true; return &t }

func no() *bool { f := false; return &f }

func kindsOf(r *Result) (Kind, map[Kind]bool) {
	others := map[Kind]bool{}
	for _, o := range r.Others {
		others[o.Kind] = true
	}
	return r.Primary.Kind, others
}

func TestKinds(t *testing.T) {
	passing := []evidence.Item{{Type: evidence.TestResult, Content: "--- PASS: TestUpload (0.01s)\nPASS\nok  \tshop/upload\t0.02s", Polarity: evidence.Supports}}
	podPass := []evidence.Item{{Type: evidence.TestResult, Content: "--- PASS: TestPodRestart (0.01s)\nok  \tops/pod\t0.02s", Polarity: evidence.Supports}}
	contradicted := func(claimText string) []session.Claim {
		return []session.Claim{{Excerpt: claimText, Terms: text.Terms(claimText), Status: claim.Contradicted, Contradictions: []session.Contradiction{{Ref: "c1.e0"}}}}
	}
	vault := "2026-11-30T15:02:11Z ERROR vault-agent: auth.handler: error authenticating: code 403 permission denied"
	vaultLater := "2026-11-30T15:11:05Z ERROR vault-agent: auth.handler: error authenticating: code 403 permission denied"
	tests := []struct {
		name    string
		in      Input
		primary Kind
		risk    Kind // also expected among other risks ("" for none)
	}{
		{"three failures of one strategy", Input{Attempts: attempts("Replace the auth client", "Replace the auth client", "Replace the auth client")}, RepeatedStrategy, ""},
		{"the seed: a rewrite in the reasoning is a risk behind the loop", Input{Reasoning: "The rewrite will work and the issue is fixed.", Attempts: attempts("Replace the auth client", "Replace the auth client", "Replace the auth client")}, RepeatedStrategy, PrematureRewrite},
		{"numbers do not split a strategy", Input{Attempts: attempts("Raise the client timeout to 30s", "Raise the client timeout to 60s", "Raise the client timeout to 120s")}, RepeatedStrategy, ""},
		{"versions do not split a strategy", Input{Attempts: attempts("Pin react-table to 7.7.0", "Pin react-table to 7.8.0", "Pin react-table to 7.6.3")}, RepeatedStrategy, ""},
		{"synonyms of one action are one strategy", Input{Attempts: attempts("Restart the payments pod", "Rollout restart the payments deployment", "Redeploy payments")}, RepeatedStrategy, ""},
		{"one failure signature is one loop", Input{Attempts: []Attempt{{Approach: "Upgrade the SDK", Outcome: vault}, {Approach: "Add a retry", Outcome: vaultLater}, {Approach: "Use another client", Outcome: vault + " (after 3 retries)"}}}, RepeatedStrategy, ""},
		{"different failures are progress", Input{Attempts: []Attempt{{Approach: "Call it by short name", Outcome: "curl: (6) Could not resolve host: ledger"}, {Approach: "Use the full name", Outcome: "HTTP/1.1 401 Unauthorized"}, {Approach: "Add the token", Outcome: "HTTP/1.1 500 Internal Server Error: account 4411 not found"}}}, None, ""},
		{"a bare 'failed' is no signature", Input{Attempts: []Attempt{{Approach: "Upgrade the SDK", Outcome: "failed"}, {Approach: "Add a retry", Outcome: "failed"}, {Approach: "Use another client", Outcome: "failed"}}}, None, ""},
		{"a name with a digit is still the object", Input{Attempts: attempts("restart the smsgw-eu2 pod", "redeploy smsgw-eu2 from the same image", "kubectl rollout restart deployment/smsgw-eu2")}, RepeatedStrategy, ""},
		{"reworded repeats group", Input{Attempts: attempts("restarting the pods", "restart the pod", "Restarted pods")}, RepeatedStrategy, ""},
		{"two failures are only a risk", Input{Attempts: attempts("restart the pod", "restarting pods")}, None, RepeatedStrategy},
		{"different strategies do not group", Input{Attempts: attempts("restart the pod", "raise the memory limit", "roll back the deploy")}, None, ""},
		{"successful attempts do not count", Input{Attempts: []Attempt{{Approach: "restart the pod", Succeeded: yes()}, {Approach: "restart the pod", Succeeded: yes()}, {Approach: "restart the pod", Succeeded: yes()}}, Evidence: podPass}, None, ""},
		{"outcomes read as successes do not count", Input{Attempts: []Attempt{{Approach: "rerun the suite", Outcome: "ran 48 tests, no failures"}, {Approach: "rerun the suite", Outcome: "48 passed, 0 failed"}, {Approach: "rerun the suite", Outcome: "all passed (48/48)"}}}, None, ""},
		{"earlier attempts count", Input{Attempts: attempts("restart the pod"), Past: []Past{{Approach: "restarting pods", Terms: text.Terms("restarting pods"), Failed: true}, {Approach: "restart pods", Terms: text.Terms("restart pods"), Failed: true}}}, RepeatedStrategy, ""},
		{"contradicted premise", Input{Reasoning: "Since the API no longer supports native authentication, rewrite the client around OAuth.", PriorClaims: contradicted("The API no longer supports native authentication.")}, ContradictedPremise, PrematureRewrite},
		{"a paraphrase of a contradicted premise", Input{Reasoning: "The nginx upstream timeout is what produces the 502s.", PriorClaims: contradicted("The 502s come from the nginx upstream timeout.")}, ContradictedPremise, ""},
		{"a contradicted claim named to reject it", Input{Reasoning: "The 502s do not come from the nginx upstream timeout; next I compare keepalive timeouts.", PriorClaims: contradicted("The 502s come from the nginx upstream timeout.")}, None, ""},
		{"a reconciled contradiction no longer binds", Input{Reasoning: "The 502s come from the nginx upstream timeout.", PriorClaims: []session.Claim{{Excerpt: "The 502s come from the nginx upstream timeout.", Status: claim.Contradicted, Contradictions: []session.Contradiction{{Ref: "c1.e0", Reconciled: "c2.e0"}}}}}, None, ""},
		{"supported premise is fine", Input{Reasoning: "Since the API no longer supports native authentication we adapt.", PriorClaims: []session.Claim{{Excerpt: "x", Terms: text.Terms("The API no longer supports native authentication."), Status: claim.Known}}}, None, ""},
		{"untested success", Input{Reasoning: "The upload issue is fixed."}, UntestedSuccess, ""},
		{"a look that worked declares nothing fixed", Input{Reasoning: "Next: compare the globex tenant config with acme's before changing anything.", Attempts: []Attempt{{Approach: "Reproduced the 403 for tenant globex with curl", Outcome: "403 reproduced for globex; acme gets 200", Succeeded: yes()}}}, None, ""},
		{"an instrumentation that worked declares nothing fixed", Input{Reasoning: "Not fixed yet. Next I will capture a heap profile of the worker.", Attempts: []Attempt{{Approach: "Add a heap profile endpoint", Outcome: "endpoint returns a profile", Succeeded: yes()}}}, None, ""},
		{"a run that worked declares nothing fixed", Input{Reasoning: "The cache warm-up job timed out once last night; I will read the job log for the slow query before changing anything.", Attempts: []Attempt{{Approach: "ran the warm-up job manually with --verbose", Outcome: "completed in 4m 10s, 0 errors", Succeeded: yes()}}}, None, ""},
		{"a change that worked is declared", Input{Reasoning: "Next I will deploy it.", Attempts: []Attempt{{Approach: "Raise the pool size to 40", Outcome: "looks better", Succeeded: yes()}}}, UntestedSuccess, ""},
		{"an adjective's failure is not negated", Input{Reasoning: "Origin logs show nothing for the failing requests, so next I'll capture a packet trace.", Attempts: []Attempt{{Approach: "grep origin access logs for the failing request ids", Outcome: "not in the origin logs", Succeeded: no()}}}, None, ""},
		{"tested success", Input{Reasoning: "The upload issue is fixed.", Evidence: passing}, None, ""},
		{"success tested earlier in the session", Input{Reasoning: "The upload works now.", PriorEvidence: []session.Evidence{{Type: "test_result", Polarity: "supports", Excerpt: "--- PASS: TestUpload (0.01s) ok shop/upload", Outcome: reading.Pass}}}, None, ""},
		{"a pass for something else earlier in the session", Input{Reasoning: "The upload works now.", PriorEvidence: []session.Evidence{{Type: "test_result", Polarity: "supports", Excerpt: "--- PASS: TestLoginRedirect (0.01s) ok shop/auth", Outcome: reading.Pass}}}, UntestedSuccess, ""},
		{"a pass for something else", Input{Reasoning: "The upload issue is fixed.", Evidence: podPass}, UntestedSuccess, ""},
		{"an observation of the behaviour backs a fix", Input{Reasoning: "Deployed the fix; the checkout error rate is back to 0.1%, so it is resolved.", Evidence: []evidence.Item{{Type: evidence.ObservedBehavior, Content: "Grafana: checkout 5xx rate 0.1% over the last hour after the 14:05 deploy, down from 4.2%", Polarity: evidence.Supports}}}, None, ""},
		{"a failing run labelled supports backs nothing", Input{Reasoning: "TestUpload is fixed.", Evidence: []evidence.Item{{Type: evidence.TestResult, Content: "--- FAIL: TestUpload (0.01s)\nFAIL\tshop/upload\t0.02s", Polarity: evidence.Supports}}}, UntestedSuccess, ""},
		{"a run of nothing backs nothing", Input{Reasoning: "TestUpload is fixed.", Evidence: []evidence.Item{{Type: evidence.TestResult, Content: "testing: warning: no tests to run\nPASS\nok  \tshop/upload\t0.002s [no tests to run]", Polarity: evidence.Supports}}}, UntestedSuccess, ""},
		{"not fixed yet is no success", Input{Reasoning: "The upload is not fixed yet; I'll log the request."}, None, ""},
		{"a doubted success is not declared", Input{Reasoning: "I'm not sure the upload is fixed; next I'll read the logs."}, None, ""},
		{"Spanish doubted success", Input{Reasoning: "No estoy seguro de que esté arreglado; voy a revisar los logs."}, None, ""},
		{"a plan is no success", Input{Reasoning: "First reproduce it, then fix the null check."}, None, ""},
		{"Spanish success", Input{Reasoning: "Listo, ya funciona la subida."}, UntestedSuccess, ""},
		{"Chinese success", Input{Reasoning: "问题已经解决了。"}, UntestedSuccess, ""},
		{"attempt marked succeeded without a test", Input{Attempts: []Attempt{{Approach: "bump the timeout", Succeeded: yes()}}}, UntestedSuccess, ""},
		{"premature rewrite", Input{Reasoning: "Let's rewrite the uploader."}, PrematureRewrite, ""},
		{"a rejected rewrite", Input{Reasoning: "We should not rewrite the uploader; the bug is in the chunk size."}, None, ""},
		{"a deprecated call replaced by its successor", Input{Reasoning: "Next I'll rewrite the deprecated ioutil.ReadAll call as io.ReadAll, its documented successor."}, None, ""},
		{"Spanish rewrite", Input{Reasoning: "Vamos a reescribir el cliente desde cero."}, PrematureRewrite, ""},
		{"rewrite backed by a strong observation", Input{Reasoning: "Let's rewrite the uploader.", Evidence: []evidence.Item{{Type: evidence.ObservedBehavior, Content: "uploader corrupts files", Polarity: evidence.Supports, Reliability: func() *float64 { r := 0.9; return &r }()}}}, None, ""},
		{"unsupported certainty", Input{Reasoning: "It is definitely the DNS cache."}, UnsupportedCertainty, ""},
		{"certainty with evidence", Input{Reasoning: "It is definitely the DNS cache.", Evidence: []evidence.Item{{Type: evidence.Log, Content: "dig against the DNS cache returns the old address", Polarity: evidence.Supports}}}, None, ""},
		{"certainty with irrelevant evidence", Input{Reasoning: "It is definitely the DNS cache.", Evidence: []evidence.Item{{Type: evidence.Log, Content: "certificate for cdn.example renewed", Polarity: evidence.Supports}}}, UnsupportedCertainty, ""},
		{"certainty with a guess", Input{Reasoning: "It is definitely the DNS cache.", Evidence: []evidence.Item{{Type: evidence.Inference, Content: "I think the DNS cache is probably stale", Polarity: evidence.Supports}}}, UnsupportedCertainty, ""},
		{"a requirement is no certainty", Input{Reasoning: "The idle timeout must be lower than the balancer's 60s."}, None, ""},
		{"Chinese certainty", Input{Reasoning: "肯定是集群 DNS 出了问题。"}, UnsupportedCertainty, ""},
		{"nothing to flag", Input{Reasoning: "Next I will capture the failing request."}, None, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for i := range tt.in.Evidence {
				_ = evidence.Validate("evidence", tt.in.Evidence[i:i+1])
			}
			primary, others := kindsOf(Judge(&tt.in))
			if primary != tt.primary {
				t.Errorf("primary %s, want %s", primary, tt.primary)
			}
			if tt.risk != "" && !others[tt.risk] {
				t.Errorf("%s not among other risks %v", tt.risk, others)
			}
		})
	}
}

func TestFailedFromOutcome(t *testing.T) {
	tests := map[string]bool{
		"Failed with timeout.":      true,
		"still 502":                 true,
		"works now":                 false,
		"tests passed":              false,
		"":                          true, // not known to have succeeded
		"no change":                 true,
		"it worked":                 false,
		"fix didn't help":           true,
		"ran 48 tests, no failures": false,
		"48 passed, 0 failed":       false,
		"success rate dropped from 99.2% to 93.1%":    true,
		"--- FAIL: TestTotal (0.00s)\nFAIL":           true,
		"el informe sigue fallando":                   true,
		"ya funciona":                                 false,
		"压测：成功率从 99.1% 下降到 93.4%":                     true,
		"testing: warning: no tests to run\nPASS\nok": true,
	}
	for outcome, want := range tests {
		if got := Failed(Attempt{Approach: "x", Outcome: outcome}); got != want {
			t.Errorf("Failed(%q) = %v, want %v", outcome, got, want)
		}
	}
}

func TestJaccardThreshold(t *testing.T) {
	a, b := text.Terms("restart the checkout pod"), text.Terms("restart the payment pod")
	if j := text.Jaccard(a, b); j >= SameStrategy {
		t.Errorf("Jaccard(%v, %v) = %v: different targets merged", a, b, j)
	}
	if j := text.Jaccard(text.Terms("Replace the auth client"), text.Terms("replacing the auth client again")); j < SameStrategy {
		t.Errorf("rewording split one strategy: %v", j)
	}
}

func TestStrategy(t *testing.T) {
	same := [][2]string{
		{"Raise the inventory client timeout to 30s", "Raise the inventory client timeout to 120s"},
		{"Set resources.limits.memory to 512Mi", "Set resources.limits.memory to 4Gi"},
		{"Pin react-table to 7.7.0 and npm install", "Pin react-table to 7.6.3 and npm install"},
		{"Restart the api container", "Recreate the api container"},
		{"rm -rf node_modules && npm install", "npm ci && npm install"},
		{"Reiniciar el pod de payments", "Recrear el pod de payments"},
	}
	alike := func(a, b string) bool {
		x, y := slices.Sorted(slices.Values(Strategy(a))), slices.Sorted(slices.Values(Strategy(b)))
		return text.Jaccard(x, y) >= SameStrategy || sameActionOn(x, y)
	}
	// One action of the synonym table on one thing, whatever the tool's
	// and the object kind's words around it.
	for _, p := range [][2]string{
		{"Restart the mailer pods", "kubectl rollout restart deployment/mailer"},
		{"Redeploy the mailer", "kubectl rollout restart deployment/mailer"},
	} {
		if !alike(p[0], p[1]) {
			t.Errorf("%q and %q: want one strategy (%v, %v)", p[0], p[1], Strategy(p[0]), Strategy(p[1]))
		}
	}
	for _, p := range [][2]string{{"restart the checkout pod", "restart the payment pod"}, {"restart the api", "redeploy the worker"}} {
		if alike(p[0], p[1]) {
			t.Errorf("%q and %q: want two strategies", p[0], p[1])
		}
	}
	for _, p := range same {
		if j := text.Jaccard(Strategy(p[0]), Strategy(p[1])); j < SameStrategy {
			t.Errorf("%q and %q: Jaccard %.2f, want one strategy (%v, %v)", p[0], p[1], j, Strategy(p[0]), Strategy(p[1]))
		}
	}
	different := [][2]string{
		{"restart the checkout pod", "restart the payment pod"},
		{"Raise the timeout to 30s", "Lower the pool size to 10"},
	}
	for _, p := range different {
		if j := text.Jaccard(Strategy(p[0]), Strategy(p[1])); j >= SameStrategy {
			t.Errorf("%q and %q: Jaccard %.2f, want two strategies", p[0], p[1], j)
		}
	}
}

func TestSameFailure(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"Traceback: File \"export.py\", line 88, in main\nTypeError: 'NoneType'", "Traceback: File \"export.py\", line 91, in main\nTypeError: 'NoneType'", true},
		{"2026-11-30T15:02:11Z ERROR vault: 403 permission denied pod payments-7a8e1d9c2-w4q7m", "2026-11-30T15:06:40Z ERROR vault: 403 permission denied pod payments-5b7c6a493-m3n8r", true},
		{"x509: certificate signed by unknown authority from ledger", "x509: certificate signed by unknown authority from ledger (after 3 retries)", true},
		{"curl: (6) Could not resolve host: ledger", "HTTP/1.1 401 Unauthorized", false},
		{"failed", "failed", false},
		{"", "", false},
	}
	for _, tt := range tests {
		if got := SameFailure(Signature(tt.a), Signature(tt.b)); got != tt.want {
			t.Errorf("SameFailure(%q, %q) = %v, want %v (%v / %v)", tt.a, tt.b, got, tt.want, Signature(tt.a), Signature(tt.b))
		}
	}
}

// TestSortedJaccard: the merge over sorted terms gives text.Jaccard's
// value, duplicates and empty lists included.
func TestSortedJaccard(t *testing.T) {
	lists := [][]string{nil, {"a"}, {"a", "b", "c"}, {"b", "c", "d", "e"}, {"a", "a", "b"}, {"c", "b", "a", "z", "y"}, text.Terms("raise the timeout and restart the pod again")}
	for _, a := range lists {
		for _, b := range lists {
			want := text.Jaccard(a, b)
			if got := sortedJaccard(slices.Sorted(slices.Values(a)), slices.Sorted(slices.Values(b))); got != want {
				t.Errorf("sortedJaccard(%q, %q) = %v, text.Jaccard %v", a, b, got, want)
			}
		}
	}
}

// An attempt that reports its run's counts ("14 passed, 0 failed") is tied
// to an item that reports the same run, all passing, even where the item
// shares no term with what the attempt changed; a run with other counts,
// a failure, or an attempt that states none is not.
func TestAttemptStatesItsRun(t *testing.T) {
	item := func(content string) []evidence.Item {
		return []evidence.Item{{Type: evidence.TestResult, Source: "pytest tests/test_tz.py", Content: content, Polarity: evidence.Supports}}
	}
	tied := func(outcome, content string) Input {
		return Input{Attempts: []Attempt{{Approach: "Patched the offset table for America/Santiago", Outcome: outcome, Succeeded: yes()}}, Evidence: item(content)}
	}
	tests := []struct {
		name    string
		in      Input
		primary Kind
	}{
		{"pytest counts", tied("new unit test passes, 14 passed, 0 failed", "============ 14 passed in 0.21s ============"), None},
		{"jest counts", tied("9 passed", "Tests:       9 passed, 9 total\nTime:        1.2 s"), None},
		{"cargo counts", tied("all green: 7 passed, 0 failed", "test result: ok. 7 passed; 0 failed; 0 ignored; 0 measured"), None},
		{"unittest count", tied("31 tests, 0 failures", "Ran 31 tests in 0.40s\n\nOK"), None},
		{"counts in a longer run", tied("suite rerun, 120 passed, 0 failed", "collected 120 items\n\n............\n\n============ 120 passed, 2 warnings in 3.10s ============"), None},
		// The item names the attempt's place and another of its nouns
		// (a "DST gap" test for "the offset table"): the counts tie them.
		{"relevant, another noun", tied("2 passed, 0 failed", "✔ keeps the DST gap in America/Santiago (0.3ms)\nℹ tests 2\nℹ pass 2\nℹ fail 0"), None},
		{"relevant, other counts", tied("3 passed, 0 failed", "✔ keeps the DST gap in America/Santiago (0.3ms)\nℹ tests 2\nℹ pass 2\nℹ fail 0"), UntestedSuccess},
		{"other counts", tied("14 passed, 0 failed", "============ 12 passed in 0.21s ============"), UntestedSuccess},
		{"the item's run fails", tied("14 passed, 0 failed", "============ 1 failed, 14 passed in 0.30s ============"), UntestedSuccess},
		{"the attempt states no counts", tied("looks fixed now", "============ 14 passed in 0.21s ============"), UntestedSuccess},
		{"the attempt states a failing run", tied("13 passed, 1 failed", "============ 13 passed in 0.21s ============"), UntestedSuccess},
		{"the attempt did not succeed", Input{Attempts: []Attempt{{Approach: "Patched the offset table for America/Santiago", Outcome: "14 passed, 0 failed"}}, Reasoning: "The DST offsets are fixed.", Evidence: item("============ 12 passed in 0.21s ============")}, UntestedSuccess},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if primary, _ := kindsOf(Judge(&tt.in)); primary != tt.primary {
				t.Errorf("primary %s, want %s", primary, tt.primary)
			}
		})
	}
}
