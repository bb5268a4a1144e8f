# verify, audit, prove_it, reality_check, discovery_check (SPEC §5, §6, §7, §9).
import hashlib
from common import E, case, call, A

O, U, L, T, H, I, C = "observed_behavior", "user_fact", "log", "test_result", "http_response", "inference", "code"
FILE = "tools.json"

def dg(s):
    return "sha256:" + hashlib.sha256(s.encode()).hexdigest()

D_A, D_B = dg("halvard-fulfil-mcp tools v1"), dg("halvard-fulfil-mcp tools v2")

def V(sid, claim, ev, **kw):
    exp = {k: kw.pop(k) for k in list(kw) if k in ("status", "statusIn", "readings")}
    return call("verify", sid, exp, claim=claim, evidence=ev, **kw)

def AU(sid, proposal, ev=None, exp=None, **kw):
    return call("audit", sid, exp, proposal=proposal, evidence=ev or [], **kw)

def P(sid, claim, ev, exp, **kw):
    return call("prove_it", sid, exp, claim=claim, evidence=ev, **kw)

def R(sid, exp, attempts, reasoning=None, ev=None):
    a = {"attempts": attempts, "evidence": ev or []}
    if reasoning:
        a["reasoning"] = reasoning
    return call("reality_check", sid, exp, **a)

def DC(exp, **rec):
    return call("discovery_check", None, exp, **rec)

def at(approach, outcome, ok=None):
    x = {"approach": approach, "outcome": outcome}
    if ok is not None:
        x["succeeded"] = ok
    return x

P2 = [{"cursor": None, "nextCursor": "c-2", "toolCount": 3}, {"cursor": "c-2", "nextCursor": None, "toolCount": 2}]
BASE = dict(protocolVersion="2025-11-25", listChanged=True, discoveryStartedAt="2026-12-02T08:00:00Z",
            discoveryCompletedAt="2026-12-02T08:00:01Z", observedAt="2026-12-02T08:05:00Z")

def tool_read_slot(required):
    props = {"binId": {"type": "string"}, "siteId": {"type": "string", "enum": ["RTM1", "MAD2", "SZX3", "LEJ1"]}}
    return {"name": "read_slot", "description": "Read the SKU and quantity assigned to a bin.",
            "inputSchema": {"type": "object", "properties": props, "required": required},
            "annotations": {"readOnlyHint": True}}

TOOL_LABEL = {"name": "create_label", "description": "Create a carrier label for an order.",
              "inputSchema": {"type": "object", "properties": {"orderId": {"type": "string"}, "carrier": {"type": "string"}},
                              "required": ["orderId", "carrier"]}}

GO_FAIL = """$ go test -count=1 -run TestReconnectWithin5s ./modbus/
--- FAIL: TestReconnectWithin5s (9.01s)
    reconnect_test.go:41: reconnected after 8.7s, want < 5s
FAIL
FAIL\thalvard.example/plcgw/modbus\t9.018s
FAIL"""

CASES = [
 # ---- verify
 case("verify-reconnect-known", "§4.2 direct, high-reliability observation, repeated three times → KNOWN",
      V("v-verify-reconnect", "plcgw reconnects to the RTM1 line-4 PLC within 5 s after a network blip.",
        [E(O, "Pulled the line-4 PLC switch uplink for 10 s at 09:00, 09:10 and 09:20: plcgw reconnected 2.1 s, 1.8 s and 2.4 s after the link came back.", rel=0.9)],
        status="KNOWN")),
 case("verify-observed-field-only", "observedBehavior is the agent's own description, not an evidence item (§3, §4.2 UNVERIFIED = no evidence items); whether a verify field counts as evidence is not stated — both non-green",
      V("v-verify-obsfield", "labelr voids DHL labels after an order cancel.", [],
        expectedBehavior="POST /v2/labels/{id}/void returns success true", observedBehavior="it works now, void returns success",
        statusIn=["UNVERIFIED", "PLAUSIBLE"])),
 case("verify-go-fail", "§4.1 the named test's own --- FAIL contradicts",
      V("v-verify-gofail", "TestReconnectWithin5s passes after the dial-timeout change.",
        [E(T, GO_FAIL, rel=0.9)], status="CONTRADICTED", readings=[(0, "fail")])),
 case("verify-context-only", "§1/§4.2 context is background, never proof; no evidence items → UNVERIFIED",
      V("v-verify-ctx", "The SZX3 cut-off calendar bug is fixed.", [],
        context="QA lead said on Slack the SZX3 cut-off looks fine now; ticket CAL-77 is marked done.", status="UNVERIFIED")),
 case("ackrite-no-evidence", "§4.2 no evidence items → UNVERIFIED",
      A("v-ack-noev", "The verdal tenant can be migrated to the LEJ1 WMS without downtime.", [],
        context="We migrated lumo-home last month without downtime.", status="UNVERIFIED")),
 # ---- audit
 case("audit-truncate", "§5 data-loss: TRUNCATE without backup/rollback → high → verify-first",
      AU("v-audit-truncate", "Truncate the labels table in wms_mad2 to clear the duplicate verdal labels, then re-import from labelr.",
         reportedProblem="verdal has duplicate SEUR labels in MAD2.",
         proposedChanges=[{"path": "ops/sql/2026-12-02-truncate-labels.sql", "description": "TRUNCATE TABLE labels;"}],
         exp={"recommendation": "verify-first", "mustFlag": ["data-loss"]})),
 case("audit-drop-column-with-backup", "§5 data-loss lowered to medium when the plan states both a backup and a rollback path → narrow-first",
      AU("v-audit-dropcol", "Drop the unused column legacy_carrier_code from wms_rtm1.shipments.",
         reportedProblem="shipments table carries an unused legacy_carrier_code column that confuses the label export.",
         proposedChanges=[{"path": "wms/migrations/0043_drop_legacy_carrier_code.sql", "description": "ALTER TABLE shipments DROP COLUMN legacy_carrier_code;"}],
         testPlan="Backup: pg_dump of shipments taken to s3://halvard-backups/rtm1/2026-12-02/ before the change. Rollback: 0043_down re-adds the column and restores values from the dump. Run the migration on rtm1-staging first and re-run the label export test.",
         exp={"recommendation": "narrow-first", "mustFlag": ["data-loss"]})),
 case("audit-insecure-skip-verify", "§5 security pattern (InsecureSkipVerify) → high → verify-first",
      AU("v-audit-tls", "Set InsecureSkipVerify: true in labelr's carrier HTTP client to get past the SEUR certificate error.",
         reportedProblem="SEUR sandbox calls fail with x509: certificate signed by unknown authority.",
         proposedChanges=[{"path": "labelr/internal/carrier/http.go", "description": "tls.Config{InsecureSkipVerify: true}"}],
         exp={"recommendation": "verify-first", "mustFlag": ["security"]})),
 case("audit-comment-out-guard", "§5 security: an auth guard commented out → high → verify-first",
      AU("v-audit-guard", "Comment out the requireTenantAdmin middleware on /v1/tenants/:id/quota so the SZX3 ops script can raise quotas.",
         reportedProblem="The SZX3 ops script gets 403 when raising qiaoma's quota.",
         proposedChanges=[{"path": "wms/api/routes/tenants.go", "description": "// r.Use(requireTenantAdmin) on the quota route"}],
         exp={"recommendation": "verify-first", "mustFlag": ["security"]})),
 case("audit-rewrite-slotter", "§5 rewrite ('from scratch') → high bar → verify-first",
      AU("v-audit-rewrite", "Rewrite the slotting service from scratch in Rust because the solver times out at MAD2.",
         reportedProblem="The MAD2 rebalance solver times out after 300 s.",
         proposedChanges=[{"path": "slotter/", "description": "new Rust implementation replacing the Go service"}],
         exp={"recommendation": "verify-first", "mustFlag": ["rewrite"]})),
 case("audit-trivial-typo", "§5 trivial change (log message typo) → proceed, no tests finding",
      AU("v-audit-typo", "Fix the typo 'recieve' in the pickd dispatch log message.",
         proposedChanges=[{"path": "pickd/dispatch/log.go", "description": "log message: 'recieve' -> 'receive'"}],
         exp={"recommendation": "proceed", "mustNotFlag": ["tests", "rewrite", "security", "data-loss"]})),
 case("audit-scope-unrelated", "§5 scope: a battery-docking change shares no terms with a SEUR font problem → medium; no high pattern → narrow-first",
      AU("v-audit-scope", "Adjust the SEUR ZPL font size in labelfmt, and while there lower the AMR battery docking threshold in pickd from 20% to 15%.",
         reportedProblem="SEUR labels at MAD2 print with a font that is too small to scan.",
         proposedChanges=[{"path": "labelfmt/zpl.go", "description": "SEUR font 40 -> 52"},
                          {"path": "pickd/battery/dock.go", "description": "dock threshold 20% -> 15%"}],
         testPlan="Golden-file test for the SEUR ZPL output.",
         exp={"recommendation": "narrow-first", "mustFlag": ["scope"]})),
 case("audit-swallow-tight-retry", "§5 error-handling: catch-all swallowing errors with a tight unbounded retry → medium",
      AU("v-audit-retry", "Wrap the plcgw Modbus poll in a catch-all that swallows every error and retries immediately in a loop until it succeeds.",
         reportedProblem="plcgw logs 'modbus poll failed' a few times an hour on RTM1 line 3.",
         proposedChanges=[{"path": "plcgw/modbus/poll.go", "description": "for { if err := poll(); err == nil { break } } // ignore errors"}],
         exp={"recommendationIn": ["narrow-first", "verify-first"], "mustFlag": ["error-handling"]})),
 case("audit-deprecated-successor", "§5 replacing a deprecated call with its documented successor is not a rewrite; tested, narrow → proceed",
      AU("v-audit-ioutil", "Replace the deprecated ioutil.ReadAll call in labelr's carrier client with its documented successor io.ReadAll.",
         reportedProblem="staticcheck SA1019: ioutil.ReadAll is deprecated in labelr/internal/carrier/client.go.",
         proposedChanges=[{"path": "labelr/internal/carrier/client.go", "description": "ioutil.ReadAll -> io.ReadAll"}],
         testPlan="go test ./internal/carrier/... and staticcheck ./...",
         exp={"recommendation": "proceed", "mustNotFlag": ["rewrite"]})),
 case("audit-seed-like-label-client", "§5 seed example's shape: rewrite of the client + assumed endpoint + no test plan + unrelated palette change → verify-first",
      AU("v-audit-seedlike", "Rewrite the label client to replace the SEUR endpoint integration with the new SEUR v3 API.",
         reportedProblem="Label creation returns 409 for verdal orders at MAD2.",
         proposedChanges=[{"path": "labelr/src/carrier/seur.ts", "description": "rewrite SEUR client and routes against v3"},
                          {"path": "web/theme/colors.ts", "description": "update the colour palette"}],
         exp={"recommendation": "verify-first", "mustFlag": ["rewrite", "api-contract", "tests", "scope"]})),
 case("audit-after-contradiction", "§7: the claim the proposal rests on was CONTRADICTED in this session → audit's evidence finding, high → verify-first",
      A("v-audit-evid", "The SEUR API rejects requests without the X-Carrier-Account header.",
        [E(H, "HTTP/1.1 201 Created\nContent-Type: application/json\n\n{\"label_id\":\"SEUR-99120\",\"status\":\"CREATED\"}\n(request sent without an X-Carrier-Account header)", pol="contradicts", rel=0.9)],
        status="CONTRADICTED"),
      AU("v-audit-evid", "Add the X-Carrier-Account header to every SEUR request, because the SEUR API rejects requests without the X-Carrier-Account header.",
         reportedProblem="Label creation returns 409 for verdal orders at MAD2.",
         proposedChanges=[{"path": "labelr/src/carrier/seur.ts", "description": "always send X-Carrier-Account"}],
         testPlan="Unit test that the header is set.",
         exp={"recommendation": "verify-first", "mustFlag": ["evidence"]})),
 # ---- prove_it (readings only; SPEC gives no status for prove_it)
 case("prove-it-fail-reading", "§4.1 reading of a failing named test inside prove_it is fail",
      P("v-prove-fail", "TestReconnectWithin5s passes after the dial-timeout change.", [E(T, GO_FAIL, rel=0.9)],
        {"readings": [(0, "fail")]}, scope="network")),
 case("prove-it-skipped", "§4.1 all tests skipped → no-run",
      P("v-prove-skip", "The SEUR sandbox label test passes.",
        [E(T, "test_seur_sandbox_label (test_carrier_sandbox.CarrierSandboxTest.test_seur_sandbox_label) ... skipped 'sandbox credentials not configured in CI'\n\n----------------------------------------------------------------------\nRan 1 test in 0.000s\n\nOK (skipped=1)", rel=0.9)],
        {"readings": [(0, "no-run")]}, scope="testing")),
 case("prove-it-plan", "§4.1 a plan labelled supports is unaffirmed",
      P("v-prove-plan", "pickd dispatch skips BLOCKED robots.",
        [E(U, "Next sprint we'll make dispatch skip robots in BLOCKED state.", rel=0.9)],
        {"readings": [(0, "unaffirmed")]})),
 # ---- reality_check
 case("rc-repeated-restarts", "§5 ≥ 3 failed attempts of one strategy (restart/redeploy synonyms) → repeated-strategy",
      R("v-rc-restart", {"primaryIssue": "repeated-strategy"},
        [at("Restart plcgw on lej1-edge-01", "modbus dial failed addr=10.30.1.21:502 connection refused", False),
         at("systemctl restart plcgw again after 5 minutes", "modbus dial failed addr=10.30.1.21:502 connection refused", False),
         at("Redeploy plcgw 0.19.2 to lej1-edge-01", "modbus dial failed addr=10.30.1.21:502 connection refused", False)],
        reasoning="One more restart should bring the LEJ1 line-1 link back.")),
 case("rc-same-failure-signature", "§5 three different approaches ending in the same error (after normalising timestamps) are one loop",
      R("v-rc-signature", {"primaryIssue": "repeated-strategy"},
        [at("Increase the Modbus dial timeout to 5s", "2026-12-02T06:10:03Z modbus dial failed addr=10.30.1.21:502 err=connection refused"),
         at("Move the LEJ1 edge box to another switch port", "2026-12-02T06:31:47Z modbus dial failed addr=10.30.1.21:502 err=connection refused"),
         at("Downgrade plcgw to 0.18.4", "2026-12-02T07:02:19Z modbus dial failed addr=10.30.1.21:502 err=connection refused")],
        reasoning="Maybe the new firmware on the switch is the issue.")),
 case("rc-contradicted-premise", "§7/§5 the reasoning leans on a claim CONTRADICTED earlier in the session",
      A("v-rc-premise", "The LEJ1 line-1 PLC accepts Modbus connections on port 502.",
        [E(O, "nc -vz 10.30.1.21 502 → Connection refused. The PLC's web UI shows 'Modbus TCP server: disabled'.", pol="contradicts", rel=0.9)],
        status="CONTRADICTED"),
      R("v-rc-premise", {"primaryIssue": "contradicted-premise"},
        [at("Re-read plcgw's lej1.yaml for a parser bug", "no parser bug found", False)],
        reasoning="Since the LEJ1 line-1 PLC accepts Modbus connections on port 502, the problem must be plcgw's config parser.")),
 case("rc-untested-success", "§5 success language with no evidence whose reading is a pass",
      R("v-rc-untested", {"primaryIssue": "untested-success"},
        [at("Patched voidLabel to call the carrier cancel endpoint", "change merged to main")],
        reasoning="The label void bug is fixed now, so we can close LBL-88.")),
 case("rc-plan-not-success", "§5 negation/plan-aware: 'not fixed yet … then fix' is not success; nothing else fires → none",
      R("v-rc-plan", {"primaryIssue": "none"},
        [at("Reprinted 5 verdal labels on staging", "no duplicates reproduced yet", False)],
        reasoning="Not fixed yet: first reproduce the duplicate labels on staging, then fix the idempotency key.")),
 case("rc-premature-rewrite", "§5 a rewrite proposed after one failed tuning attempt, unfixability not shown",
      R("v-rc-rewrite", {"primaryIssue": "premature-rewrite"},
        [at("Raised the slotter solver timeout to 600s", "solver timed out at 600 s on rb-5521", False)],
        reasoning="The slotter solver is hopeless; we should rewrite it from scratch in Rust.")),
 case("rc-negated-rewrite", "§5 'we should not rewrite' is not a rewrite proposal; no other kind fires → none",
      R("v-rc-norewrite", {"primaryIssue": "none"},
        [at("Ran go test ./dispatch/ after adding a BLOCKED fixture", "TestDispatchSkipsBlockedRobot fails: robot dispatched while state=BLOCKED", False)],
        reasoning="We should not rewrite pickd's dispatcher; the failing test points at the BLOCKED-state check, so look there next.",
        ev=[E(T, "--- FAIL: TestDispatchSkipsBlockedRobot (0.02s)\n    dispatch_test.go:118: robot AMR-H7-0117 dispatched while state=BLOCKED\nFAIL", pol="neutral", rel=0.9)])),
 case("rc-unsupported-certainty", "§5 'definitely', '100%' with no supporting evidence",
      R("v-rc-certain", {"primaryIssue": "unsupported-certainty"},
        [at("Checked AP-17 roaming logs", "inconclusive", False)],
        reasoning="It is definitely the Wi-Fi controller — 100% the roaming threshold.")),
 case("rc-zero-failed-is-success", "§5 an outcome '0 failed' is a success; two failed restarts are only a risk; the pass is evidenced → none",
      R("v-rc-zerofail", {"primaryIssue": "none"},
        [at("Restart pickd at SZX3", "integration run timed out"),
         at("Restart pickd at SZX3 after clearing the queue", "integration run timed out"),
         at("Raise pickd memory limit to 4Gi", "nightly integration: 214 passed, 0 failed")],
        reasoning="With the 4Gi limit the SZX3 integration suite passes.",
        ev=[E(T, "=== RUN   TestDispatchWaveSZX3\n--- PASS: TestDispatchWaveSZX3 (41.20s)\nPASS\nok  \thalvard.example/pickd/integration\t62.114s\nsummary: 214 passed, 0 failed", rel=0.9)])),
 # ---- discovery_check (§9.3 verdicts, read as status)
 case("dc-two-page-converged", "§9.3 complete two-page traversal, digests equal, listChanged true → converged",
      DC({"status": "converged"}, **BASE, pages=P2, discoveredDigest=D_A, clientDigest=D_A)),
 case("dc-notification-after-start", "§9.3 rule 3: notificationAt after discoveryStartedAt → stale",
      DC({"status": "stale"}, **{**BASE, "notificationAt": "2026-12-02T08:03:00Z"}, pages=P2, discoveredDigest=D_A, clientDigest=D_A)),
 case("dc-first-page-only", "§9.3 rule 2: last page still has nextCursor → incomplete",
      DC({"status": "incomplete"}, **BASE, pages=[{"cursor": None, "nextCursor": "c-2", "toolCount": 3}], discoveredDigest=D_A, clientDigest=D_A)),
 case("dc-contract-change", "§9.3 rule 5 / §9.5 case 5: same tool name, new required siteId; client kept the old definition → stale",
      DC({"status": "stale"}, **BASE, pages=P2,
         discoveredTools=[TOOL_LABEL, tool_read_slot(["siteId", "binId"])], clientTools=[TOOL_LABEL, tool_read_slot(["binId"])])),
 case("dc-no-listchanged-no-bound", "§9.3 rule 6: listChanged false and no bounded refresh → unverifiable",
      DC({"status": "unverifiable"}, **{**BASE, "listChanged": False}, pages=P2, discoveredDigest=D_B, clientDigest=D_B)),
 case("dc-no-listchanged-bounded", "§9.3 rule 6 satisfied by refreshPolicy.maxAgeMs covering observedAt − completed (299 s < 600 s) → converged",
      DC({"status": "converged"}, **{**BASE, "listChanged": False}, pages=P2, discoveredDigest=D_B, clientDigest=D_B,
         refreshPolicy={"trigger": "interval", "maxAgeMs": 600000})),
 case("dc-empty-string-cursor", "§9.3 rule 2: an empty string is a cursor in 2026-07-28 → incomplete",
      DC({"status": "incomplete"}, **{**BASE, "protocolVersion": "2026-07-28"},
         pages=[{"cursor": None, "nextCursor": "c-2", "toolCount": 3}, {"cursor": "c-2", "nextCursor": "", "toolCount": 2}],
         discoveredDigest=D_A, clientDigest=D_A, ttlMs=600000)),
 case("dc-ttl-bounded-converged", "§9.3 rule 6: listChanged absent but ttlMs covers the age (4 min < 10 min) on 2026-07-28 → converged",
      DC({"status": "converged"}, protocolVersion="2026-07-28", discoveryStartedAt="2026-12-02T08:00:00Z",
         discoveryCompletedAt="2026-12-02T08:00:01Z", observedAt="2026-12-02T08:04:00Z", pages=P2,
         discoveredDigest=D_B, clientDigest=D_B, ttlMs=600000)),
]
