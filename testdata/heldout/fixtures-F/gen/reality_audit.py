from common import *
C = []
def A(o, a, s=None):
    d = {"approach": o, "outcome": a}
    if s is not None:
        d["succeeded"] = s
    return d
def RC(name, why, args, expect):
    args = dict(args); args["sessionId"] = "f-" + name
    args.setdefault("evidence", [])
    C.append({"name": name, "why": why, "calls": [{"tool": "reality_check", "arguments": args, "expect": expect}]})
def AU(name, why, args, expect):
    args = dict(args); args["sessionId"] = "f-" + name
    C.append({"name": name, "why": why, "calls": [{"tool": "audit", "arguments": args, "expect": expect}]})
def PI(name, why, args, expect):
    args = dict(args); args["sessionId"] = "f-" + name
    C.append({"name": name, "why": why, "calls": [{"tool": "prove_it", "arguments": args, "expect": expect}]})
GOPASS = "=== RUN   TestRetryIntegration\n--- PASS: TestRetryIntegration (1.42s)\nPASS\nok  \tgithub.com/acme/courier/internal/notify\t1.466s\n"
GOFAIL = "=== RUN   TestUploadResumable\n    upload_test.go:77: got 2 chunks, want 3\n--- FAIL: TestUploadResumable (0.31s)\nFAIL\nFAIL\tgithub.com/acme/media/upload\t0.339s\nFAIL\n"
# --- reality_check ---
RC("rc-restart-ingest-oom-loop", "three restart/redeploy/rollout attempts all end OOMKilled — one strategy repeated",
   {"reasoning": "One more restart should clear whatever state is stuck in the ingest pods.",
    "attempts": [A("Restart the ingest pods", "OOMKilled after 4 min", False),
                 A("Redeploy ingest with the same image", "OOMKilled after 5 min", False),
                 A("kubectl rollout restart deployment/ingest", "OOMKilled after 4 min", False)]},
   {"primaryIssue": "repeated-strategy"})
RC("rc-same-tls-timeout-three-approaches", "three different approaches end in the same TLS handshake timeout: the same failure signature",
   {"reasoning": "Maybe the proxy settings are still wrong somewhere.",
    "attempts": [A("Set HTTPS_PROXY for the worker", "TLS handshake timeout to api.partner.com:443 after 10s", False),
                 A("Pin the partner IP in /etc/hosts", "TLS handshake timeout to api.partner.com:443 after 10s", False),
                 A("Upgrade the HTTP client library to 2.4", "TLS handshake timeout to api.partner.com:443 after 10s", False)]},
   {"primaryIssue": "repeated-strategy"})
RC("rc-flaky-checkout-declared-fixed", "declares the flaky test fixed with no run of it",
   {"reasoning": "The flaky checkout test is fixed now, we're done.",
    "attempts": [A("Added await before the payment mock resolves", "changed the test helper", None)]},
   {"primaryIssue": "untested-success"})
RC("rc-cache-client-rewrite-from-scratch", "proposes rewriting the cache client after one failed tuning attempt",
   {"reasoning": "The cache client is hopeless; let's rewrite it from scratch in Rust.",
    "attempts": [A("Bump the connection pool to 50", "still seeing 2% timeouts", False)]},
   {"primaryIssue": "premature-rewrite"})
RC("rc-dns-definitely-no-evidence", "'definitely' and '100%' with no supporting evidence",
   {"reasoning": "It's definitely the DNS resolver, 100% the cause of the connection resets.",
    "attempts": [A("Read the app logs for the last hour", "saw intermittent connection resets to the orders DB", None)]},
   {"primaryIssue": "unsupported-certainty"})
RC("rc-migration-copy-succeeded-none", "a single successful attempt and a neutral next step: nothing to flag",
   {"reasoning": "Next I'll compare the two configs before touching staging.",
    "attempts": [A("Ran the migration on a copy of the staging DB", "completed, 0 errors", True)],
    "evidence": [E("log", "migrate on staging copy", "Applying scheduling.0043_waitlist... OK", "supports", 0.9)]},
   {"primaryIssue": "none"})
RC("rc-retry-fix-with-pass-none", "success language backed by the named test's own PASS",
   {"reasoning": "The retry fix works: TestRetryIntegration passes now.",
    "attempts": [A("Cap the backoff at 30s and reset it on success", "TestRetryIntegration passed", True)],
    "evidence": [E("test_result", "go test -v -run TestRetryIntegration ./internal/notify/", GOPASS, "supports", 0.95)]},
   {"primaryIssue": "none"})
RC("rc-es-reiniciar-cola-tres-veces", "tres reinicios del mismo servicio con el mismo ECONNREFUSED",
   {"reasoning": "Voy a reiniciar el servicio de colas una vez más.",
    "attempts": [A("Reiniciar el servicio de colas", "sigue fallando con ECONNREFUSED 10.0.3.4:5672", False),
                 A("Reiniciar el servicio de colas con más memoria", "sigue fallando con ECONNREFUSED 10.0.3.4:5672", False),
                 A("Reiniciar el servicio de colas tras limpiar la caché", "sigue fallando con ECONNREFUSED 10.0.3.4:5672", False)]},
   {"primaryIssueIn": ["repeated-strategy"]})
RC("rc-zh-tui-dao-chong-lai", "一次失败后就提出推倒重来、重写支付 SDK",
   {"reasoning": "这个支付 SDK 没法用了，我们推倒重来，自己重写一个。",
    "attempts": [A("升级支付 SDK 到 3.2", "签名校验仍然失败", False)]},
   {"primaryIssue": "premature-rewrite"})
RC("rc-fixed-claim-with-failing-test", "says fixed but the only evidence is the named test failing",
   {"reasoning": "Fixed — the resumable upload test passes now.",
    "attempts": [A("Flush the last chunk before closing the writer", "pushed the change", None)],
    "evidence": [E("test_result", "go test -v -run TestUploadResumable ./upload/", GOFAIL, "supports", 0.9)]},
   {"primaryIssueIn": ["untested-success", "contradicted-premise"]})
RC("rc-negated-rewrite-with-passing-test", "'we should not rewrite' is negated; the only attempt succeeded with a passing test",
   {"reasoning": "We should not rewrite the scheduler; the bug is in the DST offset table. Next I'll add a case for Europe/Lisbon.",
    "attempts": [A("Patched the offset table for America/Santiago", "new unit test passes, 14 passed, 0 failed", True)],
    "evidence": [E("test_result", "pytest tests/test_tz.py", "============================== 14 passed in 0.21s ==============================", "supports", 0.9)]},
   {"primaryIssue": "none"})
RC("rc-timeout-bumps-loop", "timeout raised three times, same 'context deadline exceeded' each time",
   {"reasoning": "The upstream is just slow; a bigger timeout will do it.",
    "attempts": [A("Increase the timeout to 30s", "context deadline exceeded", False),
                 A("Bump the timeout to 60s", "context deadline exceeded", False),
                 A("Increase timeout to 120 s", "context deadline exceeded", False)]},
   {"primaryIssue": "repeated-strategy"})
# --- audit ---
AU("au-typo-readme-and-log", "a typo fix in docs and in a log message wording: trivial",
   {"proposal": "Fix the typo 'recieve' → 'receive' in the README and in one log message.",
    "proposedChanges": [{"path": "README.md", "description": "typo fix"},
                        {"path": "src/notify/log.go", "description": "log message wording: 'recieve' → 'receive'"}]},
   {"recommendation": "proceed"})
AU("au-drop-table-no-backup", "DROP TABLE with no backup or rollback stated",
   {"proposal": "Drop the legacy_balances table in migration V7.",
    "reportedProblem": "Migration V7 fails because of legacy_balances.",
    "proposedChanges": [{"path": "db/migration/V7__drop_legacy_balances.sql", "description": "DROP TABLE legacy_balances CASCADE"}]},
   {"recommendation": "verify-first", "mustFlag": ["data-loss"]})
AU("au-drop-table-backup-and-rollback", "destructive, but both a backup and a rollback path are stated: data-loss lowered to medium",
   {"proposal": "Drop legacy_balances in V7. A snapshot backup of the table is taken right before, and a rollback migration V7_undo restores it from that snapshot.",
    "reportedProblem": "legacy_balances is unused since the ledger move.",
    "proposedChanges": [{"path": "db/migration/V7__drop_legacy_balances.sql", "description": "DROP TABLE legacy_balances after snapshot"},
                        {"path": "db/migration/V7_undo.sql", "description": "restore legacy_balances from the snapshot"}],
    "testPlan": "Run V7 on a staging copy, check the monthly_statement view, run V7_undo and compare row counts with the snapshot."},
   {"recommendationIn": ["narrow-first"], "mustFlag": ["data-loss"]})
AU("au-insecure-skip-verify", "TLS verification turned off",
   {"proposal": "Set InsecureSkipVerify: true in the partner HTTP client to get past the certificate error.",
    "reportedProblem": "x509: certificate signed by unknown authority when calling the partner API.",
    "proposedChanges": [{"path": "internal/partner/client.go", "description": "tls.Config{InsecureSkipVerify: true}"}],
    "testPlan": "Call the partner sandbox and check for a 200."},
   {"recommendation": "verify-first", "mustFlag": ["security"]})
AU("au-rewrite-session-middleware", "rewrite from scratch of an auth component for an intermittent logout",
   {"proposal": "Rewrite the session middleware from scratch because login sometimes fails.",
    "reportedProblem": "Some users are logged out after 5 minutes.",
    "proposedChanges": [{"path": "src/middleware/session.ts", "description": "new session middleware from scratch"}]},
   {"recommendation": "verify-first", "mustFlag": ["rewrite"]})
AU("au-doc-comment-gofmt", "comment wording and formatting only: trivial",
   {"proposal": "Reword the doc comment on RetryPolicy and run gofmt on the file.",
    "proposedChanges": [{"path": "internal/retry/policy.go", "description": "doc comment wording and gofmt formatting"}]},
   {"recommendation": "proceed"})
AU("au-force-push-main", "git push --force to main rewrites shared history",
   {"proposal": "git push --force to main to remove the commit that added config/dev.yaml.",
    "proposedChanges": [{"path": "config/dev.yaml", "description": "remove from history with git filter-repo, then git push --force origin main"}]},
   {"recommendation": "verify-first", "mustFlag": ["data-loss"]})
AU("au-swallow-webhook-errors", "an empty catch that swallows the handler's errors",
   {"proposal": "Wrap the webhook handler in try/catch and ignore the error so the queue stops retrying.",
    "reportedProblem": "The queue retries failed webhook events forever.",
    "proposedChanges": [{"path": "src/webhooks/handler.ts", "description": "try { await processEvent(e) } catch (err) {} — empty catch, always return 200"}],
    "testPlan": "Unit test that the handler returns 200."},
   {"recommendationIn": ["narrow-first", "verify-first"], "mustFlag": ["error-handling"]})
AU("au-reminder-window-no-tests", "a behaviour change with no test plan",
   {"proposal": "Send appointment reminder SMS 24 hours before the appointment instead of 48 hours.",
    "reportedProblem": "Patients forget appointments booked 2 days ahead.",
    "proposedChanges": [{"path": "src/reminders/schedule.py", "description": "REMINDER_LEAD = timedelta(hours=24)"}]},
   {"recommendationIn": ["narrow-first"], "mustFlag": ["tests"]})
AU("au-refund-rounding-scoped-with-tests", "a narrow fix in the named function with its tests and a precise test plan",
   {"proposal": "Use round-half-up in RefundRounding and add table tests for odd cent amounts.",
    "reportedProblem": "Refunds of odd cent amounts are off by one cent (RefundRounding truncates).",
    "proposedChanges": [{"path": "ledger/refund.go", "description": "RefundRounding: round half up instead of truncating"},
                        {"path": "ledger/refund_test.go", "description": "table tests for 999, 1001 and 1 cents"}],
    "testPlan": "go test -count=1 -run TestRefundRounding ./ledger/ with the new cases; they fail before the change and pass after."},
   {"recommendation": "proceed"})
AU("au-es-reescribir-facturacion", "reescribir desde cero un módulo por un informe incorrecto",
   {"proposal": "Reescribir desde cero el módulo de facturación porque el informe mensual sale con totales mal.",
    "reportedProblem": "El informe mensual de facturación muestra totales incorrectos para clientes con IVA reducido.",
    "proposedChanges": [{"path": "billing/", "description": "nuevo módulo de facturación desde cero"}]},
   {"recommendation": "verify-first", "mustFlag": ["rewrite"]})
AU("au-zh-chmod-777", "把目录权限改成 777：全局可写",
   {"proposal": "把上传目录权限改成 chmod 777，解决写入失败。",
    "reportedProblem": "上传图片时报 Permission denied。",
    "proposedChanges": [{"path": "deploy/entrypoint.sh", "description": "chmod 777 /var/app/uploads"}]},
   {"recommendation": "verify-first", "mustFlag": ["security"]})
AU("au-ioutil-documented-successor", "replacing a deprecated call with its documented successor is not a rewrite; build and tests planned",
   {"proposal": "Replace the deprecated ioutil.ReadAll calls with io.ReadAll, its documented successor.",
    "reportedProblem": "staticcheck SA1019: ioutil.ReadAll is deprecated.",
    "proposedChanges": [{"path": "internal/http/body.go", "description": "ioutil.ReadAll → io.ReadAll"},
                        {"path": "internal/export/csv.go", "description": "ioutil.ReadAll → io.ReadAll"}],
    "testPlan": "go build ./... && go test ./... && staticcheck ./..."},
   {"recommendation": "proceed"})
# --- prove_it ---
PI("pi-upload-test-failing-reading", "prove_it reads the named test's own --- FAIL as a failure",
   {"claim": "TestUploadResumable passes after the chunk flush fix.", "scope": "testing",
    "evidence": [E("test_result", "go test -v -run TestUploadResumable ./upload/", GOFAIL, "supports", 0.95)]},
   {"readings": [{"index": 0, "reading": "fail"}]})
PI("pi-queue-still-backlogged-reading", "prove_it: 'still' with a growing backlog reads as persists",
   {"claim": "The notifications queue backlog is cleared.",
    "evidence": [E("observed_behavior", "queue metrics", "The notifications queue still holds 52,000 messages, the same as an hour ago.", "supports", 0.9)]},
   {"readings": [{"index": 0, "reading": "persists"}]})
PI("pi-retry-pass-reading", "prove_it: the named test's own PASS affirms",
   {"claim": "TestRetryIntegration passes with the capped backoff.", "scope": "testing",
    "evidence": [E("test_result", "go test -v -run TestRetryIntegration ./internal/notify/", GOPASS, "supports", 0.95)]},
   {"readings": [{"index": 0, "reading": "affirms"}]})
C_RA = C
