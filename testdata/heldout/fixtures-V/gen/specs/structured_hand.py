# Hand-written structured evidence (tools not available here): kubectl, docker, GitHub Actions, psql,
# Prometheus, Sentry, journalctl, nginx, terraform, pytest, jest, cargo, JUnit.
from common import E, one, case, A

T, O, L, H = "test_result", "observed_behavior", "log", "http_response"
FILE = "structured-hand.json"

KUBE_CRASH = """$ kubectl -n mad2 get pods -l app=labelr -o wide
NAME                      READY   STATUS             RESTARTS      AGE   IP            NODE
labelr-7d9c6b8f54-2kq8x   0/1     CrashLoopBackOff   6 (41s ago)   9m    10.42.3.17    mad2-k3s-02
labelr-7d9c6b8f54-h7tzm   0/1     CrashLoopBackOff   6 (38s ago)   9m    10.42.1.22    mad2-k3s-01
labelr-5b4f9d7c6d-wx2pp   1/1     Running            0             3d    10.42.2.9     mad2-k3s-03
$ kubectl -n mad2 get deploy labelr -o jsonpath='{.spec.template.spec.containers[0].image}'
registry.halvard.example/labelr:2.8.1"""

KUBE_OK = """$ kubectl -n rtm1 rollout status deploy/slotter --timeout=120s
Waiting for deployment "slotter" rollout to finish: 1 of 3 updated replicas are available...
Waiting for deployment "slotter" rollout to finish: 2 of 3 updated replicas are available...
deployment "slotter" successfully rolled out
$ kubectl -n rtm1 get pods -l app=slotter
NAME                       READY   STATUS    RESTARTS   AGE
slotter-6f8d7c9b5-4lqpz    1/1     Running   0          2m11s
slotter-6f8d7c9b5-9xk2d    1/1     Running   0          1m48s
slotter-6f8d7c9b5-tn5vw    1/1     Running   0          1m22s
$ kubectl -n rtm1 get deploy slotter -o jsonpath='{.spec.template.spec.containers[0].image}'
registry.halvard.example/slotter:1.14.1"""

KUBE_SZX3 = """$ kubectl -n szx3 get pods -l app=pickd
NAME                     READY   STATUS    RESTARTS   AGE
pickd-84c7f6d9b8-6pfrm   2/2     Running   0          5h
pickd-84c7f6d9b8-mq4zs   2/2     Running   0          5h"""

DOCKER_FAIL = """$ docker build -t registry.halvard.example/plcgw:0.20.0-rc1 .
[+] Building 38.4s (11/14)                                        docker:default
 => [internal] load build definition from Dockerfile                         0.0s
 => [builder 1/6] FROM docker.io/library/golang:1.26-bookworm               12.1s
 => [builder 4/6] RUN go mod download                                        9.8s
 => ERROR [builder 5/6] RUN CGO_ENABLED=0 go build -o /out/plcgw ./cmd/plcgw 6.2s
------
 > [builder 5/6] RUN CGO_ENABLED=0 go build -o /out/plcgw ./cmd/plcgw:
5.911 internal/modbus/frame.go:88:14: undefined: binary.BigEndian.AppendUint24
------
ERROR: failed to solve: process "/bin/sh -c CGO_ENABLED=0 go build -o /out/plcgw ./cmd/plcgw" did not complete successfully: exit code: 1"""

GHA_OK = """pickd / integration (szx3)  succeeded 3m12s
Run go test -count=1 ./integration/...
=== RUN   TestDispatchWaveSZX3
--- PASS: TestDispatchWaveSZX3 (41.20s)
=== RUN   TestRobotReRegister
--- PASS: TestRobotReRegister (12.02s)
=== RUN   TestChargeQueueFairness
--- PASS: TestChargeQueueFairness (8.77s)
PASS
ok  	halvard.example/pickd/integration	62.114s
Post job cleanup.
Job succeeded (ref main @ 4be12a9)"""

GHA_CONTINUE = """pickd / unit (main)  succeeded 1m58s
Run go test ./dispatch/...
--- FAIL: TestDispatchSkipsBlockedRobot (0.02s)
    dispatch_test.go:118: robot AMR-H7-0117 dispatched while state=BLOCKED
FAIL
FAIL	halvard.example/pickd/dispatch	0.211s
FAIL
Error: Process completed with exit code 1.
Warning: step 'unit tests' failed but continue-on-error is set
Run actions/upload-artifact@v4
Job succeeded"""

PSQL_ZERO = """wms_mad2=> SELECT count(*) FROM labels
wms_mad2->  WHERE tenant = 'verdal' AND status = 'DUPLICATE' AND created_at >= '2026-12-02';
 count
-------
     0
(1 row)"""

PSQL_MIG = """wms_szx3=> SELECT tenant, version, applied, applied_at FROM schema_migrations
wms_szx3->  WHERE tenant = 'qiaoma' ORDER BY version DESC LIMIT 3;
 tenant | version | applied |       applied_at
--------+---------+---------+------------------------
 qiaoma |       7 | f       |
 qiaoma |       6 | t       | 2026-10-14 02:11:09+08
 qiaoma |       5 | t       | 2026-08-30 01:58:44+08
(3 rows)"""

PROM_LAT = """histogram_quantile(0.95, sum by (le) (rate(labelr_create_duration_seconds_bucket{site="MAD2",version="2.8.1"}[1h])))
Element                                              Value
{}                                                   0.182
(evaluated 2026-12-02T12:00:00Z, range 1h, 18,420 requests)"""

PROM_ERR = """sum(rate(plcgw_modbus_errors_total{site="RTM1",version="0.19.2"}[6h])) / sum(rate(plcgw_modbus_requests_total{site="RTM1",version="0.19.2"}[6h]))
Element                                              Value
{}                                                   0.021"""

SENTRY_OPEN = """LABELR-4F2  TypeError: Cannot read properties of undefined (reading 'sscc')
  labelr/src/render/zpl.ts in buildBarcode
  Status: Unresolved    Release: labelr@2.8.1    Environment: production
  First seen: 2 days ago    Last seen: 4 minutes ago    Events: 312    Users: 0
  Tags: site=MAD2 tenant=verdal carrier=seur"""

SENTRY_RESOLVED = """LABELR-3C1  RangeError: Invalid time value (cutoff timezone Asia/Shanghai)
  labelr/src/cutoff.ts in nextCutoff
  Status: Resolved in labelr@2.8.1    Environment: production
  First seen: 19 days ago    Last seen: 6 days ago    Events: 1,204
  Events since labelr@2.8.1 (released 2 days ago): 0    Site: SZX3"""

JOURNAL_RESTART = """$ journalctl -u plcgw --since "2026-12-02 06:00" --no-pager
Dec 02 06:00:02 lej1-edge-01 systemd[1]: Started plcgw.service - Halvard conveyor PLC gateway.
Dec 02 06:00:03 lej1-edge-01 plcgw[1184]: level=info msg="plcgw 0.19.2 starting" site=LEJ1 config=/etc/plcgw/lej1.yaml
Dec 02 06:00:03 lej1-edge-01 plcgw[1184]: level=error msg="modbus dial failed" line=LEJ1-line-1 addr=10.30.1.21:502 err="connection refused"
Dec 02 06:00:03 lej1-edge-01 systemd[1]: plcgw.service: Main process exited, code=exited, status=1/FAILURE
Dec 02 06:00:03 lej1-edge-01 systemd[1]: plcgw.service: Failed with result 'exit-code'.
Dec 02 06:00:08 lej1-edge-01 systemd[1]: plcgw.service: Scheduled restart job, restart counter is at 5.
Dec 02 06:00:08 lej1-edge-01 systemd[1]: Started plcgw.service - Halvard conveyor PLC gateway."""

JOURNAL_OOM = """$ journalctl -k --since today | grep -i -A2 oom
Dec 02 14:31:07 szx3-node-04 kernel: pickd invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=0
Dec 02 14:31:07 szx3-node-04 kernel: Memory cgroup out of memory: Killed process 22817 (pickd) total-vm:3912044kB, anon-rss:2049880kB
Dec 02 14:31:07 szx3-node-04 kernel: oom_reaper: reaped process 22817 (pickd), now anon-rss:0kB"""

NGINX_502 = """10.20.4.11 - - [02/Dec/2026:10:14:02 +0100] "POST /v2/labels HTTP/1.1" 201 311 "-" "packstation/4.1" rt=0.142 uct=0.001 urt=0.141
10.20.4.12 - - [02/Dec/2026:10:14:03 +0100] "POST /v2/labels HTTP/1.1" 502 157 "-" "packstation/4.1" rt=0.003 uct=- urt=0.002
10.20.4.11 - - [02/Dec/2026:10:14:05 +0100] "POST /v2/labels HTTP/1.1" 201 309 "-" "packstation/4.1" rt=0.151 uct=0.001 urt=0.150
10.20.4.13 - - [02/Dec/2026:10:14:09 +0100] "POST /v2/labels HTTP/1.1" 502 157 "-" "packstation/4.1" rt=0.002 uct=- urt=0.002"""

NGINX_OK = """10.20.4.11 - - [02/Dec/2026:10:02:11 +0100] "POST /v2/labels HTTP/1.1" 201 311 "-" "packstation/4.1" rt=0.139
10.20.4.12 - - [02/Dec/2026:10:02:15 +0100] "POST /v2/labels HTTP/1.1" 201 308 "-" "packstation/4.1" rt=0.144
10.20.4.14 - - [02/Dec/2026:10:03:40 +0100] "GET /v2/labels/LBL-SEUR-884120 HTTP/1.1" 200 512 "-" "packstation/4.1" rt=0.021
10.20.4.13 - - [02/Dec/2026:10:05:02 +0100] "POST /v2/labels HTTP/1.1" 201 310 "-" "packstation/4.1" rt=0.150
(certificate rotated 2026-12-02 10:00:00 +0100; nginx -t: syntax is ok; error.log empty since reload)"""

TF_REPLACE = """$ terraform plan -target=aws_db_instance.wms_szx3
aws_db_instance.wms_szx3: Refreshing state... [id=wms-szx3-prod]

Terraform will perform the following actions:

  # aws_db_instance.wms_szx3 must be replaced
-/+ resource "aws_db_instance" "wms_szx3" {
      ~ engine_version         = "15.7" -> "16.4"
      ~ storage_encrypted      = false -> true # forces replacement
      ~ parameter_group_name   = "wms-pg15" -> "wms-pg16"
        # (31 unchanged attributes hidden)
    }

Plan: 1 to add, 0 to change, 1 to destroy."""

PYTEST_MIXED = """$ pytest tests/test_slot_api.py -v
============================= test session starts ==============================
platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0
collected 24 items

tests/test_slot_api.py::test_rebalance_rtm1 PASSED                        [  4%]
tests/test_slot_api.py::test_rebalance_mad2 PASSED                        [  8%]
tests/test_slot_api.py::test_export_lumo_home FAILED                      [ 12%]
tests/test_slot_api.py::test_assign_heavy_low PASSED                      [ 16%]
...
=================================== FAILURES ===================================
____________________________ test_export_lumo_home ____________________________
E   requests.exceptions.ReadTimeout: HTTPConnectionPool(host='slotter', port=8080): Read timed out. (read timeout=30)
=========================== short test summary info ============================
FAILED tests/test_slot_api.py::test_export_lumo_home - requests.exceptions.ReadTimeout
========================= 1 failed, 23 passed in 41.07s ========================="""

JEST_MIXED = """$ npx jest src/ui/print
 PASS  src/ui/print/PrintSeur.test.tsx
  ✓ prints SEUR label (12 ms)
  ✓ shows tenant logo (4 ms)
 FAIL  src/ui/print/PrintDhl.test.tsx
  ✕ prints DHL label with PO box warning (31 ms)

  ● prints DHL label with PO box warning
    expect(received).toBeInTheDocument()
    Unable to find an element with the text: /PO box/i

Test Suites: 1 failed, 1 passed, 2 total
Tests:       1 failed, 41 passed, 42 total
Snapshots:   0 total
Time:        3.912 s"""

CARGO_OK = """$ cargo test -p amr-sim
   Compiling amr-sim v0.9.3 (/src/amr-sim)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 7.41s
     Running unittests src/lib.rs (target/debug/deps/amr_sim-3f1c2a9d8e7b6c54)

running 59 tests
test lidar::tests::timeout_recovers ... ok
test nav::tests::replans_around_blocked_aisle ... ok
test battery::tests::docks_below_20_percent ... ok
...
test result: ok. 57 passed; 0 failed; 2 ignored; 0 measured; 0 filtered out; finished in 0.84s"""

JUNIT_ERR = """<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="wms.tenant.QuotaIT" tests="12" skipped="0" failures="0" errors="1" time="18.204" timestamp="2026-12-02T08:41:13">
  <testcase name="quotaRaisedForQiaoma" classname="wms.tenant.QuotaIT" time="1.902"/>
  <testcase name="quotaEnforcedPerHour" classname="wms.tenant.QuotaIT" time="4.113">
    <error message="Connection refused: wms-szx3-db:5432" type="org.postgresql.util.PSQLException">org.postgresql.util.PSQLException: Connection to wms-szx3-db:5432 refused.</error>
  </testcase>
</testsuite>"""

CASES = [
 one("kube-crashloop", "§4.1 kubectl pods in CrashLoopBackOff contradict 'rolled out and healthy'",
     "labelr 2.8.1 is rolled out and healthy in the mad2 namespace.", [E(O, KUBE_CRASH, rel=0.9)],
     status="CONTRADICTED"),
 one("kube-rollout-ok", "rollout status 'successfully rolled out', 3/3 Running on image 1.14.1 → KNOWN",
     "The slotter 1.14.1 rollout in rtm1 completed.", [E(O, KUBE_OK, rel=0.9)],
     status="KNOWN"),
 one("kube-other-namespace", "§4.1 output about another subject (szx3 namespace, not mad2) → unaffirmed",
     "pickd pods are healthy in the mad2 namespace.", [E(O, KUBE_SZX3, rel=0.9)],
     status="PLAUSIBLE"),
 one("docker-failed-to-solve", "§4.1 docker build 'ERROR: failed to solve' contradicts",
     "The plcgw 0.20.0-rc1 image builds.", [E(L, DOCKER_FAIL, rel=0.9)],
     status="CONTRADICTED", readings=[(0, "fail")]),
 one("gha-integration-pass", "go test output inside the Actions log: unfiltered package run, all PASS → KNOWN",
     "The pickd SZX3 integration job passes on main.", [E(T, GHA_OK, rel=0.9, src="GitHub Actions pickd/integration")],
     status="KNOWN"),
 one("gha-continue-on-error", "§4.1 the claimed check's own result: the test step FAILs; 'Job succeeded' is the run's, not the check's",
     "pickd's dispatch tests pass in CI.", [E(T, GHA_CONTINUE, rel=0.9, src="GitHub Actions pickd/unit")],
     status="CONTRADICTED", readings=[(0, "fail")]),
 one("psql-count-zero", "count 0 from the system's own table states the absence claim; green, band left to the expert",
     "No duplicate verdal labels have been created since 2 December.", [E(O, PSQL_ZERO, rel=0.9)],
     statusIn=["KNOWN", "SUPPORTED"]),
 one("psql-migration-not-applied", "applied = f for version 7 shows the effect has not happened (persists: 'has not'); non-green either way",
     "The WMS schema v7 migration is applied for tenant qiaoma.", [E(O, PSQL_MIG, rel=0.9)],
     statusIn=["CONTRADICTED", "PLAUSIBLE"]),
 one("prom-latency-under", "one measured p95 (182 ms) under the claim's own 250 ms; whether §4.3 'numbers on both sides' needs a before for an absolute threshold is the expert's call — both green",
     "p95 label creation latency at MAD2 is under 250 ms on labelr 2.8.1.", [E(O, PROM_LAT, rel=0.9, src="Prometheus")],
     statusIn=["KNOWN", "SUPPORTED"]),
 one("prom-error-ratio", "§4.1 persists: an error rate above zero where the claim says zero",
     "The plcgw Modbus error ratio at RTM1 is zero since 0.19.2.", [E(O, PROM_ERR, rel=0.9, src="Prometheus")],
     status="CONTRADICTED"),
 one("sentry-unresolved", "§4.1 error tracker issue Unresolved with Last seen minutes ago on the claimed release",
     "The SSCC undefined crash in labelr is fixed in 2.8.1.", [E(O, SENTRY_OPEN, rel=0.9, src="Sentry LABELR-4F2")],
     status="CONTRADICTED"),
 one("sentry-resolved-no-events", "resolved in the release, 0 events since it shipped, last seen before it; green, band left to the expert",
     "The LABELR-3C1 cut-off timezone crash is resolved in labelr 2.8.1.", [E(O, SENTRY_RESOLVED, rel=0.85, src="Sentry LABELR-3C1")],
     statusIn=["KNOWN", "SUPPORTED"]),
 one("journal-restart-loop", "§4.1 status=1/FAILURE and a restart counter contradict 'runs stably'",
     "plcgw runs stably on the LEJ1 edge box after the config change.", [E(L, JOURNAL_RESTART, rel=0.9)],
     status="CONTRADICTED"),
 one("journal-oom", "§4.1 'Killed process … (pickd)' by the OOM killer contradicts 'no longer runs out of memory'",
     "pickd no longer runs out of memory at SZX3.", [E(L, JOURNAL_OOM, rel=0.9)],
     status="CONTRADICTED"),
 one("nginx-502s", "§4.1 HTTP 502 lines for the named endpoint contradict 'no 502s'",
     "Label creation returns no 502s behind the MAD2 edge proxy.", [E(L, NGINX_502, rel=0.9)],
     status="CONTRADICTED"),
 one("nginx-ok-after-rotation", "2xx lines after the rotation, error log empty; type log → SUPPORTED",
     "The MAD2 proxy serves label requests successfully after the certificate rotation.", [E(L, NGINX_OK, rel=0.9)],
     status="SUPPORTED"),
 one("terraform-replace", "§4.1 a terraform plan that destroys/replaces contradicts 'in place, no replacement'",
     "The SZX3 WMS database change is an in-place update with no replacement.", [E(O, TF_REPLACE, rel=0.9)],
     status="CONTRADICTED"),
 one("pytest-named-pass-in-failing-run", "§4.1 the named test's own PASSED line affirms it inside a failing run",
     "test_rebalance_mad2 passes.", [E(T, PYTEST_MIXED, rel=0.9)],
     status="KNOWN", readings=[(0, "affirms")]),
 one("pytest-suite-fails", "§4.1 pytest '1 failed' contradicts the suite claim",
     "The slot API test suite passes.", [E(T, PYTEST_MIXED, rel=0.9)],
     status="CONTRADICTED"),
 one("jest-suite-fails", "§4.1 jest 'Tests: 1 failed' contradicts; a ✓ for another test does not help",
     "The label printing UI tests pass.", [E(T, JEST_MIXED, rel=0.9)],
     status="CONTRADICTED"),
 one("cargo-ok-with-ignored", "§4.1 cargo 'test result: ok. 57 passed; 0 failed' (2 ignored is not a failure) → KNOWN",
     "The amr-sim crate tests pass.", [E(T, CARGO_OK, rel=0.9)],
     status="KNOWN"),
 one("junit-errors-1", "§4.1 JUnit errors > 0 with failures 0 still contradicts",
     "The QuotaIT integration suite passes against wms-szx3.", [E(T, JUNIT_ERR, rel=0.9)],
     status="CONTRADICTED"),
]
