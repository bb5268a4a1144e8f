# verify / audit / prove_it / reality_check / discovery_check cases and multi-call session cases.
from common import E, T, ack, call, case, expect

TOOLS = []
def add(name, why, calls): TOOLS.append(case(name, why, calls))

# ---- verify (§5: status, readings) ----
add("verify-samesite-cookie-header", "http_response showing the Set-Cookie attribute the claim names: KNOWN.",
    [call("verify", {"claim": "The session cookie is set with SameSite=Lax.",
        "evidence": [E("HTTP/1.1 200 OK\nSet-Cookie: sid=xxxx; Path=/; HttpOnly; Secure; SameSite=Lax\nContent-Type: text/html", t="http_response")]},
        expect("KNOWN"))])
add("verify-refund-still-double", "Observed behaviour persists ('still refunded twice') against the fix claim: CONTRADICTED.",
    [call("verify", {"claim": "The refund job fix stopped double refunds.",
        "expectedBehavior": "one refund per order", "observedBehavior": "order 5521 refunded twice",
        "evidence": [E("After deploying the fix, order 5521 was still refunded twice (10:02 and 10:03).")]},
        expect("CONTRADICTED", rd=[(0, "persists")]))])
add("verify-no-evidence", "No evidence items; expectedBehavior is a description, not an evidence item: UNVERIFIED.",
    [call("verify", {"claim": "The image CDN returns WebP to Chrome.", "evidence": [],
        "expectedBehavior": "Content-Type: image/webp for Accept: image/webp"}, expect("UNVERIFIED"))])
add("verify-go-coupon-fail", "Captured go test with --- FAIL for the named test: CONTRADICTED with reading fail.",
    [call("verify", {"claim": "TestApplyCoupon passes after the coupon fix.", "evidence": [T("go-cart-all")]},
        expect("CONTRADICTED", rd=[(0, "fail")]))])

# ---- audit (§5 table) ----
add("audit-mailer-rewrite-no-tests", "Rewrite from scratch with no test plan: rewrite (high) and tests findings; verify-first.",
    [call("audit", {"reportedProblem": "Password reset emails are not arriving.",
        "proposal": "Rewrite the mailer service from scratch with a new SMTP library.",
        "proposedChanges": [{"path": "src/mailer/index.ts", "description": "rewrite mailer service"},
                            {"path": "src/mailer/smtp.ts", "description": "new SMTP client"}]},
        {"recommendation": "verify-first", "mustFlag": ["rewrite", "tests"]})])
add("audit-readme-typo", "Trivial documentation typo with nothing else: proceed, no tests finding.",
    [call("audit", {"proposal": "Fix a typo in the README install section ('intall' -> 'install').",
        "proposedChanges": [{"path": "README.md", "description": "typo fix"}]},
        {"recommendation": "proceed"})])
add("audit-drop-legacy-sessions", "DROP TABLE without backup and rollback: data-loss high, verify-first.",
    [call("audit", {"proposal": "Drop the legacy_sessions table and delete its model.",
        "proposedChanges": [{"path": "db/migrations/0044_drop_legacy_sessions.sql", "description": "DROP TABLE legacy_sessions;"},
                            {"path": "app/models/legacy_session.rb", "description": "delete model"}],
        "testPlan": "run the migration on staging"},
        {"recommendation": "verify-first", "mustFlag": ["data-loss"]})])
add("audit-drop-column-backup-rollback", "Destructive migration with both a backup and a rollback path stated: data-loss lowered to medium; nothing high: narrow-first.",
    [call("audit", {"proposal": "Run migration 0043, which drops column users.legacy_plan (unused since v2.10).",
        "proposedChanges": [{"path": "db/migrations/0043_drop_legacy_plan.sql", "description": "ALTER TABLE users DROP COLUMN legacy_plan;"}],
        "testPlan": "Backup: pg_dump of the users table before running. Rollback: 0043 down migration re-adds the column and restores values from the dump. Rehearse on a staging snapshot and run the model test suite."},
        {"recommendation": "narrow-first", "mustFlag": ["data-loss"]})])
add("audit-insecure-skip-verify", "InsecureSkipVerify is a security pattern: high, verify-first.",
    [call("audit", {"reportedProblem": "x509: certificate signed by unknown authority when calling the payment gateway in staging.",
        "proposal": "Set InsecureSkipVerify: true in the payment HTTP client to get past the x509 error.",
        "proposedChanges": [{"path": "internal/payments/client.go", "description": "tls.Config{InsecureSkipVerify: true}"}],
        "testPlan": "retry a staging payment"},
        {"recommendation": "verify-first", "mustFlag": ["security"]})])
add("audit-comment-out-require-admin", "An auth guard commented out: security high, verify-first.",
    [call("audit", {"reportedProblem": "Support can't download the monthly export.",
        "proposal": "Comment out the requireAdmin middleware on /admin/export so support can download reports.",
        "proposedChanges": [{"path": "src/routes/admin.ts", "description": "// router.use('/admin/export', requireAdmin)"}],
        "testPlan": "support downloads the export"},
        {"recommendation": "verify-first", "mustFlag": ["security"]})])
add("audit-swallow-webhook-errors", "Swallowed errors in a catch-all: error-handling medium; test plan present; narrow-first.",
    [call("audit", {"reportedProblem": "The webhook queue retries malformed payloads forever.",
        "proposal": "Wrap the webhook handler in try/catch and ignore the error so the queue stops retrying.",
        "proposedChanges": [{"path": "src/webhooks/handler.ts", "description": "try { handle(evt) } catch (e) {} // ignore"}],
        "testPlan": "add a unit test that a malformed webhook payload returns 200 and is not retried"},
        {"recommendation": "narrow-first", "mustFlag": ["error-handling"]})])
add("audit-url-parse-successor", "Replacing a deprecated call with its documented successor is not a rewrite; test plan present: proceed.",
    [call("audit", {"proposal": "Replace the deprecated url.parse() call in src/links.js with new URL(), as the Node docs recommend.",
        "proposedChanges": [{"path": "src/links.js", "description": "url.parse(href) -> new URL(href, base)"}],
        "testPlan": "unit tests for links with query strings and relative hrefs"},
        {"recommendation": "proceed"})])
add("audit-es-reescribir-pagos", "'Reescribir ... desde cero' is a rewrite: high, verify-first.",
    [call("audit", {"reportedProblem": "El webhook de pagos devuelve 500 a veces.",
        "proposal": "Reescribir el módulo de pagos desde cero porque falla el webhook.",
        "proposedChanges": [{"path": "src/pagos/", "description": "reescribir todo el módulo"}]},
        {"recommendation": "verify-first", "mustFlag": ["rewrite"]})])
add("audit-evidence-contradicted-premise", "Call 1 CONTRADICTS 'the auth client cannot be fixed in place'; the call-2 proposal rests on that claim: evidence (high) and rewrite: verify-first.",
    [ack("The current auth client cannot be fixed in place.",
         [E("Patched the token refresh in src/auth/client.ts (3 lines): login flow passes locally, 12/12 auth tests green.", pol="contradicts")],
         "CONTRADICTED"),
     call("audit", {"reportedProblem": "Login returns an unexpected response.",
        "proposal": "Since the current auth client cannot be fixed in place, rewrite the auth client.",
        "proposedChanges": [{"path": "src/auth/client.ts", "description": "rewrite auth client"}],
        "testPlan": "login e2e test"},
        {"recommendation": "verify-first", "mustFlag": ["evidence", "rewrite"]})])

# ---- prove_it (§5: readings) ----
add("prove-it-coupon-fail-reading", "Captured failing go test for the named test: readings[0] fail.",
    [call("prove_it", {"claim": "TestApplyCoupon passes after the coupon fix.", "scope": "testing", "evidence": [T("go-cart-all")]},
        expect(None, rd=[(0, "fail")]))])
add("prove-it-benchmark-affirms", "Benchmark with numbers on both sides stating the encoder got faster: readings[0] affirms.",
    [call("prove_it", {"claim": "The JSON encoder is faster after removing reflection.", "scope": "performance",
        "evidence": [E("benchstat old.txt new.txt: BenchmarkEncode-8 1840ns/op -> 1210ns/op (-34.24%, p=0.000 n=10); the encoder is faster.", t="test_result")]},
        expect(None, rd=[(0, "affirms")]))])
add("prove-it-login-plan-unaffirmed", "A plan labelled supports: readings[0] unaffirmed.",
    [call("prove_it", {"claim": "Login works after the session fix.",
        "evidence": [E("Will verify login on staging after the deploy finishes.")]},
        expect(None, rd=[(0, "unaffirmed")]))])
add("prove-it-zh-upload-persists", "'仍然返回 413' persists for the upload fix claim: readings[0] persists.",
    [call("prove_it", {"claim": "上传接口已修复。",
        "evidence": [E("上传接口仍然返回 413，大于 10MB 的文件都失败。")]},
        expect(None, rd=[(0, "persists")]))])

# ---- reality_check (§5 kinds) ----
add("reality-timeout-bumps", "Three failed attempts of one strategy (bump timeout, numbers normalised): repeated-strategy.",
    [call("reality_check", {"reasoning": "The upstream is just slow, a bigger timeout will do it.",
        "attempts": [{"approach": "bump request timeout to 30s", "outcome": "context deadline exceeded after 30s", "succeeded": False},
                     {"approach": "bump request timeout to 60s", "outcome": "context deadline exceeded after 60s", "succeeded": False},
                     {"approach": "increase timeout to 120s", "outcome": "context deadline exceeded after 120s", "succeeded": False}]},
        {"primaryIssue": "repeated-strategy"})])
add("reality-same-failure-signature", "Three different approaches ending in the same error are one loop: repeated-strategy.",
    [call("reality_check", {"reasoning": "Something is wrong with the install.",
        "attempts": [{"approach": "delete node_modules and reinstall", "outcome": "Error: Cannot find module '@shop/ui/dist/index.js'", "succeeded": False},
                     {"approach": "pin @shop/ui to 2.3.1", "outcome": "Error: Cannot find module '@shop/ui/dist/index.js'", "succeeded": False},
                     {"approach": "switch the monorepo to pnpm", "outcome": "Error: Cannot find module '@shop/ui/dist/index.js'", "succeeded": False}]},
        {"primaryIssue": "repeated-strategy"})])
add("reality-es-reiniciar-pod", "restart/redeploy/rollout are one strategy by the synonym table, 3 failures: repeated-strategy.",
    [call("reality_check", {"reasoning": "El pod se cae, hay que reiniciarlo.",
        "attempts": [{"approach": "restart the api pod", "outcome": "CrashLoopBackOff", "succeeded": False},
                     {"approach": "redeploy the api", "outcome": "CrashLoopBackOff", "succeeded": False},
                     {"approach": "kubectl rollout restart deploy/api", "outcome": "CrashLoopBackOff", "succeeded": False}]},
        {"primaryIssue": "repeated-strategy"})])
add("reality-untested-success", "'fixed, done' with no evidence reading a pass for it: untested-success.",
    [call("reality_check", {"reasoning": "Changed the cache key to include the currency; the stale price bug is fixed, done.",
        "attempts": [{"approach": "include currency in the price cache key", "outcome": "deployed to staging"}],
        "evidence": []},
        {"primaryIssue": "untested-success"})])
add("reality-premature-orm-rewrite", "A rewrite proposed after one failed attempt, component not shown unfixable: premature-rewrite.",
    [call("reality_check", {"reasoning": "The ORM layer is hopeless; let's rewrite the data access layer from scratch with raw SQL.",
        "attempts": [{"approach": "add an index on orders.user_id", "outcome": "query still takes 4s", "succeeded": False}]},
        {"primaryIssue": "premature-rewrite"})])
add("reality-negated-rewrite-none", "'not fixed yet' is not success, 'should not rewrite' is not a rewrite, one failure: none.",
    [call("reality_check", {"reasoning": "Not fixed yet. We should not rewrite the CSV parser; next step is a minimal repro with the failing file.",
        "attempts": [{"approach": "strip the BOM before parsing", "outcome": "first column still named \\ufeffid", "succeeded": False}]},
        {"primaryIssue": "none"})])
add("reality-contradicted-premise", "Call 1 CONTRADICTS the Redis-limit cause; the call-2 reasoning leans on it: contradicted-premise.",
    [ack("The Redis connection limit causes the checkout timeouts.",
         [E("During the 14:00-14:20 timeouts, Redis INFO clients: connected_clients 48 (maxclients 10000), rejected_connections 0.", pol="contradicts")],
         "CONTRADICTED"),
     call("reality_check", {"reasoning": "The Redis connection limit causes the checkout timeouts, so raising maxclients will help.",
        "attempts": [{"approach": "raise redis maxclients to 20000", "outcome": "checkout still times out", "succeeded": False}]},
        {"primaryIssue": "contradicted-premise"})])

# ---- sessions (§7) ----
add("session-contradiction-binds-then-reconciled", "c1 CONTRADICTED; c2 support-only re-ask stays CONTRADICTED; c3 reconciles c1.e0 with a direct explanation and a repeated observation: cleared, KNOWN or SUPPORTED (judgement on 'explains').",
    [ack("Refresh-token rotation works.", [E("Rotation returned the same refresh token twice in a row; the old token was still accepted.", pol="contradicts")], "CONTRADICTED"),
     ack("Refresh-token rotation works.", [E("Refresh-token rotation works fine.")], "CONTRADICTED"),
     ack("Refresh-token rotation works.", [E("The reused token in c1 came from an old pod still on v1.8 during the rollout; after it finished, 10 rotations each returned a new refresh token and the old one was rejected with 401.", rec="c1.e0")], ["KNOWN", "SUPPORTED"])])
add("session-paraphrase-stays-contradicted", "A paraphrase of a contradicted claim (same terms) is bound to the contradiction: CONTRADICTED.",
    [ack("The nightly export job succeeds.", [E("nightly export job failed at 02:00: no space left on device", pol="contradicts")], "CONTRADICTED"),
     ack("The nightly export job succeeds now.", [E("Checked the nightly export job this morning, it succeeds.")], "CONTRADICTED")])
add("session-weak-reconcile-does-not-clear", "A reconciling item with reliability 0.2 is weak and cannot clear the contradiction: CONTRADICTED.",
    [ack("The search index rebuild completes.", [E("index rebuild aborted at 63%: OOMKilled", pol="contradicts")], "CONTRADICTED"),
     ack("The search index rebuild completes.", [E("The OOM was probably a noisy neighbour; rebuild completed later.", rel=0.2, rec="c1.e0")], "CONTRADICTED")])

# ---- discovery_check (§9.3 verdicts) ----
D1 = "sha256:" + "3f" * 32
D2 = "sha256:" + "a7" * 32
def rec(**kw):
    r = {"protocolVersion": "2025-11-25", "listChanged": True,
         "notificationAt": "2026-03-02T10:00:00Z",
         "discoveryStartedAt": "2026-03-02T10:00:01Z", "discoveryCompletedAt": "2026-03-02T10:00:02Z",
         "pages": [{"cursor": None, "nextCursor": "p2", "toolCount": 2}, {"cursor": "p2", "nextCursor": None, "toolCount": 1}],
         "discoveredDigest": D1, "clientDigest": D1, "observedAt": "2026-03-02T10:05:00Z"}
    for k, v in kw.items():
        if v is ... :
            r.pop(k, None)
        else:
            r[k] = v
    return r
def dc(name, why, record, verdict):
    add(name, why, [call("discovery_check", record, {"status": verdict})])
dc("disc-two-page-converged", "Complete two-page traversal after the signal, digests equal, listChanged true: converged.", rec(), "converged")
dc("disc-signal-after-refresh-started", "notificationAt after discoveryStartedAt: the refresh predates the signal: stale.",
   rec(notificationAt="2026-03-02T10:00:05Z"), "stale")
dc("disc-last-page-has-cursor", "Last page still has nextCursor: incomplete.",
   rec(pages=[{"cursor": None, "nextCursor": "p2"}, {"cursor": "p2", "nextCursor": "p3"}]), "incomplete")
dc("disc-digest-mismatch", "Client digest differs from the discovered digest: stale.", rec(clientDigest=D2), "stale")
dc("disc-no-listchanged-no-bound", "listChanged false and no refreshPolicy/ttlMs: unverifiable.",
   rec(listChanged=False, notificationAt=...), "unverifiable")
dc("disc-no-listchanged-bounded-interval", "listChanged false but an interval refresh with maxAgeMs 600000 covers the 5 min since completion: converged.",
   rec(listChanged=False, notificationAt=..., refreshPolicy={"trigger": "interval", "maxAgeMs": 600000}), "converged")
dc("disc-empty-string-cursor-2026", "Under 2026-07-28 an empty-string nextCursor is a cursor, so the last page is not final: incomplete.",
   rec(protocolVersion="2026-07-28", pages=[{"cursor": None, "nextCursor": ""}]), "incomplete")

FILES = {"tools.json": TOOLS}
