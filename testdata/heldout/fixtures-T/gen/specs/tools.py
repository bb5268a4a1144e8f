# verify, audit, prove_it, reality_check, discovery_check cases.
import copy, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _lib import *

FILE = "tools.json"
O = "observed_behavior"; L = "log"; T = "test_result"; H = "http_response"

def one(name, why, tool, args, expect):
    a = {"sessionId": sid(name)}; a.update(args)
    return {"name": name, "why": why, "calls": [{"tool": tool, "arguments": a, "expect": expect}]}

def multi(name, why, calls):
    s = sid(name); out = []
    for tool, args, exp in calls:
        a = {"sessionId": s}; a.update(args); out.append({"tool": tool, "arguments": a, "expect": exp})
    return {"name": name, "why": why, "calls": out}

def disc(name, why, record, verdict):
    return {"name": name, "why": why, "calls": [{"tool": "discovery_check", "arguments": record, "expect": {"status": verdict}}]}

def audit(name, why, proposal, expect, **kw):
    a = {"proposal": proposal}; a.update(kw)
    return one(name, why, "audit", a, expect)

def rc(name, why, attempts, reasoning=None, evidence=None, expect=None):
    a = {"attempts": attempts}
    if reasoning: a["reasoning"] = reasoning
    if evidence is not None: a["evidence"] = evidence
    return one(name, why, "reality_check", a, expect)

DA = "sha256:" + "3f9a1c07b2e4d6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70"
DB = "sha256:" + "b71e0d94c3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6"
BASE = {"protocolVersion": "2025-11-25", "listChanged": True, "notificationAt": "2026-06-02T09:59:00Z",
        "discoveryStartedAt": "2026-06-02T10:00:00Z", "discoveryCompletedAt": "2026-06-02T10:00:01Z",
        "pages": [{"cursor": None, "nextCursor": "p2", "toolCount": 2}, {"cursor": "p2", "nextCursor": None, "toolCount": 1}],
        "discoveredDigest": DA, "clientDigest": DA, "observedAt": "2026-06-02T10:05:00Z"}
def rec(**kw):
    r = copy.deepcopy(BASE)
    for k, v in kw.items():
        if v is None: r.pop(k, None)
        else: r[k] = v
    return r

GET_SHADOW = {"name": "get_shadow", "description": "Read a thermostat's device shadow (reported, desired, delta).",
              "inputSchema": {"type": "object", "properties": {"deviceId": {"type": "string"}}, "required": ["deviceId"]},
              "annotations": {"readOnlyHint": True}}
ROLL_OLD = {"name": "schedule_rollout", "description": "Schedule a firmware rollout to a cohort.",
            "inputSchema": {"type": "object", "properties": {"firmware": {"type": "string"}, "cohort": {"type": "string"}}, "required": ["firmware"]},
            "annotations": {"readOnlyHint": False, "destructiveHint": False}}
ROLL_NEW = copy.deepcopy(ROLL_OLD); ROLL_NEW["inputSchema"]["properties"]["region"] = {"type": "string", "enum": ["eu1", "us1"]}
ROLL_NEW["inputSchema"]["required"] = ["firmware", "cohort", "region"]
ENERGY = {"name": "get_energy_report", "description": "Fetch a tenant's monthly energy report.",
          "inputSchema": {"type": "object", "properties": {"tenant": {"type": "string"}, "month": {"type": "string"}}, "required": ["tenant", "month"]}}
def reorder(t):  # same definition, keys in another order (canonicalization must not care)
    return dict(reversed(list(copy.deepcopy(t).items())))

CASES = [
 # ---------------- verify ----------------
 one("verify-named-test-pass", "The named test's own PASS line from a -run filter that selects it (§4.1): KNOWN in the ledger.",
     "verify", {"claim": "TestRollbackOnBootLoop passes.", "evidence": [ev("@@cap:go-ota-run-rollback.txt", T, rel=0.9)]}, R(K(), (0, "affirms"))),
 one("verify-bridge-mqtt-still-down", "The log says the bridge is 'still disconnected' 10 minutes later: persists contradicts the claim.",
     "verify", {"claim": "Bridge HB2-1203 reconnects to the eu1 MQTT broker after a Wi-Fi outage.",
                "expectedBehavior": "HB2-1203 reconnects within 60 s after Wi-Fi returns.",
                "observedBehavior": "Wi-Fi came back at 10:12; the bridge stayed offline.",
                "evidence": [ev("hb2-1203 mqttc: connect to mqtt.eu1.hearthly.example:8883 failed (timeout), retry 14 in 30s\nhb2-1203 mqttc: still disconnected at 10:22, last success 10:04", L, rel=0.9)]}, C()),
 one("verify-hedged-only", "'probably' / 'my guess': inference basis only -> PLAUSIBLE.",
     "verify", {"claim": "The us1 report generator's memory leak is fixed in 1.9.0.",
                "evidence": [ev("My guess is the leak is gone in 1.9.0, memory probably stays flat now - I only looked at one pod for five minutes.", O, rel=0.8)]}, P()),
 one("verify-nothing-supplied", "No evidence items at all -> UNVERIFIED (§4.2).",
     "verify", {"claim": "Halo Mini 4.12.1 keeps its schedule across a factory-reset-free power loss.", "evidence": []}, U()),
 one("verify-2xx-with-errors-body", "201 whose body says success:false with a non-empty errors list: outcome fail (§4.1).",
     "verify", {"claim": "POST /v1/ota/rollouts creates the eu1 4.12.1 rollout for nordvarme.",
                "evidence": [ev("HTTP/1.1 201 Created\nContent-Type: application/json\n\n{\"success\": false, \"errors\": [{\"code\": \"cohort_locked\", \"message\": \"cohort nordvarme-all is locked by ro-2301\"}]}", H, rel=0.9)]}, R(C(), (0, "fail"))),
 multi("verify-binds-earlier-contradiction",
       "Call 1 (ackrite) is CONTRADICTED; verify of the same claim in the same session with only support stays CONTRADICTED (§7, every tool).",
       [("ackrite", {"claim": "The eu1 energy-report generator is back up.", "evidence": [ev("GET /eu1/v1/energy/reports/2026-05 -> 503 report_generator_unavailable at 10:31.", H, "contradicts", 0.9)]}, C()),
        ("verify", {"claim": "The eu1 energy-report generator is back up.", "evidence": [ev("Someone on the ops channel saw the eu1 generator pod Running at 10:40.", O, rel=0.7)]}, C())]),
 # ---------------- audit ----------------
 audit("audit-typo-in-app-string", "A typo in a UI string and nothing else: trivial change -> proceed, and no tests finding for trivial changes (§5).",
       "Fix the typo 'Thermostst offline' -> 'Thermostat offline' in the app's offline banner string.",
       {"recommendation": "proceed", "mustNotFlag": ["tests", "rewrite", "scope"]},
       reportedProblem="The offline banner says 'Thermostst offline'.",
       proposedChanges=[{"path": "app/src/i18n/en.json", "description": "correct the spelling of 'Thermostat' in offline_banner.title"}]),
 audit("audit-drop-table-no-backup", "DROP TABLE with no backup or rollback stated: data-loss high -> verify-first.",
       "Drop the legacy energy_readings_2024 table in the eu1 reports database to free 800 GB before the June run.",
       {"recommendation": "verify-first", "mustFlag": ["data-loss"]},
       reportedProblem="The eu1 reports database is at 91 % disk.",
       proposedChanges=[{"path": "migrations/0142_drop_energy_readings_2024.sql", "description": "DROP TABLE energy_readings_2024;"}],
       testPlan="Run the June report job on staging afterwards."),
 audit("audit-delete-with-backup-and-rollback", "DELETE without WHERE, but the proposal states both a backup (snapshot) and a rollback path (restore), and a test plan: data-loss lowered to medium -> narrow-first (§5).",
       "Clear the staging shadow cache table with DELETE FROM shadow_cache_staging; before re-seeding it from the eu1 snapshot. Backup: take RDS snapshot shadow-staging-0602 first. Rollback: restore that snapshot if the re-seed fails.",
       {"recommendation": "narrow-first", "mustFlag": ["data-loss"]},
       reportedProblem="Staging shadows are stale and do not match the eu1 snapshot.",
       proposedChanges=[{"path": "scripts/reseed_staging.sql", "description": "DELETE FROM shadow_cache_staging; then COPY from the eu1 snapshot export"}],
       testPlan="After the re-seed, compare row counts and 100 random shadows against the eu1 snapshot export; run the shadowd staging smoke tests."),
 audit("audit-insecure-skip-verify", "Turning off TLS verification (InsecureSkipVerify) is a security pattern: high -> verify-first.",
       "Set InsecureSkipVerify: true in the OTA image downloader so devices on the staging CDN stop failing the certificate check.",
       {"recommendation": "verify-first", "mustFlag": ["security"]},
       reportedProblem="Staging devices fail OTA downloads with 'x509: certificate signed by unknown authority'.",
       proposedChanges=[{"path": "cloud/fetch.go", "description": "tls.Config{InsecureSkipVerify: true} for the CDN client"}],
       testPlan="Flash a staging H3 and check the download completes."),
 audit("audit-rewrite-shadowd-in-rust", "Rewrite from scratch with no evidence the component cannot be fixed in place: rewrite high -> verify-first.",
       "Rewrite shadowd from scratch in Rust to get rid of the lost-update bugs in the merge path.",
       {"recommendation": "verify-first", "mustFlag": ["rewrite"]},
       reportedProblem="TestConcurrentUpdates occasionally loses a reported update.",
       proposedChanges=[{"path": "shadowd-rs/", "description": "new Rust service replacing shadowd"}],
       testPlan="Port the existing shadowd tests."),
 audit("audit-seed-shaped-app-auth", "Mirrors the seed example: rewrite of the auth client, an assumed endpoint contract, no test plan, and an unrelated theme change (§5).",
       "Rewrite the Hearthly Home login client to replace the /v2/session endpoint integration with a new OAuth device flow.",
       {"recommendation": "verify-first", "mustFlag": ["rewrite", "scope", "tests", "api-contract"]},
       reportedProblem="Login returns an unexpected response on Android 5.8.2.",
       proposedChanges=[{"path": "app/src/auth/client.ts", "description": "rewrite the auth client and its routes around the new device flow"},
                        {"path": "app/src/theme/palette.ts", "description": "switch the accent colour to the new brand orange"}]),
 audit("audit-deprecated-successor", "Replacing a deprecated call with its documented successor is not a rewrite (§5); with a scoped test plan nothing else applies -> proceed.",
       "Replace the deprecated ioutil.ReadAll with its documented successor io.ReadAll in the OTA manifest reader.",
       {"recommendation": "proceed", "mustNotFlag": ["rewrite", "data-loss", "security"]},
       reportedProblem="staticcheck SA1019: ioutil.ReadAll is deprecated in ota/manifest.go.",
       proposedChanges=[{"path": "ota/manifest.go", "description": "ioutil.ReadAll -> io.ReadAll, drop the io/ioutil import"}],
       testPlan="go test ./ota and staticcheck ./ota."),
 audit("audit-swallowed-shadow-error", "An empty catch that swallows shadow write errors: error-handling medium -> narrow-first.",
       "Wrap the desired-state write in try { ... } catch (e) {} so the app stops showing the red error toast when a shadow write fails.",
       {"recommendation": "narrow-first", "mustFlag": ["error-handling"]},
       reportedProblem="Users see a red 'Could not save setpoint' toast several times a day.",
       proposedChanges=[{"path": "app/src/shadow/writeDesired.ts", "description": "empty catch around api.put"}],
       testPlan="Unit test that writeDesired no longer throws when the API returns 503."),
 audit("audit-token-refresh-ui-tests-only", "A change to token refresh is a sensitive (auth/tokens) area: security medium, not lowered by a test plan that tests only the UI (§5) -> narrow-first.",
       "Extend the app's refresh-token lifetime handling: refresh the access token 5 minutes before expiry instead of on the first 401.",
       {"recommendation": "narrow-first", "mustFlag": ["security"]},
       reportedProblem="Users on flaky networks get logged out after a failed refresh.",
       proposedChanges=[{"path": "app/src/auth/tokens.ts", "description": "proactive refresh 5 min before access token expiry"}],
       testPlan="Snapshot-test the login screen and the logged-out banner."),
 audit("audit-force-push-release-branch", "git push --force to a release branch is an irreversible operation: data-loss high -> verify-first.",
       "Squash the last 12 commits on release/4.12 and git push --force origin release/4.12 to clean up history before tagging 4.12.2.",
       {"recommendation": "verify-first", "mustFlag": ["data-loss"]},
       proposedChanges=[{"path": "release/4.12", "description": "history rewrite and force push"}]),
 audit("audit-chmod-777-cache", "chmod 777 is world-writable permissions: security high -> verify-first.",
       "Run chmod 777 /var/lib/hearthly/ota-cache on the bridge image so the updater can write downloaded images.",
       {"recommendation": "verify-first", "mustFlag": ["security"]},
       reportedProblem="The bridge updater fails with EACCES writing to /var/lib/hearthly/ota-cache.",
       proposedChanges=[{"path": "bridge/rootfs/etc/init.d/updater", "description": "chmod 777 /var/lib/hearthly/ota-cache at boot"}],
       testPlan="Boot a bridge and run an update."),
 audit("audit-no-test-plan-behaviour-change", "A behaviour change with no test plan and no test change: tests medium -> narrow-first.",
       "Move the eu1 OTA quiet-hours end from 06:00 to 07:00 local time and skip devices whose last heartbeat is older than 2 hours.",
       {"recommendation": "narrow-first", "mustFlag": ["tests"]},
       reportedProblem="Customers in eu1 notice thermostats rebooting at 06:00.",
       proposedChanges=[{"path": "internal/waves/quiet.go", "description": "quiet hours end 07:00; skip stale-heartbeat devices"}]),
 audit("audit-es-reescribir-desde-cero", "'reescribir desde cero' es el disparador de rewrite en español (§5): alto -> verify-first.",
       "Reescribir desde cero la pila Zigbee del puente HB-2 porque algunos sensores no vuelven a unirse tras reiniciar.",
       {"recommendation": "verify-first", "mustFlag": ["rewrite"]},
       reportedProblem="Tres sensores no vuelven a unirse al HB2-1203 tras reiniciar el puente.",
       proposedChanges=[{"path": "bridge/zigbee/", "description": "nueva pila Zigbee"}],
       testPlan="Reiniciar el puente 10 veces y contar los sensores."),
 audit("audit-zh-rewrite-ota", "“重写”是中文的 rewrite 触发词（§5）：高 -> verify-first。",
       "推倒重来，重写 OTA 下载模块，解决断点续传从 0 开始的问题。",
       {"recommendation": "verify-first", "mustFlag": ["rewrite"]},
       reportedProblem="中断的 OTA 下载恢复时从偏移 0 重新开始。",
       proposedChanges=[{"path": "ota/download.c", "description": "全新实现下载模块"}],
       testPlan="go test ./ota"),
 multi("audit-rests-on-contradicted-claim",
       "The proposal rests on a claim this session found CONTRADICTED in call 1: evidence high -> verify-first (§5 evidence, §7).",
       [("ackrite", {"claim": "shadowd's database connection pool is exhausted in eu1.",
                     "evidence": [ev("pgbouncer SHOW POOLS for shadowd (eu1) at the time of the 503s: cl_active 18, cl_waiting 0, sv_idle 42 of pool_size 80.", O, "contradicts", 0.9)]}, C()),
        ("audit", {"proposal": "Because shadowd's database connection pool is exhausted in eu1, raise pool_size from 80 to 400 and double the shadowd replicas.",
                   "reportedProblem": "eu1 shadow reads return 503 during the evening peak.",
                   "proposedChanges": [{"path": "deploy/eu1/pgbouncer.ini", "description": "pool_size = 400"}, {"path": "deploy/eu1/shadowd.yaml", "description": "replicas: 6"}],
                   "testPlan": "Watch the 503 rate during tomorrow's evening peak."},
         {"recommendation": "verify-first", "mustFlag": ["evidence"]})]),
 # ---------------- prove_it ----------------
 one("prove-it-skipped-test-no-run", "The named test is skipped: its reading is no-run, which satisfies no checklist entry (§4.1, §5).",
     "prove_it", {"claim": "TestScheduleWindowDST passes, so OTA quiet hours are right across DST.", "scope": "testing",
                  "evidence": [ev("@@cap:go-ota-run-dst.txt", T, rel=0.9)]}, {"readings": [{"index": 0, "reading": "no-run"}]}),
 one("prove-it-shadow-200-affirms", "200 whose state fields agree with the claim: affirms.",
     "prove_it", {"claim": "HX3-0042 in eu1 reports firmware 4.12.1 and is connected.",
                  "evidence": [ev("@@cap:http-shadow-0042.txt", H, rel=0.9)]}, {"readings": [{"index": 0, "reading": "affirms"}]}),
 one("prove-it-bridge-partial-persists", "joined 11 of 14 against the claim's 'all': persists.",
     "prove_it", {"claim": "All 14 Zigbee sensors on HB2-1203 have rejoined.", "scope": "network",
                  "evidence": [ev("@@cap:http-bridge-1203.txt", H, rel=0.9)]}, {"readings": [{"index": 0, "reading": "persists"}]}),
 one("prove-it-failed-benchmark", "A failed benchmark run is a fail reading and does not satisfy 'a measurement' (§5 prove_it).",
     "prove_it", {"claim": "The shadow merge is faster after the batching change.", "scope": "performance",
                  "evidence": [ev("$ go test -run '^$' -bench BenchmarkMerge ./internal/merge\ngoos: linux\ngoarch: amd64\n--- FAIL: BenchmarkMerge\n    merge_bench_test.go:31: fixture shadow-1k.json: no such file or directory\nFAIL\nexit status 1\nFAIL\thearthly.example/shadowd/internal/merge\t0.021s", T, rel=0.9)]},
     {"readings": [{"index": 0, "reading": "fail"}]}),
 # ---------------- reality_check ----------------
 rc("rc-three-restarts-same-error", "Three failed attempts of one strategy (restart/redeploy/rollout are synonyms, §5): repeated-strategy.",
    [{"approach": "Restart the shadowd pods in eu1", "outcome": "503s came back after 4 minutes", "succeeded": False},
     {"approach": "Redeploy shadowd 2.31.4 in eu1", "outcome": "503s came back after 6 minutes", "succeeded": False},
     {"approach": "kubectl rollout restart deployment/shadowd in eu1", "outcome": "503s came back after 5 minutes", "succeeded": False}],
    reasoning="One more restart with a longer readiness delay should do it.",
    expect={"primaryIssue": "repeated-strategy"}),
 rc("rc-different-approaches-same-signature", "Three different approaches ending in the same error after normalising numbers and ids: one loop (§5 failure signature).",
    [{"approach": "Increase the OTA download timeout to 120 s", "outcome": "HX3-0311: download stalled at 63% (offset 331776), error E_CHUNK_CRC"},
     {"approach": "Switch the H3 to the us1 CDN mirror", "outcome": "HX3-0420: download stalled at 61% (offset 319488), error E_CHUNK_CRC"},
     {"approach": "Reduce the chunk size from 64 KiB to 16 KiB", "outcome": "HX3-0517: download stalled at 64% (offset 335872), error E_CHUNK_CRC"}],
    reasoning="Next I will try a different TLS cipher suite on the CDN.",
    expect={"primaryIssue": "repeated-strategy"}),
 rc("rc-declared-fixed-no-evidence", "'fixed ... done' with no evidence whose reading is a pass: untested-success.",
    [{"approach": "Changed the CSV writer to use a decimal comma for eu1 tenants", "outcome": "code change committed"}],
    reasoning="The EU CSV decimal-comma bug is fixed now, the export is done and nordvarme will get correct files tonight.",
    evidence=[],
    expect={"primaryIssue": "untested-success"}),
 rc("rc-premature-rewrite", "A from-scratch rewrite proposed before the component is shown unfixable; no repeated strategy, no success language.",
    [{"approach": "Raise the Zigbee interview timeout from 30 s to 60 s", "outcome": "0x9a0c still times out", "succeeded": False},
     {"approach": "Move HB2-1203 to Zigbee channel 20", "outcome": "two sensors rejoin, 0x9a0c still missing", "succeeded": False}],
    reasoning="The bridge's Zigbee stack is hopeless; let's rewrite it from scratch on top of a new vendor SDK.",
    expect={"primaryIssue": "premature-rewrite"}),
 rc("rc-obviously-dns", "'obviously' and '100%' with no supporting evidence: unsupported-certainty.",
    [{"approach": "Looked at the eu1 error dashboard", "outcome": "503 spike from 18:00 to 18:40"}],
    reasoning="It's obviously the eu1 DNS resolver, 100% - nothing else could make shadow reads fail at the same time every evening.",
    evidence=[],
    expect={"primaryIssue": "unsupported-certainty"}),
 rc("rc-careful-not-fixed-yet", "Different attempts, no certainty words, 'not fixed yet' is negation-aware, and the plan is a check: none.",
    [{"approach": "Captured broker logs during the 03:00 reconnect storm", "outcome": "TLS handshakes fail with certificate has expired"},
     {"approach": "Compared the broker cert notAfter with the outage start", "outcome": "notAfter 2026-06-02T03:00Z equals the first failure"}],
    reasoning="The outage is not fixed yet. The cert expiry lines up with the first failure; next I will install the renewed certificate on one broker and watch whether that broker's clients reconnect.",
    evidence=[ev("mosquitto-0: OpenSSL Error: certificate verify failed (certificate has expired) from 03:00:02", L, rel=0.9)],
    expect={"primaryIssue": "none"}),
 rc("rc-two-failures-not-a-loop", "Two failed attempts of one strategy are only a risk (≥3 is primary); 'we should not rewrite' is negation-aware: none.",
    [{"approach": "Restart the energy-reports worker in eu1", "outcome": "job failed with 503 from the renderer", "succeeded": False},
     {"approach": "Redeploy the energy-reports worker in eu1", "outcome": "job failed with 503 from the renderer", "succeeded": False}],
    reasoning="We should not rewrite the report worker. Next I will read the renderer's own logs to see why it answers 503.",
    expect={"primaryIssue": "none"}),
 rc("rc-fixed-with-passing-evidence", "Success language, but a relevant pass is supplied (the named test's own PASS after the change): not untested-success -> none.",
    [{"approach": "Made ResumeOffset return the bytes already on flash", "outcome": "TestResumeInterruptedDownload passes", "succeeded": True}],
    reasoning="The resume bug is fixed: TestResumeInterruptedDownload passes after the change.",
    evidence=[ev("$ go test -v -run TestResumeInterruptedDownload ./ota\n=== RUN   TestResumeInterruptedDownload\n--- PASS: TestResumeInterruptedDownload (0.00s)\nPASS\nok  \thearthly.example/halo-fw/ota\t0.005s", T, rel=0.9)],
    expect={"primaryIssue": "none"}),
 rc("rc-es-seguro-100", "'seguro que' y '100 %' sin evidencia que lo apoye: unsupported-certainty (es).",
    [{"approach": "Revisé el panel de errores de la app", "outcome": "pico de 502 entre las 10:14 y las 10:20"}],
    reasoning="Seguro que es el keepalive del gateway de eu1, 100 %, no hay otra explicación.",
    evidence=[],
    expect={"primaryIssue": "unsupported-certainty"}),
 multi("rc-leans-on-contradicted-claim",
       "Call 1 finds the claim CONTRADICTED; the reasoning in call 2 leans on it (paraphrase, same identifiers): contradicted-premise (§5, §7).",
       [("ackrite", {"claim": "The HB2-1203 rejoin failures are caused by Zigbee channel interference.",
                     "evidence": [ev("Moved HB2-1203 to channel 25 (clean spectrum scan, -95 dBm noise floor): the same three sensors still fail to rejoin after a reboot.", O, "contradicts", 0.9)]}, C()),
        ("reality_check", {"attempts": [{"approach": "Scanned the spectrum around HB2-1203", "outcome": "Wi-Fi on channel 6 overlaps Zigbee 15-18"}],
                           "reasoning": "Since the HB2-1203 rejoin failures are caused by Zigbee channel interference, I will move every bridge in the building to channel 25."},
         {"primaryIssue": "contradicted-premise"})]),
 # ---------------- discovery_check ----------------
 disc("disc-two-page-converged", "Complete two-page traversal after the notification, digests equal, listChanged true (§9.3 rule 7).", rec(), "converged"),
 disc("disc-notification-after-start", "notificationAt (10:00:30) is after discoveryStartedAt (10:00:00): the refresh predates the signal (§9.3 rule 3).",
      rec(notificationAt="2026-06-02T10:00:30Z"), "stale"),
 disc("disc-last-page-has-cursor", "Last page still has nextCursor 'p3' (§9.3 rule 2).",
      rec(pages=[{"cursor": None, "nextCursor": "p2", "toolCount": 2}, {"cursor": "p2", "nextCursor": "p3", "toolCount": 2}]), "incomplete"),
 disc("disc-no-listchanged-no-policy", "listChanged false and no refreshPolicy.maxAgeMs or ttlMs: silence proves nothing (§9.3 rule 6).",
      rec(listChanged=False, notificationAt=None), "unverifiable"),
 disc("disc-same-name-new-required-field", "schedule_rollout keeps its name but now requires cohort and region; the client kept the old definition (§9.5 case 5 analogue) -> stale.",
      rec(discoveredDigest=None, clientDigest=None, discoveredTools=[GET_SHADOW, ROLL_NEW, ENERGY], clientTools=[GET_SHADOW, ROLL_OLD, ENERGY]), "stale"),
 disc("disc-no-protocol-version", "No protocolVersion (§9.3 rule 1).", rec(protocolVersion=None), "unverifiable"),
 disc("disc-ttl-covers-age", "listChanged false, but ttlMs 300000 covers observedAt - discoveryCompletedAt (298 s): bounded freshness -> converged.",
      rec(listChanged=False, notificationAt=None, ttlMs=300000, protocolVersion="2026-07-28", observedAt="2026-06-02T10:04:59Z"), "converged"),
 disc("disc-ttl-expired", "ttlMs 60000 but observed 10 minutes after completion: freshness not covered -> unverifiable (§9.3 rule 6).",
      rec(listChanged=False, notificationAt=None, ttlMs=60000, protocolVersion="2026-07-28", observedAt="2026-06-02T10:10:01Z"), "unverifiable"),
 disc("disc-empty-string-cursor-2026", "Under 2026-07-28 an empty-string nextCursor is a cursor: the traversal is not finished (§9.3 rule 2).",
      rec(protocolVersion="2026-07-28", pages=[{"cursor": None, "nextCursor": "p2", "toolCount": 2}, {"cursor": "p2", "nextCursor": "", "toolCount": 1}]), "incomplete"),
 disc("disc-broken-cursor-chain", "pages[1].cursor 'p3' != pages[0].nextCursor 'p2': broken chain (§9.3 rule 2).",
      rec(pages=[{"cursor": None, "nextCursor": "p2", "toolCount": 2}, {"cursor": "p3", "toolCount": 1}]), "incomplete"),
 disc("disc-completed-before-started", "discoveryCompletedAt before discoveryStartedAt: inconsistent times (§9.3 rule 1).",
      rec(discoveryCompletedAt="2026-06-02T09:59:58Z"), "unverifiable"),
 disc("disc-interval-policy-bounded", "listChanged absent, refreshPolicy interval with maxAgeMs 600000 covering a 4-minute age: converged.",
      rec(listChanged=None, notificationAt=None, refreshPolicy={"trigger": "interval", "maxAgeMs": 600000}, observedAt="2026-06-02T10:04:01Z"), "converged"),
 disc("disc-client-registry-unknown", "Everything else fine but neither clientTools nor clientDigest: client registry unknown (§9.3 rule 4).",
      rec(clientDigest=None), "unverifiable"),
 disc("disc-same-tools-key-order-differs", "The client's definitions equal the discovered ones up to object key order; RFC 8785 canonicalization makes the digests equal (§9.2) -> converged.",
      rec(discoveredDigest=None, clientDigest=None, discoveredTools=[GET_SHADOW, ROLL_OLD, ENERGY], clientTools=[reorder(ENERGY), reorder(GET_SHADOW), reorder(ROLL_OLD)]), "converged"),
]
