"""verify, audit, prove_it, reality_check and discovery_check cases for the CareBridge week."""
import copy
from _lib import E, call, st, sin, rd

FILE = "tools.json"
O, U, L, T = "observed_behavior", "user_fact", "log", "test_result"


def case(name, why, *calls):
    return {"name": name, "why": why, "calls": list(calls)}


def rec(rc):
    return {"recommendation": rc}


def pi(k):
    return {"primaryIssue": k}


# ---- discovery records: the portal's own MCP server "carebridge-ops" (tools for the on-call agent)
TOOLS = [
    {"name": "book_appointment", "title": "Book appointment",
     "description": "Book an appointment slot for a patient at a clinic.",
     "inputSchema": {"type": "object", "properties": {"clinicId": {"type": "string"}, "slotId": {"type": "string"},
                     "patientId": {"type": "string"}}, "required": ["clinicId", "slotId", "patientId"]},
     "annotations": {"destructiveHint": False}},
    {"name": "check_eligibility", "description": "Run an X12 270/271 eligibility check for a member.",
     "inputSchema": {"type": "object", "properties": {"memberId": {"type": "string"}, "payer": {"type": "string"}},
                     "required": ["memberId", "payer"]},
     "annotations": {"readOnlyHint": True}},
    {"name": "get_lab_result", "description": "Fetch a lab result (FHIR DiagnosticReport) by id.",
     "inputSchema": {"type": "object", "properties": {"resultId": {"type": "string"}}, "required": ["resultId"]},
     "annotations": {"readOnlyHint": True}},
    {"name": "send_reminder", "description": "Queue an SMS or e-mail appointment reminder.",
     "inputSchema": {"type": "object", "properties": {"appointmentId": {"type": "string"},
                     "channel": {"type": "string", "enum": ["sms", "email"]}}, "required": ["appointmentId", "channel"]}},
]
PAGES2 = [{"cursor": None, "nextCursor": "cGFnZTI", "toolCount": 2}, {"cursor": "cGFnZTI", "nextCursor": None, "toolCount": 2}]


def record(**over):
    r = {"protocolVersion": "2025-11-25", "listChanged": True,
         "discoveryStartedAt": "2026-03-30T09:00:00Z", "discoveryCompletedAt": "2026-03-30T09:00:01Z",
         "pages": copy.deepcopy(PAGES2), "discoveredTools": copy.deepcopy(TOOLS), "clientTools": copy.deepcopy(TOOLS),
         "observedAt": "2026-03-30T09:05:00Z"}
    r.update(over)
    return {k: v for k, v in r.items() if v is not ...}


def dc(expect, **over):
    return call("discovery_check", None, expect, **record(**over))


TOOLS_NEW = copy.deepcopy(TOOLS)
TOOLS_NEW[0]["inputSchema"]["properties"]["visitType"] = {"type": "string", "enum": ["in-person", "video"]}
TOOLS_NEW[0]["inputSchema"]["required"] = ["clinicId", "slotId", "patientId", "visitType"]
TOOLS_NO_REMIND = copy.deepcopy(TOOLS[:3])

CASES = [
 # ---------------- verify
 case("verify-lab-delivery-200", "verify uses the §4 status rules: 2xx body with delivered true, channel portal -> KNOWN.",
      call("verify", "s-verify-lab-delivery-200", rd(st("KNOWN"), (0, "affirms")),
           claim="Lab result LR-5716 was delivered to the patient portal.",
           evidence=[E("http_response", "HTTP/1.1 200 OK\nContent-Type: application/json\n\n{\"resultId\":\"LR-5716\",\"delivered\":true,\"channel\":\"portal\",\"deliveredAt\":\"2026-03-30T18:15:02Z\"}", rel=0.9)])),
 case("verify-bridge-nack-again", "'again' NACK for a claim that the bridge ACKs again -> persists -> CONTRADICTED.",
      call("verify", "s-verify-bridge-nack-again", st("CONTRADICTED"),
           claim="The hl7-bridge ACKs Futian ORU messages again.",
           evidence=[E(L, "2026-03-30T11:20:41+0800 hl7-bridge[futian] WARN NACK again for MSG20931 ORU^R01: AE OBX-5 exceeds 64 KB", rel=0.9)])),
 case("verify-behaviour-fields-only", "No evidence items; expectedBehavior/observedBehavior are not evidence items (§3, §5). SPEC does not say whether observedBehavior alone can lift or contradict; all three options are non-green.",
      call("verify", "s-verify-behaviour-fields-only", sin("UNVERIFIED", "PLAUSIBLE", "CONTRADICTED"),
           claim="Booking confirmation e-mails are sent in the patient's preferred language.",
           expectedBehavior="A patient with preferred language zh receives the confirmation e-mail in Chinese.",
           observedBehavior="Patient P-60301 (preferred language zh) received the confirmation in English.",
           evidence=[])),
 # ---------------- audit
 case("audit-typo-subject", "A typo fix in a template with nothing else -> trivial -> proceed, no tests finding (§5).",
      call("audit", "s-audit-typo-subject", dict(rec("proceed"), mustNotFlag=["tests", "rewrite", "data-loss"]),
           proposal="Fix the typo 'Apointment' -> 'Appointment' in the Eastbay confirmation e-mail subject line.",
           reportedProblem="The Eastbay confirmation e-mail subject reads 'Your Apointment is confirmed'.",
           proposedChanges=[{"path": "remind-svc/templates/email/confirm_en.subject.txt", "description": "fix spelling of Appointment"}])),
 case("audit-delete-without-where", "`DELETE FROM appointments;` without WHERE is data-loss, high -> verify-first (§5).",
      call("audit", "s-audit-delete-without-where", dict(rec("verify-first"), mustFlag=["data-loss"]),
           proposal="Clean up the duplicate appointment rows by running `DELETE FROM appointments;` on prod and re-importing everything from the HL7 SIU feed.",
           reportedProblem="Eastbay shows some duplicate appointments after Monday's SIU replay.",
           proposedChanges=[{"path": "ops/cleanup-dupes.sql", "description": "DELETE FROM appointments; then re-run SIU import"}],
           testPlan="Check the calendar looks right afterwards.")),
 case("audit-drop-with-backup-and-rollback", "DROP TABLE with both a backup and a rollback path stated in the test plan: data-loss lowered to medium (§5) -> narrow-first; still flagged.",
      call("audit", "s-audit-drop-with-backup-and-rollback", dict(rec("narrow-first"), mustFlag=["data-loss"]),
           proposal="Drop the unused legacy_reminder_log table (replaced by reminder_events in 4.10) with a migration: DROP TABLE legacy_reminder_log.",
           reportedProblem="legacy_reminder_log is 380 GB and nightly backups of the reminders DB take 5 hours.",
           proposedChanges=[{"path": "remind-svc/migrations/0042_drop_legacy_reminder_log.sql", "description": "DROP TABLE legacy_reminder_log"}],
           testPlan="Backup: take an RDS snapshot cb-reminders-pre-0042 and export the table to s3://cb-archive/legacy_reminder_log/ first. Rollback: restore the table from that export with the 0042.down.sql script (tested on staging). Run the reminders integration suite on staging after the migration.")),
 case("audit-insecure-skip-verify", "InsecureSkipVerify is a TLS-off security pattern, high -> verify-first.",
      call("audit", "s-audit-insecure-skip-verify", dict(rec("verify-first"), mustFlag=["security"]),
           proposal="Set InsecureSkipVerify: true in the elig-check payer HTTP client so the Ping An sandbox certificate error goes away.",
           reportedProblem="Eligibility calls to the Ping An sandbox fail with 'x509: certificate signed by unknown authority'.",
           proposedChanges=[{"path": "elig-check/payer/client.go", "description": "tls.Config{InsecureSkipVerify: true}"}],
           testPlan="Run an eligibility check against the sandbox and confirm a 271 comes back.")),
 case("audit-rewrite-bridge-from-scratch", "Seed-like: rewrite from scratch (high bar), an unrelated theme change (scope), no test plan -> verify-first with rewrite, scope and tests.",
      call("audit", "s-audit-rewrite-bridge-from-scratch", dict(rec("verify-first"), mustFlag=["rewrite", "scope", "tests"]),
           proposal="Rewrite the hl7-bridge from scratch in Rust and replace the current channel configuration, since it keeps NACKing Futian results.",
           reportedProblem="Futian ORU^R01 messages are NACKed with 'OBX-5 exceeds 64 KB'.",
           proposedChanges=[{"path": "hl7-bridge/", "description": "new Rust implementation of the bridge and its MLLP listener"},
                            {"path": "web/theme.css", "description": "new colour palette for the clinic pages"}])),
 case("audit-deprecated-successor", "Replacing a deprecated call with its documented successor is not a rewrite (§5). Whether it counts as trivial (no tests finding) is not settled: §5's trivial list is silent on it, so proceed or narrow-first.",
      call("audit", "s-audit-deprecated-successor", dict(recommendationIn=["proceed", "narrow-first"], mustNotFlag=["rewrite", "data-loss", "security"]),
           proposal="Replace the deprecated ioutil.ReadAll call in labs-relay/fetch.go with its documented successor io.ReadAll.",
           reportedProblem="staticcheck SA1019: ioutil.ReadAll is deprecated.",
           proposedChanges=[{"path": "labs-relay/fetch.go", "description": "ioutil.ReadAll -> io.ReadAll"}])),
 case("audit-swallow-exceptions", "An empty catch that ignores every exception is error-handling, medium -> narrow-first.",
      call("audit", "s-audit-swallow-exceptions", dict(rec("narrow-first"), mustFlag=["error-handling"], mustNotFlag=["data-loss"]),
           proposal="Wrap the SMSGate send call in try { ... } catch (e) {} so that the reminder cron never crashes on a gateway error.",
           reportedProblem="The 07:00 reminder cron crashes when SMSGate returns a 500 for one number.",
           proposedChanges=[{"path": "remind-svc/src/send.ts", "description": "try/catch around smsGate.send, empty catch"}],
           testPlan="Unit test: a gateway 500 for one number does not stop the batch.")),
 case("audit-comment-out-role-guard", "An auth guard commented out is a security pattern, high -> verify-first.",
      call("audit", "s-audit-comment-out-role-guard", dict(rec("verify-first"), mustFlag=["security"]),
           proposal="Comment out the requireClinicRole('admin') check on booking-api's /admin/slots routes to unblock the Futian onboarding this week.",
           reportedProblem="Futian staff accounts get 403 on /admin/slots because their roles are not synced yet.",
           proposedChanges=[{"path": "booking-api/routes/admin.go", "description": "// r.Use(requireClinicRole(\"admin\"))"}],
           testPlan="Log in as a Futian staff user and open /admin/slots.")),
 case("audit-cookie-lifetime-sensitive", "Changing the session cookie is a sensitive area (sessions, cookies): security medium (§5) -> narrow-first; no high pattern present.",
      call("audit", "s-audit-cookie-lifetime-sensitive", dict(rec("narrow-first"), mustFlag=["security"]),
           proposal="Shorten the patient portal session cookie lifetime from 30 to 15 minutes and set SameSite=Strict on it.",
           reportedProblem="The compliance review asks for a 15-minute idle timeout on the patient portal.",
           proposedChanges=[{"path": "portal-web/server/session.ts", "description": "maxAge 15 min, sameSite strict"}],
           testPlan="E2E test: an idle session is logged out after 15 minutes; a cross-site POST does not carry the cookie.")),
 case("audit-rests-on-contradicted-claim", "§7: call 1 finds the rate-limit cause CONTRADICTED; an audit whose proposal rests on that claim gets the evidence category (high for CONTRADICTED) -> verify-first.",
      call("ackrite", "s-audit-rests-on-contradicted", st("CONTRADICTED"),
           claim="The eligibility timeouts are caused by the payer's rate limit.",
           evidence=[E(O, "Meridian Mutual's partner dashboard shows us at 12 % of our rate limit all morning, and the timeouts also happen when we send only 3 requests per second.", pol="contradicts", rel=0.9)]),
      call("audit", "s-audit-rests-on-contradicted", dict(rec("verify-first"), mustFlag=["evidence"]),
           proposal="Because the eligibility timeouts are caused by the payer's rate limit, add a client-side throttle of 2 requests per second in elig-check.",
           reportedProblem="Eligibility checks for Meridian Mutual time out after 8 s.",
           proposedChanges=[{"path": "elig-check/payer/throttle.go", "description": "token bucket, 2 req/s per payer"}],
           testPlan="Unit test the token bucket.")),
 # ---------------- prove_it (readings only)
 case("prove-it-named-test-affirms", "prove_it reads items as §4.1: the named test's own PASS line -> affirms.",
      call("prove_it", "s-prove-it-named-test-affirms", rd({}, (0, "affirms")),
           claim="TestPIDNameComponents passes in the hl7 package.", scope="testing",
           evidence=[E(T, "=== RUN   TestPIDNameComponents\n--- PASS: TestPIDNameComponents (0.00s)\nPASS\nok  \tcarebridge.example/portal/hl7\t0.006s", rel=0.9)])),
 case("prove-it-persists-zh", "'仍然显示暂无结果' is persists (§4.1).",
      call("prove_it", "s-prove-it-persists-zh", rd({}, (0, "persists")),
           claim="福田门诊的化验结果已经能在门户里看到了。",
           evidence=[E(O, "下午 3 点再看，患者 P-60218 的门户仍然显示“暂无结果”。", rel=0.9)])),
 case("prove-it-panic-fail", "A test panic is outcome fail (§4.1).",
      call("prove_it", "s-prove-it-panic-fail", rd({}, (0, "fail")),
           claim="FHIR bundle paging works: TestBundlePaging passes.", scope="api",
           evidence=[E(T, "=== RUN   TestBundlePaging\n--- FAIL: TestBundlePaging (0.00s)\npanic: assignment to entry in nil map [recovered]\nFAIL\tcarebridge.example/portal/fhir\t0.010s", rel=0.9)])),
 case("prove-it-skip-no-run", "The named test skipped -> no-run (§4.1).",
      call("prove_it", "s-prove-it-skip-no-run", rd({}, (0, "no-run")),
           claim="TestWaitlistPromote passes.",
           evidence=[E(T, "=== RUN   TestWaitlistPromote\n    slots_test.go:30: waitlist promotion is behind feature flag WAITLIST_V2\n--- SKIP: TestWaitlistPromote (0.00s)\nPASS\nok  \tcarebridge.example/portal/booking\t0.004s", rel=0.9)])),
 case("prove-it-plan-unaffirmed", "A supports-labelled plan neither affirms nor fails -> unaffirmed (§4.1).",
      call("prove_it", "s-prove-it-plan-unaffirmed", rd({}, (0, "unaffirmed")),
           claim="The elig-check cache is not vulnerable to cache poisoning across tenants.", scope="security",
           evidence=[E(O, "We will add the tenant id to the cache key in the next sprint, which will isolate clinics from each other.", rel=0.9)])),
 # ---------------- reality_check
 case("rc-restart-loop", "Three failed restart-family attempts (restart / redeploy / rollout restart are one strategy, §5) -> repeated-strategy.",
      call("reality_check", "s-rc-restart-loop", pi("repeated-strategy"),
           reasoning="The SMS queue for Shenzhen Bay is stuck; remind-svc must be in a bad state.",
           attempts=[{"approach": "Restart remind-svc pods in ap-east-1", "outcome": "Queue still at 412 pending after 10 minutes", "succeeded": False},
                     {"approach": "Redeploy remind-svc 2.7.0 to ap-east-1", "outcome": "Queue still at 415 pending after 15 minutes", "succeeded": False},
                     {"approach": "kubectl rollout restart deployment/remind-svc in ap-east-1", "outcome": "Queue still at 420 pending after 12 minutes", "succeeded": False}])),
 case("rc-same-failure-signature", "Three different approaches ending in the same error after normalising numbers and ids are one loop (§5) -> repeated-strategy.",
      call("reality_check", "s-rc-same-failure-signature", pi("repeated-strategy"),
           reasoning="Something in our client must be wrong for Meridian Mutual.",
           attempts=[{"approach": "Raise the payer HTTP timeout from 8 s to 20 s", "outcome": "PAYER_TIMEOUT: no 271 within 20000 ms (req 8812)"},
                     {"approach": "Switch to Meridian's secondary endpoint", "outcome": "PAYER_TIMEOUT: no 271 within 20000 ms (req 8840)"},
                     {"approach": "Add 3 retries with backoff", "outcome": "PAYER_TIMEOUT: no 271 within 20000 ms (req 8871)"}])),
 case("rc-untested-success", "Success language ('fixed and done') with no evidence whose reading is a pass -> untested-success.",
      call("reality_check", "s-rc-untested-success", pi("untested-success"),
           reasoning="I changed Units() to take OBX-6.1, so the UCUM issue is fixed and this is done.",
           attempts=[{"approach": "Change Units() to split OBX-6 on ^ and return the first component", "outcome": "Code compiles"}],
           evidence=[])),
 case("rc-premature-rewrite", "A rewrite proposed before the scheduler is shown unfixable -> premature-rewrite; only one failed attempt, no loop.",
      call("reality_check", "s-rc-premature-rewrite", pi("premature-rewrite"),
           reasoning="The reminder scheduler is a mess; we should rewrite it from scratch on Temporal instead of debugging the quiet-hours bug.",
           attempts=[{"approach": "Add a timezone lookup per clinic in schedule()", "outcome": "Shanghai reminders still go out at 22:10", "succeeded": False}])),
 case("rc-unsupported-certainty", "'definitely' and '100 %' with no supporting evidence -> unsupported-certainty.",
      call("reality_check", "s-rc-unsupported-certainty", pi("unsupported-certainty"),
           reasoning="It's definitely the payer's firewall dropping our packets, 100 %.",
           attempts=[], evidence=[])),
 case("rc-none-next-step", "A concrete comparison plan, one failed attempt, no success/rewrite/certainty words -> none.",
      call("reality_check", "s-rc-none-next-step", pi("none"),
           reasoning="Next I'll compare the NACKed Futian payloads with Eastbay's accepted ones to see which OBX-5 lengths differ.",
           attempts=[{"approach": "Replay MSG20931 to the staging bridge", "outcome": "NACK AE OBX-5 exceeds 64 KB, same as prod", "succeeded": False}],
           evidence=[E(L, "hl7-bridge[futian] NACK MSG20931 ORU^R01: AE OBX-5 exceeds 64 KB", pol="neutral", rel=0.9)])),
 case("rc-negated-success-is-not-success", "'not fixed yet' and 'then fix' are negation/plan, not success (§5) -> none.",
      call("reality_check", "s-rc-negated-success", pi("none"),
           reasoning="The labs queue is not fixed yet; first measure consumer lag per partition, then fix the slow consumer.",
           attempts=[{"approach": "Add one more labs-relay consumer", "outcome": "Lag went from 9k to 8.7k messages", "succeeded": False}])),
 case("rc-contradicted-premise", "§7: call 1 CONTRADICTS the SMSGate-retry cause; reasoning that leans on it in the same session -> contradicted-premise.",
      call("ackrite", "s-rc-contradicted-premise", st("CONTRADICTED"),
           claim="The duplicate reminders are caused by SMSGate's retry policy.",
           evidence=[E(L, "SMSGate message log for the duplicated reminders: each duplicate has its own message id and its own API request from remind-svc (2 requests, 0 gateway retries).", pol="contradicts", rel=0.9)]),
      call("reality_check", "s-rc-contradicted-premise", pi("contradicted-premise"),
           reasoning="Since the duplicate reminders are caused by SMSGate's retry policy, I'll disable gateway retries in the SMSGate console.",
           attempts=[])),
 # ---------------- discovery_check
 case("dc-two-page-converged", "Complete two-page traversal, listChanged true, client equals discovered (§9.3 rule 7) -> converged.",
      dc(st("converged"))),
 case("dc-notification-after-refresh", "notificationAt after discoveryStartedAt: the refresh predates the signal (§9.3 rule 3) -> stale, although digests match.",
      dc(st("stale"), notificationAt="2026-03-30T09:03:00Z")),
 case("dc-last-page-has-cursor", "The last page still has nextCursor (§9.3 rule 2) -> incomplete.",
      dc(st("incomplete"), pages=[{"cursor": None, "nextCursor": "cGFnZTI", "toolCount": 2}],
         discoveredTools=copy.deepcopy(TOOLS[:2]), clientTools=copy.deepcopy(TOOLS[:2]))),
 case("dc-same-name-changed-contract", "book_appointment gained a required visitType; the client kept the old definition: digests differ (§9.3 rule 5) -> stale; a name-only inventory would say unchanged.",
      dc(st("stale"), notificationAt="2026-03-30T08:59:00Z", discoveredTools=copy.deepcopy(TOOLS_NEW), clientTools=copy.deepcopy(TOOLS))),
 case("dc-no-listchanged-no-bound", "listChanged false and no refreshPolicy.maxAgeMs or ttlMs (§9.3 rule 6) -> unverifiable.",
      dc(st("unverifiable"), listChanged=False)),
 case("dc-no-protocol-version", "No protocolVersion (§9.3 rule 1) -> unverifiable.",
      dc(st("unverifiable"), protocolVersion=...)),
 case("dc-no-listchanged-bounded-refresh", "listChanged false, but refreshPolicy.maxAgeMs 600000 covers observedAt − completed (4 min) (§9.3 rule 6 not met) -> converged.",
      dc(st("converged"), listChanged=False, refreshPolicy={"trigger": "interval", "maxAgeMs": 600000})),
 case("dc-empty-string-cursor-2026", "Under 2026-07-28 an empty-string nextCursor is a cursor, so the traversal is not finished (§9.3 rule 2) -> incomplete.",
      dc(st("incomplete"), protocolVersion="2026-07-28", pages=[{"cursor": None, "nextCursor": "cGFnZTI", "toolCount": 2}, {"cursor": "cGFnZTI", "nextCursor": "", "toolCount": 2}], ttlMs=300000)),
 case("dc-tool-removed-refreshed", "A tool removed, notification at 08:58, then a complete refresh at 09:00 that the client installed (§9.5 case 2 analogue) -> converged.",
      dc(st("converged"), notificationAt="2026-03-30T08:58:00Z", pages=[{"cursor": None, "nextCursor": "cGFnZTI", "toolCount": 2}, {"cursor": "cGFnZTI", "nextCursor": None, "toolCount": 1}],
         discoveredTools=copy.deepcopy(TOOLS_NO_REMIND), clientTools=copy.deepcopy(TOOLS_NO_REMIND))),
]
