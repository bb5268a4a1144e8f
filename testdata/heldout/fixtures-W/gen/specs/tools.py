# verify, audit, prove_it, reality_check and discovery_check cases (SPEC §5, §6, §7, §9).
from _h import E, C, call, sid
FILE = "tools.json"
O, T, H, L, U, I = "observed_behavior", "test_result", "http_response", "log", "user_fact", "inference"

def rec(**kw):
    base = {"protocolVersion": "2025-11-25", "listChanged": True,
            "notificationAt": "2026-12-03T09:00:00Z",
            "discoveryStartedAt": "2026-12-03T09:00:02Z", "discoveryCompletedAt": "2026-12-03T09:00:03Z",
            "pages": [{"cursor": None, "nextCursor": "pg2", "toolCount": 2}, {"cursor": "pg2", "nextCursor": None, "toolCount": 1}],
            "discoveredDigest": "sha256:" + "3f9a1c" * 10 + "0b2e",
            "clientDigest": "sha256:" + "3f9a1c" * 10 + "0b2e",
            "observedAt": "2026-12-03T09:05:00Z"}
    for k, v in kw.items():
        if v is None: base.pop(k, None)
        else: base[k] = v
    return base

PURGE_OLD = {"name": "purge_cdn_path", "description": "Purge a path from every Halyard CDN edge.",
             "inputSchema": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]},
             "annotations": {"readOnlyHint": False, "destructiveHint": True}}
PURGE_NEW = {"name": "purge_cdn_path", "description": "Purge a path from one Halyard CDN edge.",
             "inputSchema": {"type": "object", "properties": {"path": {"type": "string"}, "edge": {"type": "string"}}, "required": ["path", "edge"]},
             "annotations": {"readOnlyHint": False, "destructiveHint": True}}
JOB = {"name": "get_job_status", "description": "Read a transcode job's state.",
       "inputSchema": {"type": "object", "properties": {"jobId": {"type": "string"}}, "required": ["jobId"]},
       "annotations": {"readOnlyHint": True}}

def dc(name, why, record, verdict):
    return C(name, why, [call("discovery_check", record, status=verdict)])

CASES = [
# ---------- discovery_check (§9.3) ----------
dc("dc-two-page-converged", "Complete two-page traversal after the notification, digests equal, listChanged true → converged (§9.3 rule 7, §9.5 case 1).", rec(), "converged"),
dc("dc-notification-after-refresh", "notificationAt 09:00:05 is after discoveryStartedAt 09:00:02: the refresh predates the signal → stale (rule 3), even with equal digests.",
   rec(notificationAt="2026-12-03T09:00:05Z"), "stale"),
dc("dc-first-page-only", "Last page still has nextCursor → incomplete (rule 2, §9.5 case 4).",
   rec(pages=[{"cursor": None, "nextCursor": "pg2", "toolCount": 2}]), "incomplete"),
dc("dc-same-name-changed-contract", "purge_cdn_path gained a required `edge`; client kept the old definition → digests differ → stale (rule 5, §9.5 case 5).",
   rec(discoveredDigest=None, clientDigest=None, discoveredTools=[JOB, PURGE_NEW], clientTools=[JOB, PURGE_OLD]), "stale"),
dc("dc-no-listchanged-no-bound", "listChanged false, no refreshPolicy.maxAgeMs or ttlMs → unverifiable (rule 6, §9.5 case 6).",
   rec(listChanged=False, notificationAt=None), "unverifiable"),
dc("dc-no-listchanged-ttl-covers", "listChanged false but ttlMs 600000 covers observedAt − discoveryCompletedAt (≈5 min) → freshness bounded → converged (rule 6 not met).",
   rec(listChanged=False, notificationAt=None, ttlMs=600000), "converged"),
dc("dc-ttl-expired", "listChanged absent and ttlMs 60000 does not cover the ≈5 min since completion → unverifiable (rule 6).",
   rec(listChanged=None, notificationAt=None, ttlMs=60000), "unverifiable"),
dc("dc-broken-chain", "pages[1].cursor ≠ pages[0].nextCursor → incomplete (rule 2).",
   rec(pages=[{"cursor": None, "nextCursor": "pg2"}, {"cursor": "pg3", "nextCursor": None}]), "incomplete"),
dc("dc-empty-string-cursor-2026", "On 2026-07-28 an empty-string nextCursor is a cursor: the last page still has one → incomplete (rule 2).",
   rec(protocolVersion="2026-07-28", pages=[{"cursor": None, "nextCursor": "pg2"}, {"cursor": "pg2", "nextCursor": ""}]), "incomplete"),
dc("dc-client-registry-unknown", "Neither clientTools nor clientDigest → unverifiable (rule 4).", rec(clientDigest=None), "unverifiable"),
# ---------- verify ----------
C("verify-failing-ci", "verify reads content like ackrite: --- FAIL for the named test contradicts the fix claim (§4.1, §5).", [
  call("verify", {"sessionId": sid("verify-failing-ci"), "claim": "TestPlayReadyLicenceRenewal passes after the LicenseNonce change.",
       "evidence": [E(T, "--- FAIL: TestPlayReadyLicenceRenewal (0.31s)\n    renewal_test.go:88: renewal response missing LicenseNonce\nFAIL\thalyard.dev/keyvault-lic/playready\t0.544s", "supports", 0.95)],
       "expectedBehavior": "renewal response carries LicenseNonce", "observedBehavior": "CI run on main"}, status="CONTRADICTED")]),
C("verify-http-affirms", "2xx, body state agrees, direct http_response 0.9 → KNOWN.", [
  call("verify", {"sessionId": sid("verify-http-affirms"), "claim": "The tizen player config enables PlayReady DRM.",
       "evidence": [E(H, "HTTP/1.1 200 OK\nContent-Type: application/json\n\n{\"platform\": \"tizen\", \"sdk\": \"halyard-player-tv 2.8.0\", \"drm\": \"playready\", \"lowLatency\": false}", "supports", 0.9)]}, status="KNOWN")]),
C("verify-hedged", "Hedge ('seems', 'my guess') → PLAUSIBLE.", [
  call("verify", {"sessionId": sid("verify-hedged"), "claim": "Segment prefetch on edge-iad3 reduces origin load.",
       "evidence": [E(O, "Origin load seems lower since prefetch went on at iad3, my guess is about 20%.", "supports", 0.85)]}, status="PLAUSIBLE")]),
C("verify-no-evidence", "No evidence items → UNVERIFIED even with expected/observed behaviour text (those describe, they are not evidence items).", [
  call("verify", {"sessionId": sid("verify-no-evidence"), "claim": "The packager honours the tenant's maximum rendition height.",
       "evidence": [], "expectedBehavior": "no rendition above 1080p for canal-sur"}, status="UNVERIFIED")]),
C("verify-session-bound", "ackrite CONTRADICTED the claim in call 1; verify of the same claim with only support in call 2 stays CONTRADICTED (§7 binds every tool).", [
  call("ackrite", {"sessionId": sid("verify-session-bound"), "claim": "DRM licence renewals succeed on edge-sin2.",
       "evidence": [E(O, "edge-sin2: licence renewals keep failing with 502 from keyvault-lic since 08:00 SGT.", "contradicts", 0.9)]}, status="CONTRADICTED"),
  call("verify", {"sessionId": sid("verify-session-bound"), "claim": "DRM licence renewals succeed on edge-sin2.",
       "evidence": [E(O, "Renewals look fine to me on sin2.", "supports", 0.8)]}, status="CONTRADICTED")]),
# ---------- audit ----------
C("audit-rewrite-packager", "Rewrite proposal with no evidence that the current component cannot be fixed in place → rewrite high → verify-first (§5 audit).", [
  call("audit", {"sessionId": sid("audit-rewrite-packager"), "reportedProblem": "DASH SegmentTimeline drifts after 24h of live packaging.",
       "proposal": "Rewrite the DASH packager from scratch in Rust and rip out the current Go timeline code.",
       "proposedChanges": [{"path": "pkgr/dash/", "description": "delete and reimplement the DASH packager in Rust"}],
       "testPlan": "Run the existing manifest unit tests.", "evidence": []}, recommendation="verify-first", mustFlag=["rewrite"])]),
C("audit-typo-docs", "Typo in documentation only → trivial → proceed, no tests finding (§5 trivial changes).", [
  call("audit", {"sessionId": sid("audit-typo-docs"), "proposal": "Fix the typo 'recieve' → 'receive' in the packager README.",
       "proposedChanges": [{"path": "docs/README.md", "description": "typo fix in the HLS section"}], "evidence": []},
       recommendation="proceed", mustNotFlag=["tests", "rewrite", "scope"])]),
C("audit-drop-archive-table", "DROP TABLE with no backup or rollback → data-loss high → verify-first (§5).", [
  call("audit", {"sessionId": sid("audit-drop-archive-table"), "reportedProblem": "The media database is running out of disk.",
       "proposal": "Run DROP TABLE transcode_jobs_archive; on the media database to free 400 GB.",
       "proposedChanges": [{"path": "migrations/0093_drop_archive.sql", "description": "DROP TABLE transcode_jobs_archive"}], "evidence": []},
       recommendation="verify-first", mustFlag=["data-loss"])]),
C("audit-insecure-skip-verify", "InsecureSkipVerify on the licence client → security high → verify-first.", [
  call("audit", {"sessionId": sid("audit-insecure-skip-verify"), "reportedProblem": "Player SDK licence requests fail with x509: certificate signed by unknown authority on staging.",
       "proposal": "Set InsecureSkipVerify: true in the licence HTTP client so staging works.",
       "proposedChanges": [{"path": "player-sdk/drm/client.go", "description": "tls.Config{InsecureSkipVerify: true}"}],
       "testPlan": "Play a staging stream on Tizen.", "evidence": []}, recommendation="verify-first", mustFlag=["security"])]),
C("audit-entitlement-commented-out", "An auth/permission guard commented out → security high (§5) → verify-first.", [
  call("audit", {"sessionId": sid("audit-entitlement-commented-out"), "reportedProblem": "Load test for keyvault-lic is blocked by entitlement lookups.",
       "proposal": "Comment out the entitlement check in the licence handler for the load test week.",
       "proposedChanges": [{"path": "keyvault-lic/handler.go", "description": "// if !entitled(tenant, contentId) { return 403 }"}],
       "testPlan": "Run the k6 licence load test.", "evidence": []}, recommendation="verify-first", mustFlag=["security"])]),
C("audit-seed-like-abr", "Seed-example shape: rewrite + unsupported API contract + unrelated theme change + no test plan → verify-first; flags rewrite, api-contract, scope, tests (§5 seed example).", [
  call("audit", {"sessionId": sid("audit-seed-like-abr"), "reportedProblem": "Tizen playback stalls after the first ABR switch.",
       "proposal": "Rewrite the player ABR module and replace the licence endpoint integration with the new v2 licence API.",
       "proposedChanges": [{"path": "player-sdk/abr/controller.ts", "description": "rewrite ABR controller and licence routes"},
                           {"path": "player-sdk/ui/theme.ts", "description": "new colour palette for the settings menu"}], "evidence": []},
       recommendation="verify-first", mustFlag=["rewrite", "api-contract", "scope", "tests"])]),
C("audit-tight-retry-empty-catch", "Unbounded tight retry with an empty catch → error-handling medium → narrow-first; verify-first also allowed because §5 leaves api-contract at 'medium/high' for the assumed 503 behaviour (both non-green).", [
  call("audit", {"sessionId": sid("audit-tight-retry-empty-catch"), "reportedProblem": "Segment uploads to the origin bucket occasionally fail with 503.",
       "proposal": "Wrap the segment upload in a while(true) retry loop with no delay and an empty catch block so 503s never surface.",
       "proposedChanges": [{"path": "xcode-worker/upload.ts", "description": "while (true) { try { await put(seg); break } catch (e) {} }"}],
       "testPlan": "Add a unit test that fakes two 503s and checks the upload succeeds on the third try.", "evidence": []},
       recommendationIn=["narrow-first", "verify-first"], mustFlag=["error-handling"])]),
C("audit-deprecated-successor", "Replacing a deprecated call with its documented successor is not a rewrite (§5 rewrite row).", [
  call("audit", {"sessionId": sid("audit-deprecated-successor"), "reportedProblem": "go vet warns that ioutil.ReadAll is deprecated in pkgr/hls.",
       "proposal": "Replace the deprecated ioutil.ReadAll with its documented successor io.ReadAll in pkgr/hls/fetch.go.",
       "proposedChanges": [{"path": "pkgr/hls/fetch.go", "description": "ioutil.ReadAll -> io.ReadAll"}],
       "testPlan": "go test ./pkgr/hls", "evidence": []}, mustNotFlag=["rewrite", "data-loss"])]),
C("audit-rm-with-backup-rollback", "rm -rf is data-loss, lowered to medium because the proposal states both a backup and a rollback path → narrow-first (§5 data-loss row).", [
  call("audit", {"sessionId": sid("audit-rm-with-backup-rollback"), "reportedProblem": "Packager nodes are at 95% disk from stale segment caches.",
       "proposal": "Run rm -rf /var/cache/pkgr/segments-2026-10 on the packager nodes. Backup: an EBS snapshot of the cache volume is taken first. Rollback: restore the snapshot and remount.",
       "proposedChanges": [{"path": "ops/runbooks/cache-cleanup.sh", "description": "snapshot volume, then rm -rf /var/cache/pkgr/segments-2026-10"}],
       "testPlan": "Run on one staging packager first and check playback of October VODs still comes from origin.", "evidence": []},
       recommendation="narrow-first", mustFlag=["data-loss"])]),
C("audit-rests-on-contradicted", "Call 1 CONTRADICTED the claim; the call-2 proposal rests on it → evidence finding high → verify-first (§5 evidence, §7).", [
  call("ackrite", {"sessionId": sid("audit-rests-on-contradicted"), "claim": "The origin shield is the cause of rebuffering on edge-gru1.",
       "evidence": [E(O, "During the rebuffering on edge-gru1 the origin shield hit ratio stayed at 97% and shield latency at 12 ms; the rebuffers line up with the last-mile ISP outage instead.", "contradicts", 0.9)]}, status="CONTRADICTED"),
  call("audit", {"sessionId": sid("audit-rests-on-contradicted"), "reportedProblem": "Rebuffering on edge-gru1.",
       "proposal": "Because the origin shield is the cause of rebuffering on edge-gru1, double the shield cluster in São Paulo.",
       "proposedChanges": [{"path": "infra/cdn/gru1-shield.tf", "description": "shield node count 4 -> 8"}], "testPlan": "Watch the gru1 rebuffer ratio for a day.", "evidence": []},
       recommendation="verify-first", mustFlag=["evidence"])]),
# ---------- prove_it ----------
C("prove-it-failed-benchmark", "The evidence is a failing benchmark run; prove_it readings follow §4.1: fail.", [
  call("prove_it", {"sessionId": sid("prove-it-failed-benchmark"), "claim": "The new MPD writer is faster than the old one.", "scope": "performance",
       "evidence": [E(T, "$ go test ./pkgr/dash -bench BenchmarkMPDWrite -count=5\n--- FAIL: BenchmarkMPDWrite\n    mpd_bench_test.go:22: fixture tenants.json missing\nFAIL\nFAIL\thalyard.dev/pkgr/dash\t0.019s", "supports", 0.9)]},
       readings=[{"index": 0, "reading": "fail"}])]),
C("prove-it-pass-affirms", "A named test's own PASS is read as affirms in prove_it too (§5 prove_it uses §4.1 readings).", [
  call("prove_it", {"sessionId": sid("prove-it-pass-affirms"), "claim": "TestDASHMPDTimeline passes.", "scope": "testing",
       "evidence": [E(T, "=== RUN   TestDASHMPDTimeline\n--- PASS: TestDASHMPDTimeline (0.00s)\nPASS\nok  \thalyard.dev/media/manifest\t0.004s", "supports", 0.9)]},
       readings=[{"index": 0, "reading": "affirms"}])]),
C("prove-it-skipped", "The named test skipped → no-run (§4.1).", [
  call("prove_it", {"sessionId": sid("prove-it-skipped"), "claim": "TestLowLatencyParts passes.",
       "evidence": [E(T, "=== RUN   TestLowLatencyParts\n    segmenter_test.go:26: LL-HLS partial segments not implemented\n--- SKIP: TestLowLatencyParts (0.00s)\nPASS\nok  \thalyard.dev/media/segmenter\t0.003s", "supports", 0.9)]},
       readings=[{"index": 0, "reading": "no-run"}])]),
C("prove-it-plan-unaffirmed", "A plan labelled supports is unaffirmed (§4.1).", [
  call("prove_it", {"sessionId": sid("prove-it-plan-unaffirmed"), "claim": "keyvault-lic is not vulnerable to licence replay.", "scope": "security",
       "evidence": [E(O, "We plan to add nonce checks next sprint, which will block replayed licence requests.", "supports", 0.8)]},
       readings=[{"index": 0, "reading": "unaffirmed"}])]),
# ---------- reality_check ----------
C("rc-restart-loop", "Three failed restarts/redeploys of one pod (synonym table) → repeated-strategy (§5 reality_check).", [
  call("reality_check", {"sessionId": sid("rc-restart-loop"), "reasoning": "The xcode-worker pod just needs another restart.",
       "attempts": [{"approach": "Restart the xcode-worker-7qv4n pod", "outcome": "CrashLoopBackOff after 40s: nvenc init failed", "succeeded": False},
                    {"approach": "Redeploy xcode-worker with 2 replicas", "outcome": "CrashLoopBackOff after 38s: nvenc init failed", "succeeded": False},
                    {"approach": "kubectl rollout restart deploy/xcode-worker", "outcome": "CrashLoopBackOff after 41s: nvenc init failed", "succeeded": False}],
       "evidence": []}, primaryIssue="repeated-strategy")]),
C("rc-same-signature-different-approaches", "Three different approaches, the same failure signature after normalising numbers → one loop (§5).", [
  call("reality_check", {"sessionId": sid("rc-same-signature-different-approaches"), "reasoning": "Next I'll try a different CDN config.",
       "attempts": [{"approach": "Increase the edge-gru1 origin timeout", "outcome": "seg_90303.ts: 504 Gateway Timeout after 10001 ms"},
                    {"approach": "Switch edge-gru1 to the Miami origin shield", "outcome": "seg_90417.ts: 504 Gateway Timeout after 10003 ms"},
                    {"approach": "Disable HTTP/2 coalescing on the edge", "outcome": "seg_90522.ts: 504 Gateway Timeout after 10000 ms"}],
       "evidence": []}, primaryIssue="repeated-strategy")]),
C("rc-untested-success", "Success language with no evidence whose reading is a pass for what is declared fixed → untested-success.", [
  call("reality_check", {"sessionId": sid("rc-untested-success"), "reasoning": "I changed the WebVTT offset handling, so the subtitle delay on orb-ep12 is fixed now and we can close the ticket.",
       "attempts": [{"approach": "Adjust WebVTT X-TIMESTAMP-MAP offset in pkgr", "outcome": "deployed to staging"}], "evidence": []},
       primaryIssue="untested-success")]),
C("rc-premature-rewrite", "A rewrite is proposed before the component is shown unfixable → premature-rewrite.", [
  call("reality_check", {"sessionId": sid("rc-premature-rewrite"), "reasoning": "The licence cache is a mess; let's rewrite keyvault-lic's cache layer from scratch on Redis.",
       "attempts": [{"approach": "Lower the cache TTL to 60s", "outcome": "renewal errors unchanged", "succeeded": False}], "evidence": []},
       primaryIssue="premature-rewrite")]),
C("rc-unsupported-certainty", "'definitely' / 'obviously' with no supporting evidence → unsupported-certainty.", [
  call("reality_check", {"sessionId": sid("rc-unsupported-certainty"), "reasoning": "It's definitely the ISP in Brazil, obviously not our edge.",
       "attempts": [], "evidence": []}, primaryIssue="unsupported-certainty")]),
C("rc-not-fixed-yet-plan", "'not fixed yet ... will fix' is negation/plan-aware, not success; no rewrite, no certainty, one attempt → none.", [
  call("reality_check", {"sessionId": sid("rc-not-fixed-yet-plan"), "reasoning": "The Roku audio desync is not fixed yet; next I will capture a packet trace of one ad break to see where the PTS jumps.",
       "attempts": [{"approach": "Re-mux the ad creative with aligned audio PTS", "outcome": "desync still seen in 3 of 10 breaks", "succeeded": False}], "evidence": []},
       primaryIssue="none")]),
C("rc-two-failures-only-risk", "Two failed attempts of one strategy is a risk, not the primary issue (§5 '≥ 2 is a risk') → none.", [
  call("reality_check", {"sessionId": sid("rc-two-failures-only-risk"), "reasoning": "Looking at the ingest-gw logs next to understand the SRT drop.",
       "attempts": [{"approach": "Bump SRT latency to 200ms", "outcome": "caller dropped: peer idle timeout", "succeeded": False},
                    {"approach": "Bump SRT latency to 400ms", "outcome": "caller dropped: peer idle timeout", "succeeded": False}], "evidence": []},
       primaryIssue="none")]),
C("rc-success-with-pass", "Success claim backed by a relevant pass of what is declared fixed → no untested-success → none.", [
  call("reality_check", {"sessionId": sid("rc-success-with-pass"), "reasoning": "The PlayReady selection on Edge is fixed.",
       "attempts": [{"approach": "Match the Edge user agent before Chrome in pickKeySystem", "outcome": "ok 3 - drm selects playready on edge", "succeeded": True}],
       "evidence": [E(T, "# Subtest: drm selects playready on edge\nok 3 - drm selects playready on edge\n1..4\n# tests 4\n# pass 4\n# fail 0", "supports", 0.9)]},
       primaryIssue="none")]),
C("rc-contradicted-premise", "The reasoning leans on a claim CONTRADICTED earlier in the session → contradicted-premise (§5, §7).", [
  call("ackrite", {"sessionId": sid("rc-contradicted-premise"), "claim": "The Fire TV app plays 4K for canal-sur.",
       "evidence": [E(O, "Fire TV Stick 4K Max with the canal-sur app never goes above 1080p, even at 80 Mbps.", "contradicts", 0.9)]}, status="CONTRADICTED"),
  call("reality_check", {"sessionId": sid("rc-contradicted-premise"), "reasoning": "Since the Fire TV app plays 4K for canal-sur, the HDR issue must come from the encoder side; I'll tune the HDR10 metadata.",
       "attempts": [{"approach": "Change HDR10 mastering display metadata", "outcome": "no change on the TV", "succeeded": False}], "evidence": []},
       primaryIssue="contradicted-premise")]),
]
