package audit

import (
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/claim"
	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/session"
)

func rel(r float64) *float64 { return &r }

// find reports the findings of one category.
func find(p *Proposal, cat Category) []Finding {
	fs, _ := Review(p)
	var out []Finding
	for _, f := range fs {
		if f.Category == cat {
			out = append(out, f)
		}
	}
	return out
}

func TestRules(t *testing.T) {
	tested := Proposal{TestPlan: "go test ./... fails before, passes after", Changes: []Change{{Path: "pkg/x/x_test.go", Description: "regression test"}}}
	withTests := func(p Proposal) *Proposal {
		p.TestPlan = tested.TestPlan
		p.Changes = append(p.Changes, tested.Changes...)
		return &p
	}
	tests := []struct {
		name string
		p    *Proposal
		cat  Category
		want Severity // "" means no finding of this category
	}{
		// rewrite
		{"rewrite without evidence", withTests(Proposal{Proposal: "Rewrite the cache layer from scratch."}), Rewrite, High},
		{"rip out without evidence", withTests(Proposal{Proposal: "Rip out the queue and use Kafka."}), Rewrite, High},
		{"replace the whole component in a change description", withTests(Proposal{Proposal: "Fix retries.", Changes: []Change{{Path: "queue.go", Description: "Replace the whole queue client"}}}), Rewrite, High},
		{"replace alone is no rewrite", withTests(Proposal{Proposal: "Replace the hard-coded page size 20 with the PageSize constant."}), Rewrite, ""},
		{"Spanish rewrite", withTests(Proposal{Proposal: "Reescribir el módulo de login desde cero."}), Rewrite, High},
		{"Chinese rewrite", withTests(Proposal{Proposal: "重写登录模块。"}), Rewrite, High},
		{"rewrite turned down", withTests(Proposal{Proposal: "Fix the escape handling in place instead of rewriting the parser."}), Rewrite, ""},
		{"rewrite negated", withTests(Proposal{Proposal: "We should not rewrite the parser; fix the tokenizer."}), Rewrite, ""},
		{"deprecated call replaced by its successor", withTests(Proposal{Proposal: "Rewrite the deprecated ioutil.ReadAll call as io.ReadAll, its documented successor."}), Rewrite, ""},
		{"a passing test does not lower a rewrite", withTests(Proposal{Proposal: "Rewrite the login module from scratch.", Evidence: []evidence.Item{{Type: evidence.TestResult, Content: "--- PASS: TestLogin (0.01s)\nPASS\nok  \tshop/login\t0.02s", Polarity: evidence.Supports, Reliability: rel(0.95)}}}), Rewrite, High},
		{"rewrite with a high-reliability observation", withTests(Proposal{Proposal: "Rewrite the cache layer.", Evidence: []evidence.Item{{Type: evidence.TestResult, Content: "cache layer corrupts entries under load; 14/100 runs", Polarity: evidence.Supports, Reliability: rel(0.9)}}}), Rewrite, Medium},
		{"narrow fix is no rewrite", withTests(Proposal{Proposal: "Fix the off-by-one in the cache eviction loop."}), Rewrite, ""},
		// api-contract
		{"assumed endpoint behaviour", withTests(Proposal{Proposal: "Call the new /v2/session endpoint instead."}), APIContract, High},
		{"endpoint shown by a response", withTests(Proposal{Proposal: "Call the new /v2/session endpoint instead.", Evidence: []evidence.Item{{Type: evidence.HTTPResponse, Content: "POST /v2/session endpoint returned 201 with a session id", Polarity: evidence.Supports}}}), APIContract, ""},
		{"inference does not show a contract", withTests(Proposal{Proposal: "Call the new /v2/session endpoint instead.", Evidence: []evidence.Item{{Type: evidence.Inference, Content: "the v2 session endpoint probably works", Polarity: evidence.Supports}}}), APIContract, High},
		{"no API in play", withTests(Proposal{Proposal: "Fix the off-by-one in the eviction loop."}), APIContract, ""},
		{"an endpoint we add is no assumption", withTests(Proposal{Proposal: "Add a new endpoint POST /v1/items that creates an item."}), APIContract, ""},
		{"calling a new endpoint is one", withTests(Proposal{Proposal: "Add a call to the new /v3/payments/capture endpoint."}), APIContract, High},
		{"a webhook payload is a contract", withTests(Proposal{Proposal: "The provider's webhook payload includes retry_count; skip retries."}), APIContract, High},
		{"a variable named api is no contract", withTests(Proposal{Proposal: "Rename apiResp to resp and extract newAPIClient(cfg)."}), APIContract, ""},
		// evidence
		{"rests on a contradicted claim", withTests(Proposal{Proposal: "The API no longer supports native authentication, so drop it from the client.", Prior: []session.Claim{{Excerpt: "The API no longer supports native authentication.", Terms: []string{"api", "longer", "support", "nativ", "auth"}, Status: claim.Contradicted, Contradictions: []session.Contradiction{{Ref: "c1.e0"}}}}}), Evidence, High},
		{"rests on a paraphrase of a contradicted claim", withTests(Proposal{Proposal: "Native authentication is no longer supported by the API. Remove it.", Prior: []session.Claim{{Excerpt: "The API no longer supports native authentication.", Status: claim.Contradicted, Contradictions: []session.Contradiction{{Ref: "c1.e0"}}}}}), Evidence, High},
		{"names a contradicted claim only to deny it", withTests(Proposal{Proposal: "The cache is not the cause of the stale prices; fix the price import.", Prior: []session.Claim{{Excerpt: "The cache is the cause of the stale prices.", Status: claim.Contradicted, Contradictions: []session.Contradiction{{Ref: "c1.e0"}}}}}), Evidence, ""},
		{"rests on an unverified claim", withTests(Proposal{Proposal: "The API no longer supports native authentication, so drop it from the client.", Prior: []session.Claim{{Excerpt: "The API no longer supports native authentication.", Terms: []string{"api", "longer", "support", "nativ", "auth"}, Status: claim.Unverified}}}), Evidence, Medium},
		{"an unverified claim supported later", withTests(Proposal{Proposal: "The API no longer supports native authentication, so drop it from the client.", Prior: []session.Claim{
			{Excerpt: "The API no longer supports native authentication.", Terms: []string{"api", "longer", "support", "nativ", "auth"}, Status: claim.Unverified},
			{Excerpt: "The API no longer supports native authentication.", Terms: []string{"api", "longer", "support", "nativ", "auth"}, Status: claim.Supported}}}), Evidence, ""},
		{"known claims are fine", withTests(Proposal{Proposal: "Drop native authentication support from the client.", Prior: []session.Claim{{Excerpt: "x", Terms: []string{"nativ", "auth"}, Status: claim.Known}}}), Evidence, ""},
		{"unrelated prior claim", withTests(Proposal{Proposal: "Fix the eviction loop.", Prior: []session.Claim{{Excerpt: "x", Terms: []string{"nativ", "auth"}, Status: claim.Contradicted, Contradictions: []session.Contradiction{{Ref: "c1.e0"}}}}}), Evidence, ""},
		{"supplied contradiction", withTests(Proposal{Proposal: "Fix the eviction loop.", Evidence: []evidence.Item{{Type: evidence.Log, Content: "eviction loop never runs", Polarity: evidence.Contradicts}}}), Evidence, High},
		// tests
		{"no plan, no test file", &Proposal{Proposal: "Fix the eviction loop.", Changes: []Change{{Path: "cache.go", Description: "fix the loop"}}}, Tests, Medium},
		{"manual plan without test file", &Proposal{Proposal: "Fix the eviction loop.", TestPlan: "run it on staging", Changes: []Change{{Path: "cache.go", Description: "fix the loop"}}}, Tests, Medium},
		{"plan running the suite", &Proposal{Proposal: "Fix the eviction loop.", TestPlan: "Run the existing tests.", Changes: []Change{{Path: "cache.go", Description: "fix the loop"}}}, Tests, ""},
		{"plan naming a test", &Proposal{Proposal: "Fix the eviction loop.", TestPlan: "TestEvictOldest fails before and passes after", Changes: []Change{{Path: "cache.go", Description: "fix the loop"}}}, Tests, ""},
		{"test file without plan", &Proposal{Proposal: "Fix the eviction loop.", Changes: []Change{{Path: "cache.go", Description: "fix the loop"}, {Path: "cache_test.go", Description: "test"}}}, Tests, Low},
		{"only tests added", &Proposal{Proposal: "Add tests for the eviction loop.", Changes: []Change{{Path: "cache_test.go", Description: "new cases"}}}, Tests, ""},
		{"trivial change needs no test", &Proposal{Proposal: "Fix a typo in the error message.", Changes: []Change{{Path: "cache.go", Description: `errors.New("recieved") → errors.New("received")`}}}, Tests, ""},
		{"a typo does not vouch for a second change", &Proposal{Proposal: "Fix a typo in the error message.", Changes: []Change{{Path: "cache.go", Description: "error message typo"}, {Path: "retry.go", Description: "raise the retry limit to 10"}}}, Tests, Medium},
		{"plan and test file", withTests(Proposal{Proposal: "Fix the eviction loop."}), Tests, ""},
		// scope
		{"unrelated change", withTests(Proposal{Proposal: "Fix the login redirect.", ReportedProblem: "Login redirects to a 404 page.", Changes: []Change{{Path: "styles/colors.css", Description: "New palette for buttons"}}}), Scope, Medium},
		{"related change", withTests(Proposal{Proposal: "Fix the login redirect.", ReportedProblem: "Login redirects to a 404 page.", Changes: []Change{{Path: "src/login/redirect.ts", Description: "Use the configured return URL"}}}), Scope, ""},
		{"bundled work", withTests(Proposal{Proposal: "Fix the login redirect and, while at it, refresh the button colours.", ReportedProblem: "Login redirects to a 404 page.", Changes: []Change{{Path: "src/login/redirect.ts", Description: "Use the configured return URL"}, {Path: "styles/colors.css", Description: "New palette for buttons"}}}), Scope, Medium},
		{"work added with 'and also'", withTests(Proposal{Proposal: "Use the de-DE date format on invoices, and also upgrade the charting library and restyle the admin dashboard.", ReportedProblem: "German invoices show dates as MM/DD/YYYY.", Changes: []Change{{Path: "invoice/format.go", Description: "format invoice dates with de-DE locale"}, {Path: "web/package.json", Description: "upgrade chart.js to v5"}, {Path: "web/theme.css", Description: "new dashboard colour palette"}}}), Scope, Medium},
		{"declared drive-by", withTests(Proposal{Proposal: "Fix the login redirect.", Changes: []Change{{Path: "src/login/redirect.ts", Description: "Fix redirect and drive-by cleanup of imports"}}}), Scope, Medium},
		{"too many files", withTests(Proposal{Proposal: "Fix the login redirect.", Changes: manyChanges(9)}), Scope, Medium},
		{"eight files are fine", withTests(Proposal{Proposal: "Fix the login redirect.", Changes: manyChanges(7)}), Scope, ""},
		// security
		{"touches auth untested", &Proposal{Proposal: "Change the session cookie lifetime.", Changes: []Change{{Path: "session.go", Description: "Extend cookie expiry"}}}, Security, Medium},
		{"a plan that does not test the area does not lower it", withTests(Proposal{Proposal: "Change the session cookie lifetime.", Changes: []Change{{Path: "session.go", Description: "Extend cookie expiry"}}}), Security, Medium},
		{"a plan that tests the failure paths lowers it", &Proposal{Proposal: "Change the session cookie lifetime.", TestPlan: "TestExpiredCookieRejected: an expired session cookie gets 401.", Changes: []Change{{Path: "session.go", Description: "Extend cookie expiry"}}}, Security, Low},
		{"a comment typo in an auth file is trivial", &Proposal{Proposal: "Fix a typo in a comment.", Changes: []Change{{Path: "internal/auth/session.go", Description: "comment only"}}}, Security, ""},
		{"a test of a sensitive area is not sensitive", &Proposal{Proposal: "Add tests for the password validator.", Changes: []Change{{Path: "internal/accounts/password_test.go", Description: "TestPasswordStrength cases"}}, TestPlan: "go test ./internal/accounts/"}, Security, ""},
		{"TLS verification off", &Proposal{Proposal: "Stop the x509 errors.", Changes: []Change{{Path: "client.go", Description: "tls.Config{InsecureSkipVerify: true}"}}, TestPlan: "go test ./internal/orders/..."}, Security, High},
		{"TLS verification off, plan tests it", &Proposal{Proposal: "Skip TLS verification in dev only.", Changes: []Change{{Path: "client.go", Description: "set InsecureSkipVerify only when DEV=1"}}, TestPlan: "TestRejectsSelfSigned: a self-signed server fails with an x509 error."}, Security, Medium},
		{"TLS verification turned back on", &Proposal{Proposal: "Trust the internal CA.", Changes: []Change{{Path: "client.go", Description: "delete InsecureSkipVerify: true; load RootCAs"}}, TestPlan: "TestRejectsUnknownCA: fails with an x509 error."}, Security, Low},
		{"guard commented out", &Proposal{Proposal: "Comment out the admin check on the export route.", TestPlan: "TestExport passes"}, Security, High},
		{"Spanish guard commented out", &Proposal{Proposal: "Comentar la comprobación de administrador en la ruta de exportación."}, Security, High},
		{"Chinese CSRF off", &Proposal{Proposal: "在支付接口上关闭 CSRF 校验。"}, Security, High},
		{"world-writable", &Proposal{Proposal: "Fix permission denied.", Changes: []Change{{Path: "entrypoint.sh", Description: "chmod -R 777 /srv/uploads"}}}, Security, High},
		{"SQL by concatenation", &Proposal{Proposal: "Search by name.", Changes: []Change{{Path: "search.go", Description: `q := "SELECT id FROM customers WHERE name LIKE '%" + name + "%'"`}}}, Security, High},
		{"secret in code", &Proposal{Proposal: "Hard-code the Stripe secret key as a constant."}, Security, High},
		{"password alone decides nothing", withTests(Proposal{Proposal: "Fix the docstring typo 'pasword' in the password reset handler."}), Security, ""},
		// data-loss
		{"DROP TABLE without backup", withTests(Proposal{Proposal: "Clean up.", Changes: []Change{{Path: "0042.sql", Description: "DROP TABLE legacy_orders;"}}}), DataLoss, High},
		{"dropping a table in words", withTests(Proposal{Proposal: "Drop the legacy_orders table."}), DataLoss, High},
		{"backup without rollback stays high", withTests(Proposal{Proposal: "Drop the events table; we take a pg_dump of it first."}), DataLoss, High},
		{"backup and rollback lower it", withTests(Proposal{Proposal: "Drop the events table. Backup: pg_dump to S3 first. Rollback: pg_restore from that dump."}), DataLoss, Medium},
		{"DELETE with WHERE is no data loss", withTests(Proposal{Proposal: "Purge old mail.", Changes: []Change{{Path: "retention.go", Description: "DELETE FROM outbox WHERE sent_at < now() - interval '90 days'"}}}), DataLoss, ""},
		{"rm -rf", withTests(Proposal{Proposal: "Wipe uploads before sync.", Changes: []Change{{Path: "deploy.sh", Description: "rm -rf /var/lib/app/uploads/*"}}}), DataLoss, High},
		{"removing an rm -rf is no data loss", withTests(Proposal{Proposal: "Remove the rm -rf line from the deploy script."}), DataLoss, ""},
		{"force push", withTests(Proposal{Proposal: "Clean history, then git push --force origin main."}), DataLoss, High},
		{"Chinese drop table", withTests(Proposal{Proposal: "删除废弃的 orders_archive 表。"}), DataLoss, High},
		{"documentation about an operation runs none", &Proposal{Proposal: "Document the restore drill: never run DROP TABLE or rm -rf on production without a backup.", Changes: []Change{{Path: "docs/restore.md", Description: "how to restore after DROP TABLE; why rm -rf /var/lib/postgresql is fatal"}}}, DataLoss, ""},
		{"a doc change does not hide a code change's operation", &Proposal{Proposal: "Clean up.", Changes: []Change{{Path: "docs/cleanup.md", Description: "notes"}, {Path: "db/0042.sql", Description: "DROP TABLE legacy_orders;"}}}, DataLoss, High},
		{"disable backups", withTests(Proposal{Proposal: "Disable the nightly pg_dump backups to cut costs."}), DataLoss, High},
		{"not sensitive", withTests(Proposal{Proposal: "Change the button colour.", Changes: []Change{{Path: "ui/button.css", Description: "Darker blue"}}}), Security, ""},
		// error-handling
		{"catch-all", withTests(Proposal{Proposal: "Wrap the handler in a catch-all and return 200."}), ErrorHandling, Medium},
		{"swallowed errors", withTests(Proposal{Proposal: "Fix it.", Changes: []Change{{Path: "h.go", Description: "Ignore errors from the flush call"}}}), ErrorHandling, Medium},
		{"unbounded retry", withTests(Proposal{Proposal: "Keep retrying the upload until it works."}), ErrorHandling, Medium},
		{"a failing test switched off", withTests(Proposal{Proposal: "Disable the failing test TestPaymentWebhook in CI so the pipeline goes green."}), ErrorHandling, Medium},
		{"a skipped test in code", withTests(Proposal{Proposal: "Make CI green.", Changes: []Change{{Path: "webhook_test.go", Description: `t.Skip("flaky")`}}}), ErrorHandling, Medium},
		{"bounded retry is fine", withTests(Proposal{Proposal: "Retry the upload three times with backoff, then report the error."}), ErrorHandling, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := find(tt.p, tt.cat)
			if tt.want == "" {
				if len(got) > 0 {
					t.Errorf("unexpected %s finding: %+v", tt.cat, got)
				}
				return
			}
			if len(got) == 0 {
				all, _ := Review(tt.p)
				t.Fatalf("no %s finding; all findings: %+v", tt.cat, all)
			}
			if got[0].Severity != tt.want {
				t.Errorf("%s severity %s, want %s: %s", tt.cat, got[0].Severity, tt.want, got[0].Message)
			}
			for _, f := range got {
				if f.Path != "" && !strings.HasPrefix(f.Message, "Based on its description") {
					t.Errorf("path finding does not say it rests on the description: %q", f.Message)
				}
			}
		})
	}
}

func manyChanges(n int) []Change {
	out := make([]Change, n)
	for i := range out {
		out[i] = Change{Path: "src/login/part" + string(rune('a'+i)) + ".ts", Description: "login redirect"}
	}
	return out
}

func TestRecommend(t *testing.T) {
	tests := []struct {
		sev  []Severity
		want Recommendation
	}{
		{nil, Proceed},
		{[]Severity{Low, Low}, Proceed},
		{[]Severity{Low, Medium}, NarrowFirst},
		{[]Severity{Medium, High, Low}, VerifyFirst},
	}
	for _, tt := range tests {
		var fs []Finding
		for _, s := range tt.sev {
			fs = append(fs, Finding{Severity: s})
		}
		if got := Recommend(fs); got != tt.want {
			t.Errorf("Recommend(%v) = %s, want %s", tt.sev, got, tt.want)
		}
	}
}

func TestFindingsSortedBySeverity(t *testing.T) {
	fs, _ := Review(&Proposal{Proposal: "Rewrite the session endpoint client and keep retrying forever.", Changes: []Change{{Path: "a.go", Description: "catch-all handler"}}})
	rank := map[Severity]int{High: 0, Medium: 1, Low: 2}
	for i := 1; i < len(fs); i++ {
		if rank[fs[i].Severity] < rank[fs[i-1].Severity] {
			t.Fatalf("findings not sorted by severity: %+v", fs)
		}
	}
}

// TestCategoriesListEveryRule: the published enum of finding categories is
// Categories, so a rule or pattern whose category it lacks would produce
// results that fail the tool's output schema.
func TestCategoriesListEveryRule(t *testing.T) {
	listed := map[Category]bool{}
	for _, c := range Categories {
		listed[c] = true
	}
	for _, r := range rules {
		if !listed[r.category] {
			t.Errorf("rule %s: category %q is not in Categories", r.name, r.category)
		}
	}
	for _, p := range Patterns {
		if !listed[p.Category] {
			t.Errorf("pattern %s: category %q is not in Categories", p.Name, p.Category)
		}
	}
}
