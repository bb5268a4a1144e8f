from lib import *

def L(name, rel=0.9, type='log'):
    return ev(cap(name), type=type, rel=rel, source='fixtures-L/captures/%s.txt' % name)

KGET_CRASH = """$ kubectl -n prod-eu get pods -l app=payments-api
NAME                            READY   STATUS             RESTARTS       AGE
payments-api-7f9c6d8b5-2kqzp    0/1     CrashLoopBackOff   6 (42s ago)    9m
payments-api-7f9c6d8b5-h8wlt    0/1     CrashLoopBackOff   6 (51s ago)    9m
payments-api-7f9c6d8b5-x4vfr    1/1     Running            0              9m"""
KGET_OK = """$ kubectl -n search get pods -l app=search-indexer
NAME                              READY   STATUS    RESTARTS   AGE
search-indexer-5d9f7c4b8-9tq2m    1/1     Running   0          3h12m
search-indexer-5d9f7c4b8-kp7xw    1/1     Running   0          3h12m
search-indexer-5d9f7c4b8-zr4nd    1/1     Running   0          3h11m"""
ROLL_STAGING = """$ kubectl -n staging rollout status deployment/checkout --timeout=120s
Waiting for deployment "checkout" rollout to finish: 2 of 4 updated replicas are available...
Waiting for deployment "checkout" rollout to finish: 3 of 4 updated replicas are available...
deployment "checkout" successfully rolled out"""
ROLL_PROD_TIMEOUT = """$ kubectl -n production rollout status deployment/checkout --timeout=300s
Waiting for deployment "checkout" rollout to finish: 2 of 4 updated replicas are available...
Waiting for deployment "checkout" rollout to finish: 2 of 4 updated replicas are available...
error: timed out waiting for the condition"""
DOCKER_FAIL = """$ docker build -t ml/fraud-scorer:1.9.0 .
[+] Building 48.2s (9/12)                                   docker:default
 => [internal] load build definition from Dockerfile                  0.0s
 => [internal] load metadata for docker.io/library/python:3.12-slim    1.1s
 => [4/8] COPY requirements.txt .                                      0.0s
 => ERROR [5/8] RUN pip install --no-cache-dir -r requirements.txt    46.8s
------
 > [5/8] RUN pip install --no-cache-dir -r requirements.txt:
41.90 ERROR: Could not find a version that satisfies the requirement torch==2.9.0+cu126 (from versions: 2.5.1, 2.6.0)
41.91 ERROR: No matching distribution found for torch==2.9.0+cu126
------
ERROR: failed to solve: process "/bin/sh -c pip install --no-cache-dir -r requirements.txt" did not complete successfully: exit code: 1"""
DOCKER_OK = """$ docker build -t retail/pos-sync:2.3.0 .
[+] Building 22.4s (10/10) FINISHED                          docker:default
 => [internal] load build definition from Dockerfile                  0.0s
 => [internal] load metadata for docker.io/library/python:3.13-slim    0.9s
 => [1/5] FROM docker.io/library/python:3.13-slim@sha256:4c2e...      6.1s
 => [2/5] WORKDIR /app                                                 0.1s
 => [3/5] COPY requirements.txt .                                      0.0s
 => [4/5] RUN pip install --no-cache-dir -r requirements.txt         13.7s
 => [5/5] COPY . .                                                     0.1s
 => exporting to image                                                 1.2s
 => => writing image sha256:9be01f4d7a3c...                            0.0s
 => => naming to docker.io/retail/pos-sync:2.3.0                       0.0s"""
DOCKER_PS = """$ docker ps --filter name=geocoder
CONTAINER ID   IMAGE                    COMMAND              CREATED         STATUS                         PORTS     NAMES
3f1a9e7c2b44   maps/geocoder:4.1.0      "/usr/bin/geocoder"   6 minutes ago   Restarting (1) 8 seconds ago             geocoder"""
PSQL_NULLS = """$ psql -h billing-db -U report -c "SELECT count(*) FROM invoices WHERE tenant_id IS NULL;"
 count
-------
  1832
(1 row)"""
PSQL_ZERO = """$ psql -h billing-db -U report -c "SELECT count(*) FROM invoices WHERE tenant_id IS NULL;"
 count
-------
     0
(1 row)"""
PSQL_LAG = """$ psql -h replica-us-east-2 -U monitor -c "SELECT now() - pg_last_xact_replay_timestamp() AS replication_lag;"
 replication_lag
-----------------
 00:14:32.108311
(1 row)"""
NODES = """$ kubectl get nodes -l pool=ml-gpu
NAME                 STATUS     ROLES    AGE   VERSION
gke-ml-gpu-a100-01   Ready      <none>   21d   v1.33.4-gke.1200
gke-ml-gpu-a100-02   NotReady   <none>   21d   v1.33.4-gke.1200
gke-ml-gpu-a100-03   Ready      <none>   21d   v1.33.4-gke.1200"""
TF_APPLY_ERR = """$ terraform apply -auto-approve -no-color
aws_route53_record.status: Creating...

Error: creating Route 53 Record: InvalidChangeBatch: [Tried to create resource record set [name='status.shop.example.', type='CNAME'] but it already exists]

  with aws_route53_record.status,
  on dns.tf line 12, in resource "aws_route53_record" "status":
  12: resource "aws_route53_record" "status" {"""

def infra():
    C = []
    a = C.append
    a(ack("inf-tf-replace-not-only-policy", "the plan replaces the origin cert: the 'nothing destroyed' claim is false",
        "The terraform change only updates the CDN cache policy; nothing is destroyed.", [L("tf-replace")], S("CONTRADICTED")))
    a(ack("inf-tf-no-changes", "'No changes. Your infrastructure matches the configuration.' read from a command log: SUPPORTED",
        "Terraform state matches the configuration: the plan has no changes.", [L("tf-nochange")], S("SUPPORTED")))
    a(ack("inf-tf-dlq-add-only", "'2 to add, 0 to change, 0 to destroy' affirms an add-only plan",
        "The DLQ terraform plan only adds resources and destroys nothing.", [L("tf-add")], S("SUPPORTED")))
    a(ack("inf-tf-replace-intended", "the claim is that the cert is replaced; the plan shows exactly that replacement",
        "The terraform plan replaces the CDN origin certificate resource.", [L("tf-replace")], S("SUPPORTED")))
    a(ack("inf-k8s-crashloop", "two of three pods in CrashLoopBackOff: the rollout is not healthy",
        "The payments-api rollout is healthy in prod-eu.", [ev(KGET_CRASH, type='log')], S("CONTRADICTED")))
    a(ack("inf-k8s-indexer-all-running", "3 of 3 pods 1/1 Running, 0 restarts, in the claimed namespace",
        "All search-indexer pods are running in namespace search.", [ev(KGET_OK, type='log')], S("SUPPORTED")))
    a(ack("inf-k8s-rollout-staging-ok", "'successfully rolled out' in the claimed namespace",
        "The checkout deployment rollout completed in staging.", [ev(ROLL_STAGING, type='log')], S("SUPPORTED")))
    a(ack("inf-k8s-rollout-prod-timeout", "rollout status timed out at 2 of 4 available",
        "The checkout rollout completed in production.", [ev(ROLL_PROD_TIMEOUT, type='log')], S("CONTRADICTED")))
    a(ack("inf-k8s-rollout-wrong-namespace", "the successful rollout was in staging; the claim is production",
        "The checkout rollout completed in production.", [ev(ROLL_STAGING, type='log')], S("PLAUSIBLE")))
    a(ack("inf-docker-build-failed-to-solve", "'ERROR: failed to solve' ends the build",
        "The fraud-scorer inference image builds.", [ev(DOCKER_FAIL, type='log')], S("CONTRADICTED")))
    a(ack("inf-docker-build-finished", "FINISHED and the image named: the build succeeded on the new base image",
        "The pos-sync image builds with the python:3.13-slim base image.", [ev(DOCKER_OK, type='log')], S("SUPPORTED")))
    a(ack("inf-docker-geocoder-restarting", "a container in 'Restarting (1)' is not up",
        "The geocoder container is up.", [ev(DOCKER_PS, type='log')], SI("CONTRADICTED", "PLAUSIBLE")))
    a(ack("inf-git-diff-i18n-only", "diff --stat lists only i18n/*.properties",
        "The farewell-string commit only touches files under i18n/.", [L("git-diff-stat-i18n")], S("SUPPORTED")))
    a(ack("inf-git-diff-excluded-files", "diff --stat lists src/checkout.go and docs/README.md, which the claim excludes",
        "The German locale commit changes only files under i18n/.", [L("git-diff-stat-last")], S("CONTRADICTED")))
    a(ack("inf-git-log-farewell", "git log shows the 'i18n: add farewell string' commit on main",
        "The 'add farewell string' commit is on main.", [L("git-log")], S("SUPPORTED")))
    a(ack("inf-psql-null-tenants", "1832 invoices still have NULL tenant_id: the backfill did not cover every row",
        "The backfill populated tenant_id for every invoice row.", [ev(PSQL_NULLS, type='log')], SI("CONTRADICTED", "PLAUSIBLE")))
    a(ack("inf-psql-zero-null-tenants", "count of NULL tenant_id is 0: every row populated",
        "The backfill populated tenant_id for every invoice row.", [ev(PSQL_ZERO, type='log')], S("SUPPORTED")))
    a(ack("inf-psql-replica-lag", "14 minutes of replay lag is not caught up",
        "The read replica in us-east-2 is caught up.", [ev(PSQL_LAG, type='log')], SI("CONTRADICTED", "PLAUSIBLE")))
    a(ack("inf-k8s-gpu-node-notready", "one GPU node NotReady against 'all Ready'",
        "All nodes in the ml-gpu pool are Ready.", [ev(NODES, type='log')], S("CONTRADICTED")))
    a(ack("inf-tf-apply-dns-error", "terraform apply ended in Error: the record was not created",
        "The DNS record for status.shop.example was created.", [ev(TF_APPLY_ERR, type='log')], S("CONTRADICTED")))
    return C

def H(name, rel=0.95):
    return ev(cap(name), type='http_response', rel=rel, source='fixtures-L/captures/%s.txt' % name)

GHA_FAIL = """2026-12-03T06:41:12.0811Z ##[group]Run make test
2026-12-03T06:41:12.0815Z make test
2026-12-03T06:43:55.3020Z --- FAIL: TestInvoicePDF (0.41s)
2026-12-03T06:43:55.3022Z     pdf_test.go:88: font "NotoSans-CJK" not embedded
2026-12-03T06:43:55.4101Z FAIL	billing/pdf	1.902s
2026-12-03T06:43:55.9001Z make: *** [Makefile:31: test] Error 1
2026-12-03T06:43:55.9102Z ##[error]Process completed with exit code 2.
Workflow: ci.yml · Branch: main · Commit: 4e1a9c2"""
GITLAB_OK = """Running with gitlab-runner 18.4.0 (a1b2c3d4)
  on mobile-macos-runner-03 xZy8Qw, system ID: s_91ab
Preparing environment
Getting source from Git repository
Checking out 7d0e4f1a as detached HEAD (ref is release/5.8)...
$ bundle exec fastlane android assemble_release
[09:12:40]: fastlane.tools finished successfully 🎉
Uploading artifacts for successful job
Uploading artifacts... app-release.aab: found 1 matching artifact files and directories
Cleaning up project directory and file based variables
Job succeeded"""
SENTRY_OPEN = """Sentry · mobile-android · Issue ANDROID-4K2
java.lang.NullPointerException: Attempt to invoke virtual method 'android.net.Uri.getPath()' on a null object reference
  at com.acme.claims.ClaimsUploadActivity.onPhotoPicked(ClaimsUploadActivity.kt:212)
Status: Unresolved · Events: 312 (24h) · Users: 97 · First seen: 3 days ago · Last seen: 4 minutes ago
Release: 5.8.1 (latest)"""
SENTRY_DONE = """Sentry · web-checkout · Issue WEB-19F
TypeError: Cannot read properties of undefined (reading 'coupon') — checkout.js:417
Status: Resolved in 2026.12.1 · Events since 2026.12.1: 0 · Last seen: 6 days ago (release 2026.11.4)
Regression alerts: none"""
PROM_5XX = """$ promtool query instant http://prometheus:9090 'sum by (region) (rate(http_requests_total{job="payments",code=~"5.."}[5m])) / sum by (region) (rate(http_requests_total{job="payments"}[5m]))'
{region="eu-west-1"} => 0.0012 @[1764745200]
{region="us-east-1"} => 0.0031 @[1764745200]
{region="ap-southeast-1"} => 0.0210 @[1764745200]"""
PROM_UP = """$ promtool query instant http://prometheus:9090 'up{job="backup-exporter"}'
up{instance="pg-claims-1:9187", job="backup-exporter"} => 1 @[1764745200]
up{instance="pg-claims-2:9187", job="backup-exporter"} => 1 @[1764745200]
up{instance="pg-billing-1:9187", job="backup-exporter"} => 1 @[1764745200]
up{instance="pg-billing-2:9187", job="backup-exporter"} => 1 @[1764745200]
up{instance="pg-hr-1:9187", job="backup-exporter"} => 1 @[1764745200]
up{instance="pg-search-1:9187", job="backup-exporter"} => 1 @[1764745200]"""

def httpci():
    C = []
    a = C.append
    a(ack("http-healthz-version", "200 with status ok and the claimed version in the body",
        "The /healthz endpoint reports ok for version 3.14.2.", [H("curl-healthz")], R(S("KNOWN"), (0, "affirms"))))
    a(ack("http-claims-submit-500", "HTTP 500 from the endpoint the claim names",
        "The /v1/claims/submit endpoint works.", [H("curl-v1-claims-submit")], R(S("CONTRADICTED"), (0, "fail"))))
    a(ack("http-geocode-200-error-body", "a 200 whose body carries \"error\": quota exceeded is a failure",
        "The /v1/geocode endpoint works again.", [H("curl-v1-geocode")], R(S("CONTRADICTED"), (0, "fail"))))
    a(ack("http-payouts-401", "401 invalid bearer token: the new token is not accepted",
        "The /v2/payouts endpoint accepts the new service token.", [H("curl-v2-payouts")], R(S("CONTRADICTED"), (0, "fail"))))
    a(ack("http-flag-checkout-enabled", "200, enabled true, tenant acme: state fields agree",
        "The checkout-v2 flag is enabled for tenant acme.", [H("curl-flags-checkout-v2")], R(S("KNOWN"), (0, "affirms"))))
    a(ack("http-flag-dark-mode-disabled", "200 but enabled false: the state field disagrees with the claim",
        "The dark-mode flag is enabled for tenant acme.", [H("curl-flags-dark-mode")], SI("CONTRADICTED", "PLAUSIBLE")))
    a(ack("http-search-trainers-results", "200 with total 42 and a result for the query",
        "Search for 'trainers' returns results.", [H("curl-search")], R(S("KNOWN"), (0, "affirms"))))
    a(ack("http-rates-ok-false", "a 2xx body with \"ok\": false reports an error",
        "The FX rates endpoint /v1/rates serves fresh rates.", [H("curl-v1-rates")], R(S("CONTRADICTED"), (0, "fail"))))
    a(ack("http-loyalty-1250", "200 body shows member M-20931 with 1250 points",
        "The loyalty balance endpoint returns 1250 points for member M-20931.", [H("curl-v1-loyalty-balance")], R(S("KNOWN"), (0, "affirms"))))
    a(ack("http-export-429", "429 rate limited from the endpoint the claim names",
        "The /v1/export endpoint works for the nightly data export.", [H("curl-v1-export")], R(S("CONTRADICTED"), (0, "fail"))))
    a(ack("http-old-login-301", "a 301 with Location /sso/login is exactly the claimed redirect",
        "The legacy /old-login URL redirects to /sso/login.", [H("curl-old-login")], SI("KNOWN", "SUPPORTED")))
    a(ack("http-delete-orders-405", "the claim states a rejection; a 405 for DELETE /v1/orders supports it",
        "DELETE /v1/orders is rejected by the API.", [H("curl-delete-orders")], SI("KNOWN", "SUPPORTED")))
    a(ack("http-static-pos-page", "200 from the static server with the POS page body",
        "The POS landing page index.html is served by the static file server.", [H("curl-static")], R(S("KNOWN"), (0, "affirms"))))
    a(ack("http-receipt-pdf-404", "404 for the receipt PDF the claim says is downloadable",
        "The latest receipt PDF /receipts/latest.pdf is downloadable.", [H("curl-static-missing")], R(S("CONTRADICTED"), (0, "fail"))))
    a(ack("ci-gha-main-red", "the CI log shows --- FAIL and exit code 2 on main for that commit",
        "The CI pipeline is green on main for commit 4e1a9c2.", [ev(GHA_FAIL, type='log')], S("CONTRADICTED")))
    a(ack("ci-gitlab-mobile-job-succeeded", "'Job succeeded' for the release/5.8 job in a CI log",
        "The Android release build job passes on the release/5.8 branch.", [ev(GITLAB_OK, type='log')], S("SUPPORTED")))
    a(ack("ci-sentry-npe-unresolved", "Unresolved with Last seen 4 minutes ago on the latest release",
        "The NullPointerException in ClaimsUploadActivity is resolved.", [ev(SENTRY_OPEN, type='log')], S("CONTRADICTED")))
    a(ack("ci-sentry-typeerror-resolved", "Resolved in 2026.12.1 with 0 events since: affirmed from the tracker, log type gives SUPPORTED",
        "The TypeError in checkout.js is resolved.", [ev(SENTRY_DONE, type='log')], S("SUPPORTED")))
    a(ack("ci-prom-5xx-ap-over", "ap-southeast-1 is at 2.1%, past the claim's 0.5% in all regions",
        "The payments 5xx rate is under 0.5% in all regions.", [ev(PROM_5XX, type='log')], SI("CONTRADICTED", "PLAUSIBLE")))
    a(ack("ci-prom-backup-exporters-up", "six series, all value 1",
        "All 6 backup exporters are up.", [ev(PROM_UP, type='log')], S("SUPPORTED")))
    return C
