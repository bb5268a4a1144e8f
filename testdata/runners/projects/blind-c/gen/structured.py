from common import *

A, V = "ackrite", "verify"
TR, OB, OT, LG, HR, CD = "test_result", "observed_behavior", "other", "log", "http_response", "code"


def f(type_, file, rel=0.9, pol="supports", source=None):
    return ev(type_, file=file, rel=rel, pol=pol, source=source)


CAPTURED = "captured for real by fixtures/capture.sh"
DOC = "written from the tool's documented output format (tool not usable here)"

RUNNERS = [
 claim(A, "st-go-skip-named",
  f"the named test printed --- SKIP inside an 'ok' run: the claimed check did not run (no-run) -> PLAUSIBLE; {CAPTURED}",
  "TestRevalueFXBalances passes now.",
  [f(TR, "real-go-ledger-skip-named.txt", 0.95)],
  R(S("PLAUSIBLE"), (0, "no-run"))),
 claim(V, "st-go-filter-none",
  f"-run matched nothing: 'ok ... [no tests to run]' is not a pass of TestAccrualReversal; {CAPTURED}",
  "TestAccrualReversal passes.",
  [f(TR, "real-go-ledger-filter-none.txt", 0.95)],
  R(S("PLAUSIBLE"), (0, "no-run"))),
 claim(A, "st-go-named-pass-in-failing-run",
  f"the named test's own '--- PASS: TestPostJournalBalanced' line; another test failing in the run does not concern this claim; {CAPTURED}",
  "TestPostJournalBalanced passes.",
  [f(TR, "real-go-ledger-mixed-v.txt")],
  SI("KNOWN", "SUPPORTED")),
 claim(A, "st-go-suite-fail",
  f"suite-level claim; the run has --- FAIL: TestReverseEntry and FAIL for the package; {CAPTURED}",
  "All ledger package tests pass after the reversal fix.",
  [f(TR, "real-go-ledger-mixed-v.txt")],
  R(S("CONTRADICTED"), (0, "fail"))),
 claim(V, "st-go-reverse-fail",
  f"the named test's own line is --- FAIL: TestReverseEntry (2 lines, want 3); {CAPTURED}",
  "TestReverseEntry passes now, the reversal keeps every line.",
  [f(TR, "real-go-ledger-mixed-v.txt")],
  R(S("CONTRADICTED"), (0, "fail"))),
 claim(A, "st-go-count10",
  f"intermittent claim ('flaky') with -count=10 of the named test, 10 PASS lines, ok: repeats requirement met; {CAPTURED}",
  "The flaky TestSettlementCutoff is fixed.",
  [f(TR, "real-go-settle-count10.txt")],
  S("KNOWN")),
 claim(A, "st-go-count1",
  f"same flaky claim, a single -count=1 run of the named test passing: affirms, but KNOWN needs >= 10 repeats -> SUPPORTED; {CAPTURED}",
  "The flaky TestSettlementCutoff is fixed.",
  [f(TR, "real-go-settle-count1.txt")],
  S("SUPPORTED")),
 claim(A, "st-go-count20-flake",
  f"-count=20 with one --- FAIL: TestSettlementCutoff: still flaky; {CAPTURED}",
  "TestSettlementCutoff is no longer flaky.",
  [f(TR, "real-go-settle-count20-flake.txt")],
  R(S("CONTRADICTED"), (0, "fail"))),
 claim(A, "st-go-race-once",
  f"race claim; one clean -race -count=1 run only shows this run hit no race -> SUPPORTED at most; {CAPTURED}",
  "The data race in the reservation cache is fixed (TestReserveConcurrent).",
  [f(TR, "real-go-reserve-race-once.txt")],
  S("SUPPORTED")),
 claim(A, "st-go-hl7-panic",
  f"the named test panics (index out of range) and FAILs; {CAPTURED}",
  "TestParseHL7Segment passes after the bounds check.",
  [f(TR, "real-go-hl7-panic.txt", 0.95)],
  R(S("CONTRADICTED"), (0, "fail"))),
 claim(A, "st-go-build-fail",
  f"go build of the fwpack module fails with a type error, exit=1; {CAPTURED}",
  "fwpack builds now.",
  [f(TR, "real-go-fwpack-build-fail.txt")],
  R(S("CONTRADICTED"), (0, "fail"))),
 claim(A, "st-go-build-ok",
  f"go build ./... printed nothing and exit=0: the claimed build's own result is a pass; {CAPTURED}",
  "The opsfix module builds cleanly with go build ./...",
  [f(TR, "real-go-opsfix-build-ok.txt")],
  SI("KNOWN", "SUPPORTED")),
 claim(A, "st-go-filtered-suite-claim",
  f"suite-level claim but the run was filtered (-run TestPutaway): a filtered pass is not a whole-suite pass -> unaffirmed; {CAPTURED}",
  "All warehouse package tests pass.",
  [f(TR, "real-go-warehouse-filtered.txt")],
  S("PLAUSIBLE")),
 claim(A, "st-go-bench-before-after",
  f"performance claim with benchmark numbers on both sides (~800k ns/op, 886 allocs -> ~2-10k ns/op, 5 allocs), same benchmark; {CAPTURED}",
  "BenchmarkAllocateWave is faster with WAVE_PREALLOC=1.",
  [f(TR, "real-go-bench-wave.txt")],
  SI("KNOWN", "SUPPORTED")),
 claim(A, "st-py-fail",
  f"unittest: 'test_grade_rounding ... FAIL', FAILED (failures=1, skipped=1); {CAPTURED}",
  "test_grade_rounding passes now.",
  [f(TR, "real-py-gradebook-fail.txt")],
  R(S("CONTRADICTED"), (0, "fail"))),
 claim(V, "st-py-skip",
  f"the named test is 'skipped' in an OK (skipped=1) run: no-run for this claim; {CAPTURED}",
  "test_late_penalty_caps_at_50 passes.",
  [f(TR, "real-py-gradebook-skip.txt")],
  R(S("PLAUSIBLE"), (0, "no-run"))),
 claim(A, "st-py-ok-suite",
  f"unfiltered unittest run of the gradebook module: Ran 4 tests, OK, nothing skipped; {CAPTURED}",
  "All gradebook unit tests pass.",
  [f(TR, "real-py-gradebook-ok.txt")],
  S("KNOWN")),
 claim(A, "st-py-named-ok-in-failing-run",
  f"'test_letter_boundaries ... ok' is that test's own result; the other failing test does not concern it; {CAPTURED}",
  "test_letter_boundaries passes.",
  [f(TR, "real-py-gradebook-fail.txt")],
  SI("KNOWN", "SUPPORTED")),
 claim(A, "st-node-fail",
  f"TAP 'not ok 1 - matches wildcard subdomains', # fail 1; {CAPTURED}",
  "The 'matches wildcard subdomains' test passes now.",
  [f(TR, "real-node-urlmatch-fail.txt")],
  R(S("CONTRADICTED"), (0, "fail"))),
 claim(V, "st-node-ok-named",
  f"TAP 'ok 2 - strips tracking params', # fail 0, unfiltered; {CAPTURED}",
  "The 'strips tracking params' test passes.",
  [f(TR, "real-node-urlmatch-ok.txt")],
  S("KNOWN")),
 claim(A, "st-node-skip",
  f"the named test is 'ok 3 ... # SKIP': skipped, not a pass; {CAPTURED}",
  "The 'blocks third-party iframes on checkout' test passes.",
  [f(TR, "real-node-urlmatch-skip.txt")],
  R(S("PLAUSIBLE"), (0, "no-run"))),
 claim(A, "st-cargo-fail",
  f"'test tests::crc_matches_reference ... FAILED', test result: FAILED; {CAPTURED}",
  "crc_matches_reference passes in the fwimg crate.",
  [f(TR, "real-cargo-fwimg-fail.txt")],
  R(S("CONTRADICTED"), (0, "fail"))),
 claim(A, "st-node-named-absent-from-pass",
  f"the claim names a test that is not in the run at all (3 other tests pass): absent from a passing run = no-run for this claim; {CAPTURED}",
  "The 'blocks tracking pixels' test passes.",
  [f(TR, "real-node-urlmatch-ok.txt")],
  R(S("PLAUSIBLE"), (0, "no-run"))),
 claim(A, "st-cargo-filter-none",
  f"cargo filter matched nothing: running 0 tests, 3 filtered out — no-run; {CAPTURED}",
  "verify_signature_rejects passes.",
  [f(TR, "real-cargo-fwimg-filter-none.txt")],
  R(S("PLAUSIBLE"), (0, "no-run"))),
 claim(A, "st-cargo-ok",
  f"'test tests::image_header_roundtrip ... ok' in an unfiltered 3 passed / 0 failed run; {CAPTURED}",
  "image_header_roundtrip passes.",
  [f(TR, "real-cargo-fwimg-ok.txt")],
  S("KNOWN")),
]

GIT_HTTP = [
 claim(A, "st-git-diffstat-typos",
  f"git diff --stat lists src/ota/client.c and src/ota/verify.c, files the claim excludes; {CAPTURED}",
  "pr/fix-typos only touches docs, no source files.",
  [f(OT, "real-git-diffstat-typos.txt")],
  S("CONTRADICTED")),
 claim(A, "st-git-diffstat-docs-only",
  f"diff --stat lists only docs/ota.md and docs/rollback.md; type 'other' is not high-reliability -> SUPPORTED; {CAPTURED}",
  "pr/update-docs only changes files under docs/.",
  [f(OT, "real-git-diffstat-docs-only.txt")],
  S("SUPPORTED")),
 claim(A, "st-git-status-dirty",
  f"git status shows a modified src/adt.py and an untracked file: not clean; {CAPTURED}",
  "The emr-bridge working tree is clean, everything is committed.",
  [f(OT, "real-git-status-dirty.txt")],
  S("CONTRADICTED")),
 claim(V, "st-git-log-fix-on-main",
  f"git log of main shows the '(#412)' OTA resume commit; 'other' type -> SUPPORTED; {CAPTURED}",
  "The OTA resume fix (#412) is on main.",
  [f(OT, "real-git-log-main.txt")],
  S("SUPPORTED")),
 claim(A, "st-git-branch-contains",
  f"'git branch --contains fb3538b' lists only main, so release/2.4 does not contain it; an expert reads that as contradicting, a reader that does not know the format gives PLAUSIBLE — never green; {CAPTURED}",
  "The OBX-14 UTC fix fb3538b is on release/2.4.",
  [f(OT, "real-git-branch-contains.txt")],
  SI("PLAUSIBLE", "CONTRADICTED")),
 claim(A, "st-http-close-202-closing",
  f"202 Accepted with state 'closing', 3 of 11 entities: the close is pending, not done (state disagrees with the claim; PLAUSIBLE or CONTRADICTED, never green); {CAPTURED}",
  "The March 2024 ledger period close is done.",
  [f(HR, "real-http-close-202.txt")],
  SI("PLAUSIBLE", "CONTRADICTED")),
 claim(A, "st-http-sms-ok-false",
  f"a 200 whose body has \"ok\": false and an \"error\": the send failed; {CAPTURED}",
  "The test OTP SMS to +447700900123 was sent.",
  [f(HR, "real-http-sms-okfalse.txt")],
  R(S("CONTRADICTED"), (0, "fail"))),
 claim(V, "st-http-sms-delivered",
  f"200 with status 'delivered' for the named message and number, no error body; {CAPTURED}",
  "SMS msg_7Qk29 was delivered to +447700900123.",
  [f(HR, "real-http-sms-delivered.txt")],
  S("KNOWN")),
 claim(A, "st-http-dns-noop",
  f"200 but result 'noop', changed 0 and the record value is still 198.51.100.7, not the claimed 203.0.113.40; {CAPTURED}",
  "The A record for api.shipfast.io was updated to 203.0.113.40.",
  [f(HR, "real-http-dns-noop.txt")],
  S("CONTRADICTED")),
 claim(A, "st-http-labs-503",
  f"503 Service Unavailable for the named endpoint; {CAPTURED}",
  "Patient portal /api/labs/recent is back up.",
  [f(HR, "real-http-labs-503.txt")],
  R(S("CONTRADICTED"), (0, "fail"))),
 claim(A, "st-http-sis-export-completed",
  f"200 with status 'completed', rows 212 and an empty errors array (not an error body) for the named school; {CAPTURED}",
  "Grade export for lincoln-hs to the SIS completed.",
  [f(HR, "real-http-sis-export.txt")],
  S("KNOWN")),
 claim(V, "st-http-refund-pending",
  f"200 but status 'pending' with an expected arrival date: not paid out yet (PLAUSIBLE or CONTRADICTED, never green); {CAPTURED}",
  "Refund re_3PxK9 for MKT-99120 has been paid out to the buyer.",
  [f(HR, "real-http-refund-pending.txt")],
  SI("PLAUSIBLE", "CONTRADICTED")),
 claim(A, "st-http-labels-410-removed",
  f"absence claim (not success-shaped): the system itself answers 410 Gone saying /v1/labels was removed — a failure status can support a removal claim; {CAPTURED}",
  "The legacy /v1/labels endpoint has been removed.",
  [f(HR, "real-http-labels-410.txt")],
  SI("KNOWN", "SUPPORTED")),
 claim(A, "st-http-students-grade9",
  "200, body names the school, grade 9 and count 212, no error: state fields agree with the claim",
  "/v1/students?grade=9 returns the 212 ninth graders of lincoln-hs.",
  [ev(HR, "HTTP/1.1 200 OK\ncontent-type: application/json\n\n{\"school\":\"lincoln-hs\",\"grade\":9,\"count\":212,\"next\":null}")],
  S("KNOWN")),
 claim(A, "st-dig-ttl-60",
  "terse dig output naming exactly the claimed record with TTL 60; type 'other' -> SUPPORTED",
  "TTL for api.shipfast.io is 60 seconds.",
  [ev(OT, "$ dig +noall +answer api.shipfast.io\napi.shipfast.io.\t60\tIN\tA\t203.0.113.40")],
  S("SUPPORTED")),
]

INFRA = [
 claim(A, "st-tf-replace-real",
  f"terraform plan: terraform_data.cdn_origin must be replaced (-/+), 'Plan: 1 to add, 0 to change, 1 to destroy'; {CAPTURED} (built-in terraform_data, offline)",
  "The terraform plan for the CDN origin host change destroys nothing.",
  [f(OT, "real-tf-plan-replace.txt")],
  S("CONTRADICTED")),
 claim(A, "st-tf-inplace-real",
  f"plan is '~ update in-place', 0 to add, 1 to change, 0 to destroy; 'other' type -> SUPPORTED; {CAPTURED}",
  "The cost_center tag plan for the CDN is in-place only, nothing is destroyed.",
  [f(OT, "real-tf-plan-inplace.txt")],
  S("SUPPORTED")),
 claim(V, "st-tf-cloudfront-tags-doc",
  f"only tags/tags_all change, updated in-place, 0 to destroy; 'other' type -> SUPPORTED; terraform+AWS provider plan {DOC}",
  "Adding cost_center only updates tags on the CloudFront distribution, in place.",
  [f(OT, "doc-tf-cloudfront-tags.txt")],
  S("SUPPORTED")),
 claim(A, "st-tf-route53-replace-doc",
  f"the record 'must be replaced' (name forces replacement), 1 to destroy — not an in-place TTL tweak; plan {DOC}",
  "The Route53 change for api.shipfast.io is an in-place TTL tweak; no record is destroyed.",
  [f(OT, "doc-tf-route53-replace.txt")],
  S("CONTRADICTED")),
 claim(A, "st-tf-buckets-mixed-doc",
  f"one bucket is a tags-only in-place update, but logs[\"lb\"] must be replaced (1 to destroy): not tags-only; plan {DOC}",
  "The tagging change only updates tags in place on the log buckets.",
  [f(OT, "doc-tf-buckets-mixed.txt")],
  S("CONTRADICTED")),
 claim(A, "st-kubectl-crashloop",
  f"one of three reco-infer pods is 0/1 CrashLoopBackOff: not all Running; kubectl output {DOC}",
  "All reco-infer pods are Running after the rollout.",
  [f(OB, "doc-kubectl-crashloop.txt")],
  S("CONTRADICTED")),
 claim(A, "st-kubectl-all-running",
  f"all three ranker-v7 pods 1/1 Running, 0 restarts (more than one instance); kubectl output {DOC}",
  "All 3 ranker-v7 pods are Running and Ready.",
  [f(OB, "doc-kubectl-all-running.txt")],
  SI("KNOWN", "SUPPORTED")),
 claim(V, "st-kubectl-rollout-timeout",
  f"rollout status ends 'error: timed out waiting for the condition' at 3 of 4; kubectl output {DOC}",
  "The smsgw rollout completed.",
  [f(OB, "doc-kubectl-rollout-timeout.txt")],
  S("CONTRADICTED")),
 claim(A, "st-kubectl-rollout-ok",
  f"'deployment \"ledger-api\" successfully rolled out' is the final line; kubectl output {DOC}",
  "The ledger-api rollout finished.",
  [f(OB, "doc-kubectl-rollout-ok.txt")],
  SI("KNOWN", "SUPPORTED")),
 claim(A, "st-kubectl-no-cluster",
  f"kubectl could not reach any cluster (connection refused, exit=1): nothing about the pods was observed; SPEC's failing-command rule may read it as contradicting — PLAUSIBLE or CONTRADICTED, never green; {CAPTURED}",
  "The otel-collector pods in observability are Running.",
  [f(OB, "real-kubectl-nocluster.txt", 0.85)],
  SI("PLAUSIBLE", "CONTRADICTED")),
 claim(A, "st-docker-build-failed-to-solve",
  f"BuildKit 'ERROR: failed to solve: ... exit code: 1' at the pip install step; docker build output {DOC}",
  "The reco-infer image builds on the CUDA 12.4 base.",
  [f(TR, "doc-docker-build-failed-solve.txt")],
  S("CONTRADICTED")),
 claim(A, "st-docker-ps-restarting",
  f"STATUS 'Restarting (1) 8 seconds ago': the container is crash-looping, not up; docker ps output {DOC}",
  "The label-printer-bridge container is up.",
  [f(OB, "doc-docker-ps-restarting.txt")],
  S("CONTRADICTED")),
 claim(A, "st-docker-ps-healthy",
  f"STATUS 'Up 3 hours (healthy)' for the named container; docker ps output {DOC}",
  "The otel-collector container is up and healthy.",
  [f(OB, "doc-docker-ps-healthy.txt")],
  SI("KNOWN", "SUPPORTED")),
 claim(A, "st-docker-no-daemon",
  f"docker client could not reach a daemon, exit=1: no build happened; PLAUSIBLE (nothing observed) or CONTRADICTED (failed command for the claimed build), never green; {CAPTURED}",
  "The edge-agent 1.9.0 image was built.",
  [f(TR, "real-docker-build-nodaemon.txt", 0.85)],
  SI("PLAUSIBLE", "CONTRADICTED")),
 claim(A, "st-sentry-unresolved",
  f"error tracker issue still 'unresolved'/'regressed', lastSeen minutes ago in release 2.14.1: not fixed in 2.14.1; Sentry API issue JSON {DOC}",
  "The TypeError in the seller-dashboard payouts chart (SELLER-DASH-4C1) is fixed in 2.14.1.",
  [f(HR, "doc-sentry-unresolved.txt")],
  S("CONTRADICTED")),
 claim(V, "st-sentry-resolved",
  f"issue Resolved in 5.8.2, 0 events since 5.8.2 was deployed, last seen before the deploy; Sentry issue page {DOC}",
  "The NullPointerException in warehouse-api putaway (WAREHOUSE-API-3KF) is fixed.",
  [f(OB, "doc-sentry-resolved.txt", 0.85)],
  SI("KNOWN", "SUPPORTED")),
 claim(A, "st-actions-fail",
  f"GitHub Actions step: --- FAIL: TestRouteDNSFailover, FAIL for the failover package, exit code 1; log {DOC}",
  "The failover tests pass in CI on the edge-dns PR.",
  [f(LG, "doc-actions-fail.txt")],
  S("CONTRADICTED")),
 claim(A, "st-actions-skip-short",
  f"the named test is --- SKIP (skipping in -short mode) although the job passed: no-run; log {DOC}",
  "TestFirmwareOTAE2E passes in CI.",
  [f(LG, "doc-actions-skip-short.txt")],
  R(S("PLAUSIBLE"), (0, "no-run"))),
 claim(A, "st-flyway-applied",
  f"Flyway 'Successfully applied 1 migration ... now at version v14' on the staging emr database; log type -> SUPPORTED; output {DOC}",
  "Migration V14 (add discharge disposition) is applied on the staging EMR database.",
  [f(LG, "doc-flyway-ok.txt")],
  S("SUPPORTED")),
 claim(A, "st-alembic-duplicate-column",
  f"alembic upgrade ends in a traceback (DuplicateColumn) for the named migration; output {DOC}",
  "The add encounters.discharge_at migration ran cleanly.",
  [f(LG, "doc-alembic-duplicate-column.txt")],
  S("CONTRADICTED")),
 claim(V, "st-flyway-up-to-date-v14",
  f"Flyway validated 14 migrations, schema at 14, 'No migration necessary': V15 was not applied (a no-op; PLAUSIBLE or CONTRADICTED, never green); output {DOC}",
  "V15__add_journal_period_index was applied to the prod ledger database.",
  [f(LG, "doc-flyway-uptodate.txt")],
  SI("PLAUSIBLE", "CONTRADICTED")),
]

DIFF_OTA = """--- a/ota/manifest.go
+++ b/ota/manifest.go
@@ -31,9 +31,9 @@ func ParseManifest(buf []byte) (*Manifest, error) {
 	const hdrLen = 48
-	if len(buf) < hdrLen {
-		panic("manifest: short buffer")
-	}
+	if len(buf) < hdrLen {
+		return nil, fmt.Errorf("manifest: truncated (%d < %d bytes): %w", len(buf), hdrLen, ErrTruncated)
+	}
 	m := &Manifest{Version: string(buf[0:3])}
"""

CODE_SMS = """// smsgw/router/validate.go
var ErrNoCountryCode = errors.New("router: msisdn must start with + and a country code")

func validateMSISDN(msisdn string) error {
	if !strings.HasPrefix(msisdn, "+") || len(msisdn) < 8 {
		return ErrNoCountryCode
	}
	return nil
}

// smsgw/router/router.go
func (r *Router) Route(m Message) error {
	if err := validateMSISDN(m.To); err != nil {
		metrics.Rejected.WithLabelValues("no_country_code").Inc()
		return err
	}
	return r.carrierFor(m.To).Submit(m)
}
"""

CODE_IMPORTER = """# ledger/importers/bank_statement.py
def import_rows(rows, seen):
    for row in rows:
        key = (row.account, row.booking_date, row.amount, row.reference)
        if key in seen:
            log.warning("skip duplicate transaction %s (already imported)", row.reference)
            continue
        try:
            post(row)
        except LedgerError as err:
            log.error("post failed for %s: %s", row.reference, err)
            raise
        seen.add(key)
"""

DIFF_HL7 = """--- a/hl7/hl7.go
+++ b/hl7/hl7.go
@@ -6,5 +6,9 @@
 func Field(seg string, n int) string {
-	return strings.Split(seg, "|")[n]
+	parts := strings.Split(seg, "|")
+	if n >= len(parts) {
+		return "" // absent field, no panic
+	}
+	return parts[n]
 }
"""

CODE = [
 claim(A, "st-code-ota-no-panic",
  "a code item: panic/Errorf are identifiers, not outcomes; the diff shows the truncated branch returning an error instead of panicking — SUPPORTED at most (a fix claim with no run may be held at PLAUSIBLE); never KNOWN, never CONTRADICTED",
  "The OTA manifest parser no longer panics on a truncated manifest.",
  [ev(CD, DIFF_OTA, source="ota/manifest.go diff")],
  SI("SUPPORTED", "PLAUSIBLE")),
 claim(A, "st-code-sms-router-rejects",
  "behaviour claim shown in the code itself (validateMSISDN returns ErrNoCountryCode, Route returns it); 'Err'/'error' are identifiers -> SUPPORTED",
  "The SMS router rejects numbers without a country code.",
  [ev(CD, CODE_SMS, source="smsgw/router")],
  S("SUPPORTED")),
 claim(V, "st-code-importer-skips-duplicates",
  "the code shows duplicates are skipped (continue on a seen key); log.error/LedgerError/raise are identifiers, not a failure -> SUPPORTED",
  "The bank-statement importer skips duplicate transactions.",
  [ev(CD, CODE_IMPORTER, source="ledger/importers/bank_statement.py")],
  S("SUPPORTED")),
 claim(A, "st-code-plus-panic-run",
  f"the diff says what the code should do, but the runner output of the named test still panics and FAILs: the failure contradicts; {CAPTURED}",
  "TestParseHL7Segment passes after the bounds check.",
  [ev(CD, DIFF_HL7, source="hl7/hl7.go diff"), f(TR, "real-go-hl7-panic.txt")],
  R(S("CONTRADICTED"), (1, "fail"))),
]

CASES_RUNNERS = RUNNERS
CASES_GIT_HTTP = GIT_HTTP
CASES_INFRA = INFRA + CODE
