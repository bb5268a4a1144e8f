# Hand-written structured evidence (no such tool in this sandbox): kubectl, docker, GitHub Actions,
# psql, Prometheus, Sentry, journalctl, nginx. Each expectation was decided from SPEC while writing it.
from _h import E, A
FILE = "structured-hand.json"
O, T, L, H, X = "observed_behavior", "test_result", "log", "http_response", "other"
KUBE_CRASH = """$ kubectl -n media get pods -l app=xcode-worker
NAME                            READY   STATUS             RESTARTS        AGE
xcode-worker-6d9c7b9f5-2kx8p    1/1     Running            0               41m
xcode-worker-6d9c7b9f5-7qv4n    0/1     CrashLoopBackOff   9 (2m11s ago)   41m
xcode-worker-6d9c7b9f5-wm2rd    1/1     Running            0               41m"""
KUBE_OK = """$ kubectl -n media get pods -l app=pkgr
NAME                    READY   STATUS    RESTARTS   AGE
pkgr-5f8d6c4b7-h2m9x    1/1     Running   0          3h12m
pkgr-5f8d6c4b7-lq7vt    1/1     Running   0          3h12m
pkgr-5f8d6c4b7-zz4c8    1/1     Running   0          3h11m
$ kubectl -n media rollout status deploy/pkgr
deployment "pkgr" successfully rolled out"""
KUBE_PENDING = """$ kubectl -n drm get deploy keyvault-lic
NAME           READY   UP-TO-DATE   AVAILABLE   AGE
keyvault-lic   4/6     6            4           12m
$ kubectl -n drm get pods -l app=keyvault-lic | grep -v Running
NAME                            READY   STATUS    RESTARTS   AGE
keyvault-lic-7c4d9b8d6-p8kfz    0/1     Pending   0          12m
keyvault-lic-7c4d9b8d6-t5wqs    0/1     Pending   0          12m"""
DOCKER_FAIL = """$ docker build -t registry.halyard.dev/xcode-worker:3.9.0 .
[+] Building 48.2s (11/14)
 => [builder 5/8] RUN apt-get install -y libnvidia-encode-550          41.7s
 => ERROR [builder 6/8] RUN make -C ffmpeg -j8                            5.9s
------
 > [builder 6/8] RUN make -C ffmpeg -j8:
5.812 libavcodec/nvenc.c:41:10: fatal error: ffnvcodec/nvEncodeAPI.h: No such file or directory
------
ERROR: failed to solve: process "/bin/sh -c make -C ffmpeg -j8" did not complete successfully: exit code: 2"""
DOCKER_OK = """$ docker build -t registry.halyard.dev/pkgr:2.14.1 .
[+] Building 63.0s (14/14) FINISHED
 => [builder 8/8] RUN go build -o /out/pkgr ./cmd/pkgr                   38.4s
 => exporting to image                                                    1.2s
 => => naming to registry.halyard.dev/pkgr:2.14.1                         0.0s"""
GHA_FAIL = """Run go test ./... -count=1
ok  	halyard.dev/keyvault-lic/cache	0.412s
ok  	halyard.dev/keyvault-lic/fairplay	1.208s
--- FAIL: TestPlayReadyLicenceRenewal (0.31s)
    renewal_test.go:88: renewal response missing LicenseNonce
FAIL
FAIL	halyard.dev/keyvault-lic/playready	0.544s
FAIL
Error: Process completed with exit code 1."""
PSQL = """media=> SELECT state, count(*) FROM transcode_jobs WHERE tenant = 'orbita-tv' AND created_at > now() - interval '24 hours' GROUP BY state;
   state   | count
-----------+-------
 completed |  1187
 failed    |    23
 queued    |     4
(3 rows)"""
PROM_OK = """$ promtool query instant http://prometheus.media:9090 'sum(rate(keyvault_licence_requests_total{code=~"5.."}[1h])) by (region)'
{region="eu-west-1"} => 0 @[1764753600]
{region="us-east-1"} => 0 @[1764753600]
{region="ap-southeast-1"} => 0 @[1764753600]
{region="sa-east-1"} => 0 @[1764753600]"""
PROM_BAD = """$ promtool query instant http://prometheus.media:9090 'histogram_quantile(0.95, sum(rate(pkgr_manifest_seconds_bucket[15m])) by (le, edge))'
{edge="edge-fra1"} => 0.084 @[1764753600]
{edge="edge-iad3"} => 0.091 @[1764753600]
{edge="edge-gru1"} => 0.412 @[1764753600]"""
SENTRY_UNRESOLVED = """Sentry · halyard-player-ios · PLAYER-IOS-4F2
TypeError: undefined is not an object (evaluating 'cue.region.id')
Status: Unresolved   Level: error   Release: player-ios@7.4.1
First seen: 2026-11-29 18:02 UTC   Last seen: 2026-12-03 08:51 UTC (12 minutes ago)
Events (24h): 1,942   Users (24h): 611"""
SENTRY_RESOLVED = """Sentry · halyard-player-web · PLAYER-WEB-1C9
DOMException: The operation is insecure. (MediaKeys.createSession)
Status: Resolved in player-web@4.12.1   Level: error
First seen: 2026-11-21 09:40 UTC   Last seen: 2026-11-30 16:12 UTC (3 days ago)
Events since 4.12.1 release (2026-11-30 17:00 UTC): 0   Users affected since release: 0"""
JOURNAL = """$ journalctl -u ingest-gw --since "2026-12-03 06:00" --no-pager | tail -5
Dec 03 06:41:12 ingest-3 ingest-gw[2211]: srt: listener :9000 accepted caller 203.0.113.40 (canal-sur-enc-1) streamid=canal-sur/main
Dec 03 06:41:12 ingest-3 ingest-gw[2211]: srt: handshake ok latency=120ms passphrase=[set]
Dec 03 07:58:40 ingest-3 ingest-gw[2211]: srt: caller canal-sur-enc-1 dropped: peer idle timeout (5s)
Dec 03 07:58:41 ingest-3 systemd[1]: ingest-gw.service: Main process exited, code=killed, status=9/KILL
Dec 03 07:58:41 ingest-3 systemd[1]: ingest-gw.service: Failed with result 'signal'."""
NGINX = """203.0.113.9 - - [03/Dec/2026:09:01:12 +0000] "GET /hls/kite-sports/live/v1080/seg_90301.ts HTTP/2.0" 200 2841122 "-" "halyard-player-tv/2.8.0 (Tizen 8.0)" rt=0.041 cache=HIT
203.0.113.9 - - [03/Dec/2026:09:01:18 +0000] "GET /hls/kite-sports/live/v1080/seg_90302.ts HTTP/2.0" 200 2839010 "-" "halyard-player-tv/2.8.0 (Tizen 8.0)" rt=0.038 cache=HIT
203.0.113.9 - - [03/Dec/2026:09:01:24 +0000] "GET /hls/kite-sports/live/v1080/seg_90303.ts HTTP/2.0" 504 0 "-" "halyard-player-tv/2.8.0 (Tizen 8.0)" rt=10.001 cache=MISS
203.0.113.9 - - [03/Dec/2026:09:01:30 +0000] "GET /hls/kite-sports/live/v1080/seg_90304.ts HTTP/2.0" 200 2840577 "-" "halyard-player-tv/2.8.0 (Tizen 8.0)" rt=0.044 cache=HIT"""
GHA_PASS = """Run npx vitest run --reporter=default
 ✓ src/abr/ladder.test.ts (12 tests) 41ms
 ✓ src/drm/keysystem.test.ts (9 tests) 18ms
 ✓ src/captions/webvtt.test.ts (15 tests) 33ms

 Test Files  3 passed (3)
      Tests  36 passed (36)
   Start at  09:12:40
   Duration  1.84s"""
JEST_FILTERED = """$ npx jest -t "chromecast sender"
Test Suites: 4 skipped, 0 of 4 total
Tests:       0 total
Snapshots:   0 total
Time:        0.812 s
Ran all test suites with tests matching "chromecast sender"."""
CASES = [
A("hand-kubectl-crashloop", "One xcode-worker pod in CrashLoopBackOff (§4.1 kubectl pods not ready) contradicts 'all pods healthy'.",
  "All xcode-worker pods are healthy after the 3.9.0 rollout.", [E(O, KUBE_CRASH, "supports", 0.9)], "CONTRADICTED", readings=[(0, "fail")]),
A("hand-kubectl-rollout-ok", "All pkgr pods 1/1 Running and 'successfully rolled out' state the claim's predicate.",
  "The pkgr 2.14.1 deployment rolled out successfully with all pods ready.", [E(O, KUBE_OK, "supports", 0.9)], "KNOWN"),
A("hand-kubectl-pending", "4/6 available and two Pending pods: fewer ready than the claim's 'all' → persists (§4.1).",
  "All six keyvault-lic replicas are available after the scale-up.", [E(O, KUBE_PENDING, "supports", 0.9)], "CONTRADICTED"),
A("hand-docker-build-fails", "`ERROR: failed to solve` (§4.1) contradicts the build claim.",
  "The xcode-worker 3.9.0 image builds with the NVENC headers.", [E(L, DOCKER_FAIL, "supports", 0.9)], "CONTRADICTED", readings=[(0, "fail")]),
A("hand-docker-build-ok", "`FINISHED` 14/14 and naming the image: the build succeeded; type log is not high-reliability → SUPPORTED. (A build log could arguably be read as runner output; SPEC's high-reliability list is by type, so SUPPORTED.)",
  "The pkgr 2.14.1 image builds.", [E(L, DOCKER_OK, "supports", 0.9)], "SUPPORTED"),
A("hand-gha-playready-fail", "--- FAIL: TestPlayReadyLicenceRenewal in CI contradicts the named-test claim.",
  "TestPlayReadyLicenceRenewal passes in CI after the nonce change.", [E(T, GHA_FAIL, "supports", 0.95, "GitHub Actions: keyvault-lic / test")], "CONTRADICTED", readings=[(0, "fail")]),
A("hand-gha-fairplay-pkg-ok", "The fairplay package's own `ok` line in a failing run affirms a claim about that package (§4.1 claimed check's own result).",
  "The keyvault-lic fairplay package tests pass in CI.", [E(T, GHA_FAIL, "supports", 0.9)], "KNOWN"),
A("hand-vitest-all-pass", "Unfiltered vitest run, 36 passed (36), 3 files passed: suite-level pass.",
  "All player-web unit tests pass in CI.", [E(T, GHA_PASS, "supports", 0.9, "GitHub Actions: player-web / unit")], "KNOWN"),
A("hand-jest-filter-nothing", "`Tests: 0 total` with a -t filter that matched nothing → no-run (§4.1).",
  "The Chromecast sender tests pass.", [E(T, JEST_FILTERED, "supports", 0.95)], "PLAUSIBLE", readings=[(0, "no-run")]),
A("hand-psql-failed-jobs", "23 failed jobs in the window: an error count above zero where the claim says none → persists (§4.1 numbers).",
  "No orbita-tv transcode jobs failed in the last 24 hours.", [E(O, PSQL, "supports", 0.9)], "CONTRADICTED"),
A("hand-psql-completed-count", "The query's own row states 1187 completed jobs for orbita-tv in 24h — the claim's predicate ('returns N').",
  "More than a thousand orbita-tv transcode jobs completed in the last 24 hours.", [E(O, PSQL, "supports", 0.9)], statusIn=["KNOWN", "SUPPORTED"]),
A("hand-prom-zero-5xx", "Instrument reading: 0 5xx rate in every region → states 'no 5xx' for the claim's subject.",
  "keyvault-lic returned no 5xx responses in the last hour in any region.", [E(O, PROM_OK, "supports", 0.9)], "KNOWN"),
A("hand-prom-p95-gru1", "edge-gru1 p95 0.412 s is above the claim's own 100 ms threshold → persists (§4.1 latency above threshold).",
  "Manifest generation p95 is under 100 ms on every edge.", [E(O, PROM_BAD, "supports", 0.9)], "CONTRADICTED"),
A("hand-sentry-unresolved", "Sentry issue Unresolved with Last seen 12 minutes ago on 7.4.1 (§4.1 error tracker) contradicts 'fixed'.",
  "The WebVTT cue region crash on iOS is fixed in player-ios 7.4.1.", [E(O, SENTRY_UNRESOLVED, "supports", 0.9)], "CONTRADICTED"),
A("hand-sentry-resolved", "Resolved in 4.12.1, 0 events since the release: the fix observed after the change with a before (§4.3). KNOWN or SUPPORTED — an error tracker's zero count is an instrument reading; SPEC does not say whether 'Resolved' alone is affirming, here it is backed by a zero count.",
  "The MediaKeys.createSession insecure-operation error is fixed in player-web 4.12.1.", [E(O, SENTRY_RESOLVED, "supports", 0.9)], statusIn=["KNOWN", "SUPPORTED"]),
A("hand-journal-killed", "ingest-gw main process killed with status=9/KILL as the final state (§4.1 fatal signal) contradicts 'stable'.",
  "ingest-gw stays up with the canal-sur SRT feed connected.", [E(L, JOURNAL, "supports", 0.85)], "CONTRADICTED"),
A("hand-journal-handshake-earlier", "The claim names the handshake, whose own line says `handshake ok latency=120ms`; the same log ends with ingest-gw killed (status=9/KILL). SPEC §4.1 is silent on whether a later fatal signal of the same process overrides a named check's own success line outside runner output: SUPPORTED (own result, log type not high-reliability) or CONTRADICTED (final state) — the one mixed statusIn in this file.",
  "The SRT handshake from canal-sur-enc-1 to ingest-gw succeeds with 120 ms latency.", [E(L, JOURNAL, "supports", 0.85)], statusIn=["SUPPORTED", "CONTRADICTED"]),
A("hand-nginx-504", "One 504 among the segment requests for the claimed rendition: 'every segment' is contradicted by a status ≥ 400 in the log.",
  "Every kite-sports 1080p live segment is served from edge-fra1 without errors to Tizen players.", [E(L, NGINX, "supports", 0.85, "edge-fra1 access.log")], "CONTRADICTED"),
A("hand-prom-unlabelled", "Neutral polarity on content that affirms: only supports-labelled affirming items can lift a claim (§4.2 KNOWN/SUPPORTED need 'a supports item') → PLAUSIBLE; next action asks to label it.",
  "keyvault-lic returned no 5xx responses in the last hour in eu-west-1.", [E(O, PROM_OK, "neutral", 0.9)], "PLAUSIBLE"),
]
