# Hand-written realistic outputs for tools not installed here (kubectl, docker, psql, CI, Sentry,
# Prometheus, Grafana, journalctl, nginx). Each mimics the tool's real format.
from _h import A, E, X, call
O = "observed_behavior"
K_CRASH = """$ kubectl --context prod-eu-west-1 -n recs get pods -l app=recs-api
NAME                        READY   STATUS             RESTARTS        AGE
recs-api-7d9f8b6c54-2xkqp   0/1     CrashLoopBackOff   6 (41s ago)     9m12s
recs-api-7d9f8b6c54-8hzvn   0/1     CrashLoopBackOff   6 (38s ago)     9m12s
recs-api-7d9f8b6c54-tq4lm   1/1     Running            0               9m12s"""
K_READY = """$ kubectl --context prod-eu-west-1 -n media get pods -l app=media-transcoder
NAME                                READY   STATUS    RESTARTS   AGE
media-transcoder-5c7b9d8f6d-4wzrx   1/1     Running   0          22m
media-transcoder-5c7b9d8f6d-9kq2m   1/1     Running   0          22m
media-transcoder-5c7b9d8f6d-xp7ld   1/1     Running   0          22m"""
K_OOM = """$ kubectl --context prod-us-east-1 -n media describe pod media-worker-6f5d7c9b8-jx2kd
Name:         media-worker-6f5d7c9b8-jx2kd
Namespace:    media
Containers:
  worker:
    Limits:
      memory:  2Gi
    State:          Waiting
      Reason:       CrashLoopBackOff
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    137
    Restart Count:  4"""
DOCKER = """$ docker build -t shopq/web:5.3.0 .
[+] Building 41.7s (11/14)                                   docker:default
 => [internal] load build definition from Dockerfile                    0.0s
 => [deps 3/4] COPY package.json package-lock.json ./                   0.1s
 => ERROR [deps 4/4] RUN npm ci --omit=dev                             38.9s
------
 > [deps 4/4] RUN npm ci --omit=dev:
38.61 npm ERR! code ERESOLVE
38.61 npm ERR! ERESOLVE could not resolve
------
Dockerfile:9
ERROR: failed to solve: process "/bin/sh -c npm ci --omit=dev" did not complete successfully: exit code: 1"""
PSQL_37 = """$ psql -h billing-db.prod.internal -U readonly billing -c "SELECT count(*) FROM stripe_webhook_events WHERE status = 'pending' AND received_at < now() - interval '15 minutes';"
 count
-------
    37
(1 row)"""
PSQL_0 = PSQL_37.replace("    37", "     0")
CI_FAIL = """2024-05-14T10:02:11.4Z ##[group]Run npm test -- --ci
2024-05-14T10:02:40.9Z FAIL src/checkout/coupon.test.ts
2024-05-14T10:02:40.9Z   ● applies SPRING10 before tax
2024-05-14T10:02:41.7Z Tests:       1 failed, 41 passed, 42 total
2024-05-14T10:02:41.7Z Test Suites: 1 failed, 11 passed, 12 total
2024-05-14T10:02:41.9Z ##[error]Process completed with exit code 1."""
CI_PASS = """2024-05-14T11:15:03.1Z ##[group]Run npm test -- --ci
2024-05-14T11:15:31.2Z PASS src/checkout/coupon.test.ts
2024-05-14T11:15:31.9Z Test Suites: 12 passed, 12 total
2024-05-14T11:15:31.9Z Tests:       42 passed, 42 total
2024-05-14T11:15:32.0Z ##[endgroup]
2024-05-14T11:15:32.2Z Post job cleanup."""
SENTRY_OPEN = """TypeError: undefined is not an object (evaluating 'window.ApplePaySession.canMakePayments')
web-checkout · WEB-CHECKOUT-3F2 · Unresolved
Release: 5.3.0 (first seen 5.2.4)   Browser: Safari 16.6   OS: macOS 13.6
Events: 1,214   Users: 388   First seen: 6 days ago   Last seen: 3 minutes ago"""
SENTRY_RESOLVED = """TypeError: undefined is not an object (evaluating 'window.ApplePaySession.canMakePayments')
web-checkout · WEB-CHECKOUT-3F2 · Resolved in 5.3.1
Release: 5.3.1   Browser: Safari 16.6   OS: macOS 13.6
Events (last 14d): 0 since 5.3.1 (released 9 days ago)   Last seen: 9 days ago (release 5.3.0)"""
PROM_RATE = """$ promtool query instant http://prometheus.prod:9090 'sum(rate(http_requests_total{service="checkout",env="production",code=~"5.."}[5m])) / sum(rate(http_requests_total{service="checkout",env="production"}[5m]))'
{} => 0.042 @[1715680800]"""
PROM_ZERO = PROM_RATE.replace("0.042", "0")
GRAFANA = """Grafana · Search API (us-east-1) · panel "Latency p95" · last 6h
time                 p95_ms   p50_ms   rps
2024-05-14 04:00     1810     220      412
2024-05-14 06:00     1765     205      455
2024-05-14 08:00     1842     231      530
threshold: 800 ms (SLO)   status: breached"""
JOURNAL_FAIL = """$ journalctl -u email-digest.service --since today
May 14 02:00:01 worker-3 systemd[1]: Starting email-digest.service - Nightly email digest...
May 14 02:07:44 worker-3 email-digest[21877]: sent 18214 of 40120 digests
May 14 02:07:44 worker-3 email-digest[21877]: fatal: SMTP relay refused connection: 421 too many connections
May 14 02:07:44 worker-3 systemd[1]: email-digest.service: Main process exited, code=exited, status=1/FAILURE
May 14 02:07:44 worker-3 systemd[1]: email-digest.service: Failed with result 'exit-code'."""
JOURNAL_OK = """$ journalctl -u email-digest.service --since today
May 15 02:00:01 worker-3 systemd[1]: Starting email-digest.service - Nightly email digest...
May 15 02:19:02 worker-3 email-digest[30112]: sent 40120 of 40120 digests, 0 errors
May 15 02:19:02 worker-3 systemd[1]: email-digest.service: Deactivated successfully.
May 15 02:19:02 worker-3 systemd[1]: Finished email-digest.service - Nightly email digest."""
NGINX_502 = """$ tail -n 5 /var/log/nginx/access.log
10.2.4.17 - - [14/May/2024:09:41:02 +0000] "POST /api/v1/media/upload HTTP/2.0" 502 157 "-" "ShopQ-iOS/6.1"
10.2.4.17 - - [14/May/2024:09:41:09 +0000] "POST /api/v1/media/upload HTTP/2.0" 201 88 "-" "ShopQ-iOS/6.1"
10.2.7.33 - - [14/May/2024:09:41:15 +0000] "POST /api/v1/media/upload HTTP/2.0" 502 157 "-" "Mozilla/5.0 (Windows NT 10.0)"
10.2.7.33 - - [14/May/2024:09:41:31 +0000] "POST /api/v1/media/upload HTTP/2.0" 502 157 "-" "Mozilla/5.0 (Windows NT 10.0)"
10.2.4.90 - - [14/May/2024:09:41:40 +0000] "GET /api/v1/media/vid-88/manifest.m3u8 HTTP/2.0" 200 612 "-" "AppleCoreMedia/1.0" """
AXE = """$ npx axe https://staging.shopq.test/checkout --tags wcag2aa
Running axe-core 4.9.0 in chrome-headless
Testing https://staging.shopq.test/checkout ... please wait, this may take a minute.
  Violation of "color-contrast" with 2 occurrences!
  Violation of "label" with 1 occurrences!
3 Accessibility issues detected."""
CASES = [
A("kubectl-recs-crashloop-prod",
  "kubectl shows 2 of 3 recs-api pods 0/1 CrashLoopBackOff in prod-eu-west-1 -> CONTRADICTED.",
  "The recs-api rollout is healthy in production eu-west-1.", [E(O, K_CRASH)], "CONTRADICTED"),
A("kubectl-transcoder-all-ready",
  "All three media-transcoder pods 1/1 Running in the prod-eu-west-1 context, 0 restarts -> direct, covers every instance -> KNOWN.",
  "All 3 media-transcoder pods are ready in production eu-west-1.", [E(O, K_READY)], "KNOWN"),
A("kubectl-worker-oomkilled",
  "'OOMKilled', exit 137, CrashLoopBackOff under the 2Gi limit -> fail -> CONTRADICTED.",
  "The media worker stays up in us-east-1 with the 2Gi memory limit.", [E(O, K_OOM)], "CONTRADICTED"),
A("docker-build-failed-to-solve",
  "'ERROR: failed to solve' -> the build failed -> CONTRADICTED.",
  "The web image 5.3.0 builds now that the lockfile is regenerated.", [E("log", DOCKER)], "CONTRADICTED"),
A("psql-pending-webhooks-37",
  "37 pending webhook events older than 15 minutes where the claim says none -> CONTRADICTED.",
  "No Stripe webhook events are stuck in pending in production.", [E(O, PSQL_37)], "CONTRADICTED"),
A("psql-pending-webhooks-zero",
  "Count 0 from the production billing database supports 'none stuck'; direct 0.9 -> KNOWN, SUPPORTED accepted (reading a 0 count as affirming is the expert's judgement).",
  "No Stripe webhook events are stuck in pending in production.", [E(O, PSQL_0)], ["KNOWN", "SUPPORTED"]),
A("ci-log-one-failed",
  "CI 'Tests: 1 failed, 41 passed' and 'exit code 1' -> CONTRADICTED for 'all tests pass'.",
  "All web unit tests pass in CI on the coupon PR.", [E("log", CI_FAIL)], "CONTRADICTED", [(0, "fail")]),
A("ci-log-all-passed",
  "'Tests: 42 passed, 42 total', unfiltered suite; `log` is not a high-reliability type -> SUPPORTED (KNOWN would need a test_result/observed item).",
  "All web unit tests pass in CI on the coupon PR.", [E("log", CI_PASS)], "SUPPORTED"),
A("ci-log-all-passed-as-test-result",
  "Same CI output typed test_result 0.95: unfiltered suite pass covering 42 tests -> KNOWN.",
  "All web unit tests pass in CI after the coupon fix.", [E("test_result", CI_PASS, rel=0.95)], "KNOWN", [(0, "affirms")]),
A("sentry-safari16-still-unresolved",
  "Error tracker issue still 'Unresolved' with 'Last seen: 3 minutes ago' on 5.3.0 -> CONTRADICTED.",
  "The Safari 16 Apple Pay TypeError is fixed in release 5.3.0.", [E(O, SENTRY_OPEN)], "CONTRADICTED"),
A("sentry-safari16-resolved-in-531",
  "'Resolved in 5.3.1', 0 events since, last seen 9 days ago on the old release -> green; KNOWN vs SUPPORTED (the tracker's resolution is an instrument reading) is judgement.",
  "The Safari 16 Apple Pay TypeError is fixed in release 5.3.1.", [E(O, SENTRY_RESOLVED)], ["KNOWN", "SUPPORTED"]),
A("prometheus-5xx-ratio-nonzero",
  "A 5xx ratio of 0.042 where the claim says zero -> persists -> CONTRADICTED.",
  "The checkout 5xx error rate in production is zero after the rollback.", [E(O, PROM_RATE)], "CONTRADICTED"),
A("prometheus-5xx-ratio-zero",
  "The production query returns 0 -> green; a bare '=> 0' is terse, so KNOWN or SUPPORTED (judgement).",
  "The checkout 5xx error rate in production is zero after the rollback.", [E(O, PROM_ZERO)], ["KNOWN", "SUPPORTED"]),
A("grafana-search-p95-breached",
  "p95 1.7-1.8 s against an 800 ms claim, panel says breached -> CONTRADICTED.",
  "Search p95 latency is under 800 ms in us-east-1.", [E(O, GRAFANA)], "CONTRADICTED"),
A("journalctl-digest-failed",
  "'status=1/FAILURE', 'sent 18214 of 40120', fatal SMTP error -> CONTRADICTED.",
  "The nightly email digest job completed on worker-3.", [E("log", JOURNAL_FAIL)], "CONTRADICTED"),
A("journalctl-digest-finished",
  "'sent 40120 of 40120 digests, 0 errors', 'Deactivated successfully'; `log` type -> SUPPORTED.",
  "The nightly email digest job completed on worker-3.", [E("log", JOURNAL_OK)], "SUPPORTED"),
A("nginx-upload-502-persist",
  "3 of 4 upload requests still 502 in the access log -> CONTRADICTED for 'no longer 502'.",
  "Media uploads no longer return 502 behind the new nginx config.", [E("log", NGINX_502)], "CONTRADICTED"),
A("axe-three-violations",
  "axe reports 3 accessibility issues where the claim says none: expert CONTRADICTED; axe's format is not in §4.1's list, so fail-closed PLAUSIBLE also accepted; never green.",
  "The checkout page has no WCAG AA violations in staging.", [E("test_result", AXE, rel=0.95)], ["CONTRADICTED", "PLAUSIBLE"]),
]
