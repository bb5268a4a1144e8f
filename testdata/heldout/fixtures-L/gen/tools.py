from lib import *

def call(name, tool, args, expect, session=True):
    a = dict(args)
    if session:
        a = {"sessionId": "l-" + name, **a}
    return {"tool": tool, "arguments": a, "expect": expect}

def case(name, why, *calls):
    return {"name": name, "why": why, "calls": list(calls)}

def tools():
    C = []
    a = C.append
    # audit
    a(case("tl-audit-sso-rewrite", "a from-scratch rewrite of SSO for a clock-skew error, with no test plan: rewrite bar + auth area",
        call("tl-audit-sso-rewrite", "audit", {
            "reportedProblem": "Some Okta users get a 'clock skew' error at login.",
            "proposal": "Rewrite the SSO module from scratch and replace the SAML integration with a new library.",
            "proposedChanges": [{"path": "src/sso/saml.go", "description": "rewrite SAML assertion handling"},
                                {"path": "src/sso/session.go", "description": "new session cookie handling"}],
            "evidence": []}, {"recommendation": "verify-first"})))
    a(case("tl-audit-typo-error-message", "an error-message typo alone is a trivial change: proceed without tests",
        call("tl-audit-typo-error-message", "audit", {
            "reportedProblem": "The refund error message says 'recieve'.",
            "proposal": "Fix the typo in the refund error message ('recieve' -> 'receive').",
            "proposedChanges": [{"path": "internal/payments/messages.go", "description": "fix typo in refund error message string"}],
            "evidence": []}, {"recommendation": "proceed"})))
    a(case("tl-audit-drop-column", "DROP COLUMN with no backup or rollback stated is irreversible data loss",
        call("tl-audit-drop-column", "audit", {
            "reportedProblem": "The policies table has an unused legacy_fax column.",
            "proposal": "Add migration 0042 that runs ALTER TABLE policies DROP COLUMN legacy_fax in production.",
            "proposedChanges": [{"path": "migrations/0042_drop_legacy_fax.sql", "description": "ALTER TABLE policies DROP COLUMN legacy_fax"}],
            "testPlan": "Run the migration on staging.",
            "evidence": []}, {"recommendation": "verify-first"})))
    a(case("tl-audit-insecure-skip-verify", "turning TLS verification off to get past a certificate error is a high security finding",
        call("tl-audit-insecure-skip-verify", "audit", {
            "reportedProblem": "The geocoder client fails with x509: certificate signed by unknown authority.",
            "proposal": "Set InsecureSkipVerify: true in the geocoder HTTP client's tls.Config.",
            "proposedChanges": [{"path": "internal/geo/client.go", "description": "tls.Config{InsecureSkipVerify: true}"}],
            "testPlan": "Call the geocoder once from staging.",
            "evidence": []}, {"recommendation": "verify-first"})))
    a(case("tl-audit-scope-creep", "an invoice date-format fix that also upgrades charts and restyles the dashboard: unrelated scope",
        call("tl-audit-scope-creep", "audit", {
            "reportedProblem": "German invoices show dates as MM/DD/YYYY.",
            "proposal": "Use the de-DE date format on invoices, and also upgrade the charting library and restyle the admin dashboard.",
            "proposedChanges": [{"path": "invoice/format.go", "description": "format invoice dates with de-DE locale"},
                                {"path": "web/package.json", "description": "upgrade chart.js to v5"},
                                {"path": "web/theme.css", "description": "new dashboard colour palette"}],
            "testPlan": "Add a unit test for de-DE invoice date formatting.",
            "evidence": []}, {"recommendationIn": ["narrow-first", "verify-first"]})))
    a(case("tl-audit-small-tested-fix", "a narrow rounding fix with its own test and a test command: nothing to flag",
        call("tl-audit-small-tested-fix", "audit", {
            "reportedProblem": "Loyalty points are rounded down for purchases ending in .5.",
            "proposal": "Use half-up rounding in loyalty.Points.",
            "proposedChanges": [{"path": "loyalty/points.go", "description": "round half-up when computing points"},
                                {"path": "loyalty/points_test.go", "description": "table test for .5 purchase amounts"}],
            "testPlan": "Add TestPointsHalfUp covering 10.5, 99.5 and 0.5; run go test ./loyalty.",
            "evidence": []}, {"recommendation": "proceed"})))
    a(case("tl-audit-swallow-email-exception", "an empty catch that ignores send failures swallows errors",
        call("tl-audit-swallow-email-exception", "audit", {
            "reportedProblem": "The email worker stops when one send fails with an SMTP 421.",
            "proposal": "Wrap sendEmail in try/catch with an empty catch block and ignore the exception so the queue keeps moving.",
            "proposedChanges": [{"path": "workers/email.js", "description": "try { await sendEmail(m) } catch (e) {}"}],
            "testPlan": "Run the worker against the staging queue.",
            "evidence": []}, {"recommendationIn": ["narrow-first", "verify-first"]})))
    a(case("tl-audit-cron-comment", "adding a comment is trivial: proceed",
        call("tl-audit-cron-comment", "audit", {
            "proposal": "Add a comment explaining the 03:15 schedule in the backup cron file.",
            "proposedChanges": [{"path": "ops/cron/backup.cron", "description": "comment only: explain why 03:15 avoids the ETL window"}],
            "evidence": []}, {"recommendation": "proceed"})))
    # reality_check
    a(case("tl-rc-restart-oom-loop", "three restart/redeploy/rollout attempts all OOMKilled: one strategy repeated",
        call("tl-rc-restart-oom-loop", "reality_check", {
            "reasoning": "Restarting should clear whatever state is building up in the indexer.",
            "attempts": [{"approach": "Restart the search-indexer pod", "outcome": "OOMKilled after 4 minutes", "succeeded": False},
                         {"approach": "Redeploy search-indexer with the same image", "outcome": "OOMKilled after 5 minutes", "succeeded": False},
                         {"approach": "kubectl rollout restart deployment/search-indexer", "outcome": "OOMKilled after 4 minutes", "succeeded": False}],
            "evidence": []}, {"primaryIssue": "repeated-strategy"})))
    a(case("tl-rc-same-x509-signature", "three different approaches end in the same x509 error: one loop by failure signature",
        call("tl-rc-same-x509-signature", "reality_check", {
            "reasoning": "Maybe the geocoder provider is just slow today.",
            "attempts": [{"approach": "Bump the HTTP client timeout to 30s", "outcome": "x509: certificate signed by unknown authority (request 8841)"},
                         {"approach": "Switch the geocoder to the backup provider URL", "outcome": "x509: certificate signed by unknown authority (request 9127)"},
                         {"approach": "Upgrade the TLS library to 3.2", "outcome": "x509: certificate signed by unknown authority (request 9530)"}],
            "evidence": []}, {"primaryIssue": "repeated-strategy"})))
    a(case("tl-rc-payroll-done-untested", "'fixed now, done' with no evidence of a passing check",
        call("tl-rc-payroll-done-untested", "reality_check", {
            "reasoning": "The payroll CSV export is fixed now, done.",
            "attempts": [{"approach": "Changed the CSV delimiter to ';' for the Spanish bank", "outcome": "pushed the change to main"}],
            "evidence": []}, {"primaryIssue": "untested-success"})))
    a(case("tl-rc-rewrite-consumer", "a rewrite in another language after one tuning attempt, before the consumer is shown unfixable",
        call("tl-rc-rewrite-consumer", "reality_check", {
            "reasoning": "The orders queue consumer is unreliable; let's rewrite the consumer from scratch in Rust.",
            "attempts": [{"approach": "Increased prefetch to 50", "outcome": "consumer lag still growing", "succeeded": False}],
            "evidence": []}, {"primaryIssue": "premature-rewrite"})))
    a(case("tl-rc-definitely-cdn", "'definitely' and '100%' with no supporting evidence",
        call("tl-rc-definitely-cdn", "reality_check", {
            "reasoning": "It's definitely the CDN cache; I'm 100% sure the edge is serving stale HTML.",
            "attempts": [{"approach": "Purged /index.html on the CDN", "outcome": "some clients still see the old page", "succeeded": False}],
            "evidence": []}, {"primaryIssue": "unsupported-certainty"})))
    a(case("tl-rc-profiling-next-step", "a measured next step with one successful attempt and no success claim: nothing to flag",
        call("tl-rc-profiling-next-step", "reality_check", {
            "reasoning": "Next step: read the heap profile of the ML scoring job to see which allocation grows.",
            "attempts": [{"approach": "Ran the scoring job with a memory profile enabled", "outcome": "profile captured; 62% of heap in the tokenizer cache", "succeeded": True}],
            "evidence": [ev("pprof top: 62.1% tokenizer.(*Cache).Put, 11.4% json.Unmarshal", type='log', rel=0.8)]},
            {"primaryIssue": "none"})))
    a(case("tl-rc-fixed-with-pass", "the declared fix is backed by the named test's own pass",
        call("tl-rc-fixed-with-pass", "reality_check", {
            "reasoning": "TestPayrollNet is fixed and passes now.",
            "attempts": [{"approach": "Corrected the deduction sign in PayrollNet", "outcome": "go test -run TestPayrollNet ./hr passes", "succeeded": True}],
            "evidence": [ev(cap("go-hr-json"), type='test_result', rel=0.95)]},
            {"primaryIssue": "none"})))
    # verify
    a(case("tl-verify-eviction-correlation", "timing correlation alone does not show the causal claim",
        call("tl-verify-eviction-correlation", "verify", {
            "claim": "Redis key eviction causes the catalog 502 errors.",
            "evidence": [ev("02:10:04 redis INFO: evicted_keys jumped from 0 to 48,000 within a minute", type='log', rel=0.8),
                         ev("catalog 502 responses began at 02:10:07", type='log', rel=0.8)]},
            {"statusIn": ["PLAUSIBLE", "SUPPORTED"]})))
    a(case("tl-verify-smtp-relay-denied", "'554 Relay access denied' contradicts that the relay accepts billing mail",
        call("tl-verify-smtp-relay-denied", "verify", {
            "claim": "The SMTP relay accepts mail from the billing service.",
            "evidence": [ev("billing-svc -> smtp-relay.internal:25: 554 5.7.1 <ops@bank.example>: Relay access denied", type='log', rel=0.9)]},
            {"status": "CONTRADICTED"})))
    a(case("tl-verify-stripe-webhook", "the event was triggered and the service log shows it received with 200",
        call("tl-verify-stripe-webhook", "verify", {
            "claim": "The billing service receives Stripe invoice.paid webhooks.",
            "evidence": [ev("Triggered invoice.paid with stripe trigger at 10:02; the billing service received the invoice.paid webhook evt_1QxA9 and answered 200 within 80 ms.", rel=0.9)]},
            {"status": "KNOWN"})))
    # prove_it
    a(case("tl-prove-search-injection", "the injection test's own failure is read as fail, not as a pass",
        call("tl-prove-search-injection", "prove_it", {
            "claim": "The product search endpoint is not vulnerable to SQL injection.",
            "evidence": [ev("$ go test -run TestSearchInjection ./search\n--- FAIL: TestSearchInjection (0.03s)\n    injection_test.go:41: payload \"' OR 1=1 --\" returned 1204 rows, want 0\nFAIL\nFAIL\tshop/search\t0.051s", type='test_result', rel=0.95)]},
            {"readings": [{"index": 0, "reading": "fail"}]})))
    a(case("tl-prove-tokenizer-faster", "before and after timings on the same rows and node type affirm a performance claim",
        call("tl-prove-tokenizer-faster", "prove_it", {
            "claim": "The new tokenizer makes ML batch scoring faster.",
            "scope": "performance",
            "evidence": [ev("Batch scoring of the same 2,000,000 rows on n2-standard-8: before (old tokenizer) 41 min, after (new tokenizer) 26 min; ML batch scoring is faster by 37%.", rel=0.9)]},
            {"readings": [{"index": 0, "reading": "affirms"}]})))
    a(case("tl-prove-bounce-plan", "a plan for next sprint does not show bounces are handled",
        call("tl-prove-bounce-plan", "prove_it", {
            "claim": "Email bounces are handled by the new webhook.",
            "evidence": [ev("Plan: wire the bounce webhook into the suppression list next sprint.", rel=0.9)]},
            {"readings": [{"index": 0, "reading": "unaffirmed"}]})))
    # discovery_check (no sessionId)
    a(case("tl-discovery-refresh-after-signal", "two-page traversal completed after the notification, digests equal: converged",
        call("tl-discovery-refresh-after-signal", "discovery_check", {
            "protocolVersion": "2025-11-25", "listChanged": True,
            "notificationAt": "2026-12-03T07:40:05Z",
            "discoveryStartedAt": "2026-12-03T07:40:07Z", "discoveryCompletedAt": "2026-12-03T07:40:08Z",
            "pages": [{"cursor": None, "nextCursor": "p2", "toolCount": 20}, {"cursor": "p2", "nextCursor": None, "toolCount": 7}],
            "discoveredDigest": "sha256:" + "3f" * 32, "clientDigest": "sha256:" + "3f" * 32,
            "observedAt": "2026-12-03T07:41:00Z"}, {"status": "converged"}, session=False)))
    a(case("tl-discovery-signal-after-refresh", "the notification arrived after the last traversal started: stale despite equal digests",
        call("tl-discovery-signal-after-refresh", "discovery_check", {
            "protocolVersion": "2025-11-25", "listChanged": True,
            "notificationAt": "2026-12-03T07:45:00Z",
            "discoveryStartedAt": "2026-12-03T07:30:00Z", "discoveryCompletedAt": "2026-12-03T07:30:01Z",
            "pages": [{"cursor": None, "nextCursor": None, "toolCount": 12}],
            "discoveredDigest": "sha256:" + "a1" * 32, "clientDigest": "sha256:" + "a1" * 32,
            "observedAt": "2026-12-03T07:46:00Z"}, {"status": "stale"}, session=False)))
    a(case("tl-ackrite-contradiction-binds", "a contradiction in the session is not cleared by re-asking with supporting prose only",
        call("tl-ackrite-contradiction-binds", "ackrite", {
            "claim": "The nightly HR sync to the payroll provider succeeds.",
            "evidence": [ev("HR sync job 2026-12-03 02:30: exit status 1, 0 of 1,482 employee records uploaded (payroll provider returned 503).", type='log', rel=0.9, pol='contradicts')]},
            {"status": "CONTRADICTED"}),
        call("tl-ackrite-contradiction-binds", "ackrite", {
            "claim": "The nightly HR sync to the payroll provider succeeds.",
            "evidence": [ev("The nightly HR sync to the payroll provider should be fine now, I think.", rel=0.8)]},
            {"status": "CONTRADICTED"})))
    return C
