FILE = "structured-hand.json"
O = "observed_behavior"; T = "test_result"; L = "log"
KUBE_BAD = """$ kubectl -n media get pods -l app=transcoder --context eu-west-1
NAME                          READY   STATUS             RESTARTS        AGE
transcoder-6c9d7b8f4-2kq9x    0/1     CrashLoopBackOff   7 (41s ago)     14m
transcoder-6c9d7b8f4-h7w2m    1/1     Running            0               14m
transcoder-6c9d7b8f4-vx5lp    0/1     CrashLoopBackOff   6 (2m3s ago)    14m"""
KUBE_OK = """$ kubectl -n media get pods -l app=transcoder --context eu-west-1
NAME                          READY   STATUS    RESTARTS   AGE
transcoder-7f5b9c6d8-4mz8q    1/1     Running   0          3h12m
transcoder-7f5b9c6d8-b2x7k    1/1     Running   0          3h12m
transcoder-7f5b9c6d8-tq9jr    1/1     Running   0          3h11m"""
DOCKER = """$ docker build -t registry.lumen.example/captions-svc:2.8.0 .
[+] Building 18.4s (9/12)
 => [build 4/6] RUN pip install --no-cache-dir -r requirements.txt          15.2s
 => ERROR [build 5/6] RUN python -m compileall -q src/                      0.6s
------
 > [build 5/6] RUN python -m compileall -q src/:
0.521 *** Error compiling 'src/captions/vtt.py'...
------
ERROR: failed to solve: process "/bin/sh -c python -m compileall -q src/" did not complete successfully: exit code: 1"""
GHA = """Run summary for PR #812 (mobile-sync: resumable offline downloads)
✓ lint                 succeeded in 41s
✓ unit (ubuntu-22.04)  succeeded in 3m12s
X unit (macos-14)      failed in 4m02s
    ##[error]Process completed with exit code 1.
- e2e-android          skipped"""
PSQL_OK = """payouts=> SELECT count(*) FROM payouts WHERE batch_id = 'pb_2026_11' AND status = 'failed';
 count
-------
     0
(1 row)"""
PSQL_BAD = """refunds=> SELECT id, order_id, requested_at FROM refunds WHERE status = 'pending' AND requested_at < now() - interval '7 days';
   id    | order_id  |      requested_at
---------+-----------+------------------------
 rf_5390 | ord_87702 | 2026-11-19 08:12:44+00
 rf_5402 | ord_87755 | 2026-11-20 14:03:10+00
 rf_5417 | ord_87812 | 2026-11-22 21:47:31+00
(3 rows)"""
PROM = """Prometheus query (2026-12-03 08:00 UTC):
rate(livehub_webrtc_ice_failures_total{region="ap-southeast-1"}[5m])
{instance="sfu-apac-1:9102", region="ap-southeast-1"}  0.37
{instance="sfu-apac-2:9102", region="ap-southeast-1"}  0.29"""
SENTRY_OPEN = """Sentry · lumen-web-player · TypeError: Cannot read properties of undefined (reading 'tracks')
Status: Unresolved    Level: error    Events: 1,214    Users: 388
First seen: 2026-11-29 10:02 UTC    Last seen: 4 minutes ago
Release: web-player@5.12.2"""
SENTRY_RESOLVED = """Sentry · lumen-web-player · TypeError: Cannot read properties of undefined (reading 'tracks')
Status: Resolved in web-player@5.12.2    Events since release: 0
First seen: 2026-11-29 10:02 UTC    Last seen: 9 days ago (web-player@5.12.1)"""
JOURNAL = """$ journalctl -u payout-worker -n 6 --no-pager   (host payouts-eu-2)
Dec 03 07:58:01 payouts-eu-2 systemd[1]: Started payout-worker.service - Lumen instructor payout worker.
Dec 03 07:58:02 payouts-eu-2 payout-worker[21877]: loading config /etc/lumen/payouts.yaml
Dec 03 07:58:02 payouts-eu-2 payout-worker[21877]: fatal: stripe connect account map: open /var/lib/lumen/accounts.json: no such file or directory
Dec 03 07:58:02 payouts-eu-2 systemd[1]: payout-worker.service: Main process exited, code=exited, status=1/FAILURE
Dec 03 07:58:02 payouts-eu-2 systemd[1]: payout-worker.service: Failed with result 'exit-code'."""
NGINX_OK = """203.0.113.41 - - [03/Dec/2026:08:14:02 +0000] "GET /hls/c_1450/720p/seg_0041.ts HTTP/2.0" 200 1843220 "-" "AppleCoreMedia/1.0.0" rt=0.042
203.0.113.41 - - [03/Dec/2026:08:14:08 +0000] "GET /hls/c_1450/720p/seg_0042.ts HTTP/2.0" 200 1840012 "-" "AppleCoreMedia/1.0.0" rt=0.038
198.51.100.7 - - [03/Dec/2026:08:14:09 +0000] "GET /hls/c_1450/480p/seg_0013.ts HTTP/2.0" 200 902331 "-" "ExoPlayerLib/2.19.1" rt=0.031
198.51.100.7 - - [03/Dec/2026:08:14:15 +0000] "GET /hls/c_1450/480p/seg_0014.ts HTTP/2.0" 200 899804 "-" "ExoPlayerLib/2.19.1" rt=0.029"""
NGINX_504 = """192.0.2.18 - - [03/Dec/2026:09:01:44 +0000] "POST /api/checkout/session HTTP/2.0" 504 167 "https://learn.lumen.example/c/c_2001" "Mozilla/5.0" rt=60.001 upstream=10.4.2.17:8080
192.0.2.55 - - [03/Dec/2026:09:02:10 +0000] "POST /api/checkout/session HTTP/2.0" 201 412 "https://learn.lumen.example/c/c_1450" "Mozilla/5.0" rt=0.381 upstream=10.4.2.18:8080
192.0.2.90 - - [03/Dec/2026:09:03:31 +0000] "POST /api/checkout/session HTTP/2.0" 504 167 "https://learn.lumen.example/c/c_3300" "Mozilla/5.0" rt=60.000 upstream=10.4.2.17:8080"""
TF = """$ terraform plan -target=module.cdn_apac
  # aws_cloudfront_distribution.apac must be replaced
-/+ resource "aws_cloudfront_distribution" "apac" {
      ~ id          = "E2QWRUHAPOMQZL" -> (known after apply)
      ~ origin {
          ~ origin_id = "lumen-hls-apac" -> "lumen-hls-apac-v2" # forces replacement
        }
      + ordered_cache_behavior {
          + path_pattern = "/captions/*"
        }
    }
Plan: 1 to add, 0 to change, 1 to destroy."""
CASES = [
one("hand-kubectl-crashloop", "§4.1 status outputs: pods in CrashLoopBackOff and 0/1 ready contradict 'healthy'.",
    "u-h-01", "The transcoder deployment in eu-west-1 is healthy after the rollout.", [ev(O, KUBE_BAD, "supports", 0.9, "kubectl eu-west-1")], st("CONTRADICTED")),
one("hand-kubectl-all-ready", "kubectl shows all three pods 1/1 Running with 0 restarts, covering every instance → KNOWN.",
    "u-h-02", "All transcoder pods in eu-west-1 are running and ready.", [ev(O, KUBE_OK, "supports", 0.9, "kubectl eu-west-1")], st("KNOWN")),
one("hand-docker-failed-to-solve", "§4.1: docker build 'ERROR: failed to solve' contradicts the build claim.",
    "u-h-03", "The captions-svc 2.8.0 image builds.", [ev(L, DOCKER, "supports", 0.9, "docker build")], st("CONTRADICTED")),
one("hand-gha-ci-green-claim", "One matrix job failed with exit code 1 → 'CI is green' is contradicted.",
    "u-h-04", "CI is green on PR #812.", [ev(T, GHA, "supports", 0.9, "GitHub Actions")], st("CONTRADICTED")),
one("hand-gha-lint-job-passes", "§4.1 claimed check's own result: the lint job succeeded inside a run where another job failed; a CI summary line may be an unrecognised format, but both KNOWN and SUPPORTED are green.",
    "u-h-05", "The lint job passes on PR #812.", [ev(T, GHA, "supports", 0.9, "GitHub Actions")], sin("KNOWN", "SUPPORTED")),
one("hand-psql-zero-failed", "psql count 0 of failed payouts for the batch states the claim's predicate directly; whether a count is read as an observation is not spelled out, but both greens fit.",
    "u-h-06", "No payouts in batch pb_2026_11 failed.", [ev(O, PSQL_OK, "supports", 0.9, "psql payouts-eu")], sin("KNOWN", "SUPPORTED")),
one("hand-psql-three-pending", "psql returns 3 refunds pending > 7 days where the claim says none → CONTRADICTED; PLAUSIBLE if the format is not recognised — both non-green.",
    "u-h-07", "No refund has been pending for more than 7 days.", [ev(O, PSQL_BAD, "supports", 0.9, "psql refunds-us")], sin("CONTRADICTED", "PLAUSIBLE")),
one("hand-prometheus-ice-nonzero", "§4.1 persists: an ICE failure rate above zero where the claim says zero → CONTRADICTED.",
    "u-h-08", "WebRTC ICE failures in ap-southeast-1 dropped to zero after the TURN fix.", [ev(O, PROM, "supports", 0.9, "prometheus apac")], st("CONTRADICTED")),
one("hand-sentry-unresolved", "§4.1: an error-tracker issue still Unresolved with a recent Last seen contradicts 'resolved'.",
    "u-h-09", "The web player 'tracks' TypeError is resolved.", [ev(O, SENTRY_OPEN, "supports", 0.9, "sentry")], st("CONTRADICTED")),
one("hand-sentry-resolved-zero-events", "Sentry shows Resolved in 5.12.2 with 0 events since that release → affirms; KNOWN or SUPPORTED both green.",
    "u-h-10", "The web player 'tracks' TypeError is resolved in 5.12.2.", [ev(O, SENTRY_RESOLVED, "supports", 0.9, "sentry")], sin("KNOWN", "SUPPORTED")),
one("hand-journal-exit-failure", "journalctl: 'Started' is followed by fatal and status=1/FAILURE → CONTRADICTED.",
    "u-h-11", "payout-worker starts cleanly on payouts-eu-2.", [ev(L, JOURNAL, "supports", 0.9, "journalctl payouts-eu-2")], st("CONTRADICTED")),
one("hand-nginx-segments-200", "Access log lines show c_1450 HLS segments served 200; log type is not high-reliability (§4.2) → SUPPORTED.",
    "u-h-12", "HLS segments for course c_1450 are served with 200 from the us-east-1 edge.", [ev(L, NGINX_OK, "supports", 0.9, "edge-us-east-1 access.log")], st("SUPPORTED")),
one("hand-nginx-checkout-504", "Two of three checkout POSTs are 504 after 60 s → the timeout persists → CONTRADICTED.",
    "u-h-13", "The checkout endpoint no longer times out at the edge.", [ev(L, NGINX_504, "supports", 0.9, "edge-eu-west-1 access.log")], st("CONTRADICTED")),
one("hand-terraform-replaces", "§4.1: a terraform plan that replaces/destroys contradicts 'does not replace anything'.",
    "u-h-14", "The APAC CDN change only adds a captions cache behaviour and does not replace anything.", [ev(O, TF, "supports", 0.9, "terraform plan")], st("CONTRADICTED")),
]
