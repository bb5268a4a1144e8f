# Structured evidence written by hand where no tool is available here (kubectl, docker, CI, psql, Prometheus, Sentry...).
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _lib import *

FILE = "structured-hand.json"
T = "test_result"; O = "observed_behavior"; L = "log"

KUBE_CRASH = """$ kubectl --context eu1-prod -n shadowd get pods -l app=shadowd
NAME                       READY   STATUS             RESTARTS        AGE
shadowd-7c9d5f6b84-4xkq2   1/1     Running            0               38m
shadowd-7c9d5f6b84-9wz7n   1/1     Running            0               37m
shadowd-7c9d5f6b84-tq5lm   0/1     CrashLoopBackOff   11 (2m4s ago)   36m
$ kubectl --context eu1-prod -n shadowd get deploy shadowd -o wide
NAME      READY   UP-TO-DATE   AVAILABLE   AGE    CONTAINERS   IMAGES
shadowd   2/3     3            2           212d   shadowd      registry.hearthly.example/shadowd:2.31.4"""

ROLLOUT_OK = """$ kubectl --context us1-prod -n reports rollout status deployment/energy-reports --timeout=5m
Waiting for deployment "energy-reports" rollout to finish: 2 of 4 updated replicas are available...
Waiting for deployment "energy-reports" rollout to finish: 3 of 4 updated replicas are available...
deployment "energy-reports" successfully rolled out
$ kubectl --context us1-prod -n reports get deploy energy-reports -o jsonpath='{.spec.template.spec.containers[0].image}'
registry.hearthly.example/energy-reports:1.9.0"""

DOCKER_FAIL = """$ docker build -t registry.hearthly.example/ota-orchestrator:3.4.0 .
[+] Building 41.7s (11/14)                                          docker:default
 => [internal] load build definition from Dockerfile                          0.0s
 => [builder 1/6] FROM docker.io/library/golang:1.26-bookworm@sha256:4e1f...   6.2s
 => [builder 4/6] RUN go mod download                                         18.9s
 => ERROR [builder 5/6] RUN CGO_ENABLED=0 go build -o /out/ota-orchestrator ./cmd/ota-orchestrator  14.3s
------
 > [builder 5/6] RUN CGO_ENABLED=0 go build -o /out/ota-orchestrator ./cmd/ota-orchestrator:
12.87 internal/waves/plan.go:88:14: undefined: slices.Chunk
------
Dockerfile:14
ERROR: failed to solve: process "/bin/sh -c CGO_ENABLED=0 go build -o /out/ota-orchestrator ./cmd/ota-orchestrator" did not complete successfully: exit code: 1"""

GHA_HIL_H3 = """firmware-hil / hil (halo-h3)  ·  run #4471  ·  ref refs/tags/v4.12.1
2026-06-01T06:12:03.1180Z ##[group]Run ./hil/run.sh --device halo-h3 --image out/halo-h3-4.12.1.bin
2026-06-01T06:12:03.1190Z flashing halo-h3 rig-07 slot B ... done
2026-06-01T06:31:44.5521Z HIL suite halo-h3: 48 passed, 0 failed, 0 skipped (19m41s)
2026-06-01T06:31:44.5530Z ##[endgroup]
2026-06-01T06:31:45.0012Z Cleaning up orphan processes
Job status: success"""

GHA_HIL_MINI = """firmware-hil / hil (halo-mini)  ·  run #4471  ·  ref refs/tags/v4.12.1
2026-06-01T06:12:05.9021Z ##[group]Run ./hil/run.sh --device halo-mini --image out/halo-mini-4.12.1.bin
2026-06-01T06:12:05.9033Z flashing halo-mini rig-02 slot A ... done
2026-06-01T06:24:10.3310Z HIL suite halo-mini: 31 passed, 0 failed, 0 skipped (12m05s)
2026-06-01T06:24:10.3321Z ##[endgroup]
Job status: success"""

PSQL_LEFT = """fleet=> SELECT firmware, count(*) FROM devices WHERE region = 'eu1' AND model = 'H3' GROUP BY firmware ORDER BY 2 DESC;
 firmware | count
----------+-------
 4.12.1   | 41288
 4.12.0   |    37
 4.11.3   |     4
(3 rows)"""

PSQL_JOBS = """reports=> SELECT status, count(*) FROM report_jobs WHERE tenant = 'greenfield' AND month = '2026-05' GROUP BY status;
  status  | count
----------+-------
 done     |  1893
(1 row)

reports=> SELECT count(*) FROM report_jobs WHERE tenant = 'greenfield' AND month = '2026-05' AND status <> 'done';
 count
-------
     0
(1 row)"""

PROM_5XX = """Prometheus (eu1) · evaluated 2026-06-02T10:00:00Z
> sum(rate(shadowd_http_requests_total{region="eu1",code=~"5.."}[30m])) / sum(rate(shadowd_http_requests_total{region="eu1"}[30m]))
{} 0.0031
> sum(increase(shadowd_http_requests_total{region="eu1",code="503"}[30m]))
{} 412"""

GRAFANA_P95 = """Grafana · dashboard "shadowd / read path" · panel "GET /shadow p95 (eu1)" · export CSV
time,p95_ms
2026-05-30 12:00,641
2026-05-30 18:00,655
2026-05-31 12:00,628
-- annotation 2026-06-01 09:30 deploy shadowd 2.31.4 (pgbouncer pool 20 -> 80) --
2026-06-01 12:00,183
2026-06-01 18:00,176
2026-06-02 06:00,179"""

SENTRY_OPEN = """Sentry · hearthly-home-android · HOMEAPP-ANDROID-4F2
TypeError: Cannot read property 'setpointC' of undefined
  at ScheduleCard.render (ScheduleCard.tsx:57)
Status: Unresolved        Level: error
First seen: 2026-05-22 (release 5.8.1)    Last seen: 3 minutes ago (release 5.8.1)
Events: 214 (24h)   Users: 131 (24h)
Assignee: @lena.k   Linked PR: #1186 "guard undefined schedule in ScheduleCard" (merged)"""

SENTRY_RESOLVED = """Sentry · hearthly-home-android · HOMEAPP-ANDROID-4F2
TypeError: Cannot read property 'setpointC' of undefined
Status: Resolved in 5.8.2 (by @lena.k)
Last seen: 9 days ago (release 5.8.1)
Events by release (last 14 days): 5.8.1: 1,907 · 5.8.2: 0
Release 5.8.2 adoption: 71% of sessions"""

JOURNAL = """$ journalctl -u zigbee-bridged --since "2026-06-02 08:00" --no-pager   # on HB2-1203
Jun 02 08:02:11 hb2-1203 zigbee-bridged[612]: permit-join opened for 180s (requested by app 5.8.2)
Jun 02 08:02:39 hb2-1203 zigbee-bridged[612]: device 0x4f21 joined, starting interview
Jun 02 08:02:44 hb2-1203 zigbee-bridged[612]: interview complete for 0x4f21 (TRV, Danfoss eTRV)
Jun 02 08:03:02 hb2-1203 zigbee-bridged[612]: device 0x9a0c joined, starting interview
Jun 02 08:03:32 hb2-1203 zigbee-bridged[612]: interview failed for 0x9a0c: timeout after 30s (attempt 3/3)
Jun 02 08:03:51 hb2-1203 zigbee-bridged[612]: device 0x17be joined, starting interview
Jun 02 08:03:55 hb2-1203 zigbee-bridged[612]: interview complete for 0x17be (temp sensor)
Jun 02 08:05:11 hb2-1203 zigbee-bridged[612]: permit-join closed"""

NGINX_502 = """$ tail -n 6 /var/log/nginx/app-gw.access.log   # eu1 app gateway, 2026-06-02
10.4.7.21 - - [02/Jun/2026:10:14:02 +0000] "GET /v1/devices/HX3-0042/shadow HTTP/2.0" 200 412 "-" "HearthlyHome/5.8.2 Android" 0.041
10.4.7.21 - - [02/Jun/2026:10:14:09 +0000] "GET /v1/devices/HX3-1177/shadow HTTP/2.0" 502 157 "-" "HearthlyHome/5.8.2 iOS" 30.001
10.4.9.3 - - [02/Jun/2026:10:14:15 +0000] "GET /v1/devices/HX3-0311/shadow HTTP/2.0" 200 398 "-" "HearthlyHome/5.8.1 Android" 0.038
10.4.9.3 - - [02/Jun/2026:10:14:31 +0000] "GET /v1/devices/HX3-2040/shadow HTTP/2.0" 502 157 "-" "HearthlyHome/5.8.2 Android" 30.002
10.4.7.21 - - [02/Jun/2026:10:14:40 +0000] "PUT /v1/devices/HX3-0042/shadow/desired HTTP/2.0" 200 96 "-" "HearthlyHome/5.8.2 Android" 0.052
10.4.2.8 - - [02/Jun/2026:10:14:52 +0000] "GET /v1/devices/HX3-0420/shadow HTTP/2.0" 200 405 "-" "HearthlyHome/5.8.2 iOS" 0.044"""

NGINX_OK = """$ awk '$4 >= "[02/Jun/2026:11:00:00"' /var/log/nginx/app-gw.access.log | awk '{print $9}' | sort | uniq -c   # eu1 app gateway, after the 10:55 upstream keepalive fix
   4127 200
     18 304
$ tail -n 3 /var/log/nginx/app-gw.access.log
10.4.7.21 - - [02/Jun/2026:11:41:02 +0000] "GET /v1/devices/HX3-1177/shadow HTTP/2.0" 200 407 "-" "HearthlyHome/5.8.2 iOS" 0.039
10.4.9.3 - - [02/Jun/2026:11:41:05 +0000] "GET /v1/devices/HX3-2040/shadow HTTP/2.0" 200 401 "-" "HearthlyHome/5.8.2 Android" 0.042
10.4.2.8 - - [02/Jun/2026:11:41:09 +0000] "GET /v1/devices/HX3-0420/shadow HTTP/2.0" 304 0 "-" "HearthlyHome/5.8.2 iOS" 0.011"""

TF_REPLACE = """$ terraform plan -target=aws_db_instance.reports
aws_db_instance.reports: Refreshing state... [id=reports-eu1]

Terraform will perform the following actions:

  # aws_db_instance.reports must be replaced
-/+ resource "aws_db_instance" "reports" {
      ~ instance_class    = "db.r6g.large" -> "db.r6g.xlarge"
      ~ storage_encrypted = false -> true # forces replacement
        # (31 unchanged attributes hidden)
    }

Plan: 1 to add, 0 to change, 1 to destroy."""

KUBE_READY = """$ kubectl --context us1-prod -n bridge get pods -l app=matter-gateway
NAME                              READY   STATUS    RESTARTS   AGE
matter-gateway-5b8f7d9c6d-2hjkx   2/2     Running   0          3h12m
matter-gateway-5b8f7d9c6d-8mwq4   2/2     Running   0          3h12m
matter-gateway-5b8f7d9c6d-lz9vp   2/2     Running   0          3h11m"""

MOSQ = """$ kubectl --context eu1-prod -n mqtt logs mosquitto-0 --since=20m | tail -n 5
2026-06-02T08:40:12Z: Config reloaded: /mosquitto/certs/server.crt (notAfter=2027-06-02)
2026-06-02T08:41:03Z: New connection from 10.8.3.44:51822 on port 8883.
2026-06-02T08:41:03Z: OpenSSL Error[0]: error:0A000086:SSL routines::certificate verify failed (certificate has expired)
2026-06-02T08:41:03Z: Client <unknown> disconnected: protocol error.
2026-06-02T08:47:55Z: OpenSSL Error[0]: error:0A000086:SSL routines::certificate verify failed (certificate has expired)"""

GHA_PR = """CI / unit (pull_request) · PR #812 "shadowd: batch reported updates" · run #9932
2026-06-02T09:02:10.2210Z ##[group]Run go test ./...
2026-06-02T09:02:41.0048Z ok  	hearthly.example/shadowd/internal/merge	0.412s
2026-06-02T09:02:44.7712Z --- FAIL: TestBatchFlushOnShutdown (5.00s)
2026-06-02T09:02:44.7713Z     batch_test.go:73: 2 updates still queued after Shutdown
2026-06-02T09:02:44.7790Z FAIL	hearthly.example/shadowd/internal/batch	5.122s
2026-06-02T09:02:44.9001Z ##[error]Process completed with exit code 1."""

ORCH_LOG = """$ kubectl --context eu1-prod -n ota logs deploy/ota-orchestrator --since=1h | grep rollout=ro-2301
2026-06-02T07:00:02Z INFO rollout=ro-2301 fw=4.12.1 wave=1/4 target=1% updated=413 rolledBack=0 rollbackRate=0.00% threshold=0.50%
2026-06-02T07:30:04Z INFO rollout=ro-2301 fw=4.12.1 wave=2/4 target=5% updated=2071 rolledBack=1 rollbackRate=0.05% threshold=0.50%
2026-06-02T08:30:05Z INFO rollout=ro-2301 fw=4.12.1 wave=3/4 target=25% updated=10338 rolledBack=8 rollbackRate=0.08% threshold=0.50%"""

JUNIT_SKIP = """<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="com.hearthly.home.pairing.PairingFlowTest" tests="12" skipped="2" failures="0" errors="0" time="41.207" timestamp="2026-06-01T22:10:44">
  <testcase name="testPairOverBle" classname="com.hearthly.home.pairing.PairingFlowTest" time="3.114"/>
  <testcase name="testPairWithQrCode" classname="com.hearthly.home.pairing.PairingFlowTest" time="0.0">
    <skipped message="camera permission dialog not automatable on API 34 emulator"/>
  </testcase>
  <testcase name="testMatterCommissionViaBridge" classname="com.hearthly.home.pairing.PairingFlowTest" time="6.870"/>
</testsuite>"""

CASES = [
 ack("kubectl-one-pod-crashlooping", "One shadowd pod is CrashLoopBackOff and the deployment shows 2/3 ready: fewer ready than 'all', §4.1 names CrashLoopBackOff.",
     "shadowd 2.31.4 is fully rolled out and healthy in eu1.", [ev(KUBE_CRASH, O, rel=0.9)], R(C(), (0, "persists"))),
 ack("kubectl-rollout-status-success", "'deployment \"energy-reports\" successfully rolled out' on the us1-prod context with image 1.9.0: the observation from the claimed environment (§4.3).",
     "energy-reports 1.9.0 has rolled out in us1.", [ev(ROLLOUT_OK, O, rel=0.9)], K()),
 ack("docker-build-failed-to-solve", "'ERROR: failed to solve' with exit code 1 (§4.1 names it).",
     "The ota-orchestrator 3.4.0 image builds with Go 1.26.", [ev(DOCKER_FAIL, L, rel=0.9)], R(C(), (0, "fail"))),
 ack("gha-hil-h3-passes", "The HIL job for halo-h3 on the v4.12.1 tag reports '48 passed, 0 failed' and success.",
     "Hardware-in-the-loop tests pass on the Halo H3 for firmware 4.12.1.", [ev(GHA_HIL_H3, T, rel=0.9)], K()),
 ack("gha-hil-other-device", "The passing HIL job is for halo-mini, not the H3 the claim names: output about another subject is unaffirmed (§4.1).",
     "Hardware-in-the-loop tests pass on the Halo H3 for firmware 4.12.1.", [ev(GHA_HIL_MINI, T, rel=0.9)], R(P(), (0, "unaffirmed"))),
 ack("psql-devices-left-on-old-firmware", "37 H3 units on 4.12.0 and 4 on 4.11.3 remain: fewer than the claim's 'every' (§4.1 persists numbers).",
     "Every Halo H3 in eu1 is on firmware 4.12.1 now.", [ev(PSQL_LEFT, O, rel=0.9)], C()),
 ack("psql-report-jobs-all-done", "All 1893 greenfield May jobs are 'done' and the count of non-done is 0: covers the whole set.",
     "All of greenfield's May 2026 report jobs finished.", [ev(PSQL_JOBS, O, rel=0.9)], K()),
 ack("prometheus-5xx-ratio-above-zero", "The dashboard reading shows a 0.31 % 5xx ratio and 412 503s: an error rate above zero where the claim says none (§4.1).",
     "eu1 shadowd serves no 5xx errors since the rollback to 2.31.3.", [ev(PROM_5XX, O, rel=0.9)], C()),
 ack("grafana-p95-before-after", "Performance claim with numbers on both sides of the deploy annotation (≈640 ms before, ≈180 ms after): §4.3 performance met; an instrument reading is not hearsay.",
     "The pgbouncer pool change made eu1 shadow reads faster (p95 latency down).", [ev(GRAFANA_P95, O, rel=0.85)], K()),
 ack("sentry-still-unresolved", "Sentry issue still Unresolved with Last seen 3 minutes ago on 5.8.1, 214 events in 24 h; a merged PR is not a fix observed (§4.1 names this).",
     "The ScheduleCard setpoint crash in the Android app is fixed.", [ev(SENTRY_OPEN, O, rel=0.9)], C()),
 ack("sentry-resolved-zero-events-new-release", "Resolved in 5.8.2 with 0 events from 5.8.2 at 71 % adoption: the error tracker itself shows the absence. KNOWN vs SUPPORTED hinges on whether the absence/no-longer shape counts this as the system's own evidence (§4.3) - both green.",
     "The ScheduleCard setpoint crash no longer occurs in Android app 5.8.2.", [ev(SENTRY_RESOLVED, O, rel=0.85)], In("KNOWN", "SUPPORTED")),
 ack("journal-interview-timeout", "'interview failed for 0x9a0c: timeout after 30s (attempt 3/3)' contradicts 'every sensor finished'.",
     "Every sensor finished its Zigbee interview after the pairing session on HB2-1203.", [ev(JOURNAL, L, rel=0.9)], C()),
 ack("nginx-502-still-present", "Two 502s (30 s upstream timeouts) in the tail from app 5.8.2: the problem continues.",
     "The Hearthly Home app no longer gets 502s from the eu1 app gateway.", [ev(NGINX_502, L, rel=0.9)], C()),
 ack("nginx-after-fix-all-200", "After 11:00 the status histogram has only 200/304 (4127/18) and the previously failing devices now get 200: direct observation after the change.",
     "Shadow reads through the eu1 app gateway return 200 again after the keepalive fix.", [ev(NGINX_OK, O, rel=0.9)], K()),
 ack("terraform-forces-replacement", "'must be replaced' / '1 to destroy' (§4.1: a terraform plan that destroys or replaces).",
     "The reports DB plan only changes the instance class in place, without replacing the instance.", [ev(TF_REPLACE, O, rel=0.9)], C()),
 ack("kubectl-matter-gateway-ready", "Three of three matter-gateway pods 2/2 Running in us1-prod: the whole set, from the claimed environment.",
     "All matter-gateway pods in us1 are ready.", [ev(KUBE_READY, O, rel=0.9)], K()),
 ack("mosquitto-cert-reloaded-but-expired", "After the 08:40 reload the broker still logs 'certificate has expired' at 08:41 and 08:47: the claimed effect has not happened.",
     "Thermostats in eu1 connect to the MQTT broker again after the certificate renewal.", [ev(MOSQ, L, rel=0.9)], C()),
 ack("gha-pr-ci-failed", "'--- FAIL: TestBatchFlushOnShutdown' and 'Process completed with exit code 1' on PR #812.",
     "CI is green on PR #812.", [ev(GHA_PR, T, rel=0.9)], R(C(), (0, "fail"))),
 ack("orchestrator-rollback-rate-below-threshold", "rollbackRate 0.00/0.05/0.08 % against threshold 0.50 % at every wave so far: the numbers state the predicate. Repeated waves give more than one instance.",
     "The eu1 4.12.1 rollout ro-2301 has stayed below the 0.5 % rollback halt threshold through wave 3.", [ev(ORCH_LOG, L, rel=0.85), ev(ORCH_LOG.replace("$ kubectl", "# same query from the on-call laptop\n$ kubectl"), O, rel=0.9)], K()),
 ack("junit-named-testcase-skipped", "JUnit testcase testPairWithQrCode has <skipped/>: the named check did not run (§4.1 no-run), although the suite has 0 failures.",
     "testPairWithQrCode passes in the Android PairingFlowTest suite.", [ev(JUNIT_SKIP, T, rel=0.9)], R(P(), (0, "no-run"))),
]
