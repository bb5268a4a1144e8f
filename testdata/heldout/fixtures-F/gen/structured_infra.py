# Expectations written before any capture was run.
from common import *
C = []
def add(*a, **k): C.append(case(*a, **k))
H = "http_response"
# --- git (real captures in a scratch repo created by capture.sh) ---
add("st-git-status-clean", "real git status: 'nothing to commit, working tree clean'",
    "All changes are committed; the working tree is clean.", [E("observed_behavior", "git status", fx("git_status_clean"), rel=0.9)], exp(G))
add("st-git-status-dirty", "real git status: modified and untracked files listed, so the tree is not clean",
    "Everything is committed and the working tree is clean.", [E("observed_behavior", "git status", fx("git_status_dirty"), rel=0.9)], exp(["CONTRADICTED", "PLAUSIBLE"]))
add("st-git-diff-stat-touches-src", "real git diff --stat lists src/billing.go, which the claim says was not touched",
    "The change only touches docs/; no source files under src/ were modified.", [E("observed_behavior", "git diff --stat main", fx("git_diffstat_src"), rel=0.9)], exp(["CONTRADICTED", "PLAUSIBLE"]))
add("st-git-diff-stat-docs-only", "real git diff --stat lists only docs/ files",
    "The change only touches docs/; no source files under src/ were modified.", [E("observed_behavior", "git diff --stat main", fx("git_diffstat_docs"), rel=0.9)], exp(G))
add("st-git-log-hotfix-present", "real git log --oneline shows the hotfix commit on main",
    "The hotfix commit 'fix: clamp retry backoff' is on main.", [E("observed_behavior", "git log --oneline main", fx("git_log_main"), rel=0.9)], exp(G))
add("st-git-log-hotfix-absent", "real git log --oneline of main does not contain the claimed commit",
    "The hotfix commit 'fix: rotate webhook signing key' is on main.", [E("observed_behavior", "git log --oneline main", fx("git_log_main"), rel=0.9)], exp(["PLAUSIBLE", "CONTRADICTED"]))
# --- curl -i against local servers (real captures) ---
add("st-curl-healthz-db-up", "real curl -i: 200 with body reporting status ok and db up",
    "The health endpoint reports the database as up.", [E(H, "curl -i http://127.0.0.1:8765/healthz", fx("curl_healthz"), rel=0.9)], exp(G))
add("st-curl-orders-500", "real curl -i: GET /api/orders returns 500 with an error body",
    "GET /api/orders works again after the connection-pool fix.", [E(H, "curl -i http://127.0.0.1:8765/api/orders", fx("curl_orders_500"), rel=0.9)],
    exp("CONTRADICTED", readings=[{"index": 0, "reading": "fail"}]))
add("st-curl-pay-200-ok-false", "real curl -i: 200 but body has \"ok\": false and an error — the payment was declined",
    "The payment endpoint accepts the 4242 test card now.", [E(H, "curl -i -X POST http://127.0.0.1:8765/api/pay", fx("curl_pay_okfalse"), rel=0.9)], exp("CONTRADICTED"))
add("st-curl-user-404", "real curl -i: 404 for the profile endpoint",
    "GET /api/users/42 returns the user's profile.", [E(H, "curl -i http://127.0.0.1:8765/api/users/42", fx("curl_user_404"), rel=0.9)], exp("CONTRADICTED"))
add("st-curl-static-index-200", "real curl -i against python3 -m http.server: 200 text/html for /index.html",
    "The static docs site serves index.html.", [E(H, "curl -i http://127.0.0.1:8766/index.html", fx("curl_static_index"), rel=0.9)], exp(G))
add("st-curl-static-css-404", "real curl -i against python3 -m http.server: 404 File not found for the stylesheet",
    "The docs stylesheet theme.css loads now.", [E(H, "curl -i http://127.0.0.1:8766/css/theme.css", fx("curl_static_css404"), rel=0.9)], exp("CONTRADICTED"))
add("st-curl-flag-disabled", "real curl -i: 200 but the state field says new_checkout is false — disagrees with the claim",
    "The new_checkout flag is enabled for tenant acme-eu.", [E(H, "curl -i 'http://127.0.0.1:8765/api/flags?tenant=acme-eu'", fx("curl_flags_off"), rel=0.9)], exp(["CONTRADICTED", "PLAUSIBLE"]))
add("st-curl-flag-enabled", "real curl -i: 200 and new_checkout is true for that tenant",
    "The new_checkout flag is enabled for tenant acme-us.", [E(H, "curl -i 'http://127.0.0.1:8765/api/flags?tenant=acme-us'", fx("curl_flags_on"), rel=0.9)], exp(G))
add("st-curl-search-errors-nonempty", "real curl -i: 200 with empty results and a non-empty errors array",
    "Search returns results for 'ibuprofen' again.", [E(H, "curl -i 'http://127.0.0.1:8765/api/search?q=ibuprofen'", fx("curl_search_err"), rel=0.9)], exp("CONTRADICTED"))
add("st-curl-local-for-prod-claim", "real curl -i against localhost: a local 200 does not show the production behaviour the claim is about",
    "In production, GET /api/orders returns 200 after the pool fix.", [E(H, "curl -i http://127.0.0.1:8765/api/orders?fixed=1", fx("curl_orders_local_ok"), rel=0.9)], exp(["PLAUSIBLE", "SUPPORTED"]))
# --- terraform / kubectl / docker (hand-written in their exact real formats) ---
TF_TAGS = """aws_s3_bucket.assets: Refreshing state... [id=acme-cdn-assets-prod]

Terraform used the selected providers to generate the following execution
plan. Resource actions are indicated with the following symbols:
  ~ update in-place

Terraform will perform the following actions:

  # aws_s3_bucket.assets will be updated in-place
  ~ resource "aws_s3_bucket" "assets" {
        id                          = "acme-cdn-assets-prod"
      ~ tags                        = {
          + "cost-center" = "cdn-42"
            "env"         = "prod"
        }
      ~ tags_all                    = {
          + "cost-center" = "cdn-42"
            # (1 unchanged element hidden)
        }
        # (11 unchanged attributes hidden)
    }

Plan: 0 to add, 1 to change, 0 to destroy.
"""
TF_REPLACE = """aws_db_instance.scheduling: Refreshing state... [id=scheduling-prod]

Terraform used the selected providers to generate the following execution
plan. Resource actions are indicated with the following symbols:
-/+ destroy and then create replacement

Terraform will perform the following actions:

  # aws_db_instance.scheduling must be replaced
-/+ resource "aws_db_instance" "scheduling" {
      ~ address                    = "scheduling-prod.c9x.eu-west-1.rds.amazonaws.com" -> (known after apply)
      ~ engine_version             = "15.7" -> "16.4"
      ~ identifier                 = "scheduling-prod" -> "scheduling-prod-v16" # forces replacement
      ~ id                         = "db-7QWERTYXYZ" -> (known after apply)
        # (38 unchanged attributes hidden)
    }

Plan: 1 to add, 0 to change, 1 to destroy.
"""
TF_APPLY = """aws_cloudfront_distribution.web: Modifying... [id=E2QWERTY12345]
aws_cloudfront_distribution.web: Still modifying... [id=E2QWERTY12345, 10s elapsed]
aws_cloudfront_distribution.web: Still modifying... [id=E2QWERTY12345, 20s elapsed]
aws_cloudfront_distribution.web: Modifications complete after 3m12s [id=E2QWERTY12345]

Apply complete! Resources: 0 added, 1 changed, 0 destroyed.
"""
TF_NOCHANGE = """aws_route53_zone.main: Refreshing state... [id=Z0123456789ABC]
aws_route53_record.www: Refreshing state... [id=Z0123456789ABC_www.example.net_A]

No changes. Your infrastructure matches the configuration.

Terraform has compared your real infrastructure against your configuration
and found no differences, so no changes are needed.
"""
K_PODS_OK = """NAME                          READY   STATUS    RESTARTS   AGE
search-api-7c9d8f6b5d-2xkqp   2/2     Running   0          6m12s
search-api-7c9d8f6b5d-9hvzt   2/2     Running   0          6m3s
search-api-7c9d8f6b5d-lm4rw   2/2     Running   0          5m51s
"""
K_PODS_CRASH = """NAME                               READY   STATUS             RESTARTS      AGE
payments-worker-5f7b9c8d4-4tq2n    0/1     CrashLoopBackOff   6 (41s ago)   8m20s
payments-worker-5f7b9c8d4-8wzpl    0/1     CrashLoopBackOff   6 (38s ago)   8m20s
payments-worker-6d4c7b9f8-kk2jd    1/1     Running            0             3d4h
"""
K_ROLL_OK = """Waiting for deployment "checkout" rollout to finish: 2 of 4 updated replicas are available...
Waiting for deployment "checkout" rollout to finish: 3 of 4 updated replicas are available...
deployment "checkout" successfully rolled out
"""
K_ROLL_TIMEOUT = """Waiting for deployment "checkout" rollout to finish: 1 out of 4 new replicas have been updated...
Waiting for deployment "checkout" rollout to finish: 2 of 4 updated replicas are available...
error: timed out waiting for the condition
"""
K_OTHER = """NAME                          READY   STATUS    RESTARTS   AGE
ingest-api-6b8f9d7c5-fq8lm    1/1     Running   0          2m40s
ingest-api-6b8f9d7c5-tz7xw    1/1     Running   0          2m33s
"""
D_BUILD_FAIL = """#0 building with "default" instance using docker driver

#1 [internal] load build definition from Dockerfile
#1 transferring dockerfile: 612B done
#1 DONE 0.0s

#2 [internal] load metadata for docker.io/library/node:22-alpine
#2 DONE 1.1s

#5 [3/5] RUN npm ci --omit=dev
#5 12.41 npm error code ERESOLVE
#5 12.41 npm error ERESOLVE could not resolve
#5 ERROR: process "/bin/sh -c npm ci --omit=dev" did not complete successfully: exit code: 1
------
 > [3/5] RUN npm ci --omit=dev:
12.41 npm error ERESOLVE could not resolve
------
Dockerfile:7
--------------------
   5 |     WORKDIR /app
   6 |     COPY package*.json ./
   7 | >>> RUN npm ci --omit=dev
--------------------
ERROR: failed to solve: process "/bin/sh -c npm ci --omit=dev" did not complete successfully: exit code: 1
"""
D_BUILD_OK = """#0 building with "default" instance using docker driver

#1 [internal] load build definition from Dockerfile
#1 transferring dockerfile: 598B done
#1 DONE 0.0s

#2 [internal] load metadata for docker.io/library/node:22-alpine
#2 DONE 0.9s

#5 [3/5] RUN npm ci --omit=dev
#5 DONE 18.3s

#7 exporting to image
#7 exporting layers 2.1s done
#7 writing image sha256:3f1c0e5b8d7a9c2e4f6a8b0d1c3e5f7a9b1d3c5e7f9a1b3d5c7e9f1a3b5d7c9e done
#7 naming to docker.io/library/web:1.4.2 done
#7 DONE 2.2s
"""
D_PS = """CONTAINER ID   IMAGE          COMMAND                  CREATED         STATUS                          PORTS     NAMES
9b1e2c3d4f5a   redis:7.4      "docker-entrypoint.s…"   4 minutes ago   Restarting (1) 12 seconds ago             cache-redis
1a2b3c4d5e6f   postgres:16    "docker-entrypoint.s…"   4 minutes ago   Up 4 minutes (healthy)          5432/tcp  db
"""
add("st-tf-plan-tags-only", "terraform plan (hand-written, exact format): 1 in-place update of tags, 0 to destroy — what the claim says",
    "The plan only changes the assets bucket's tags; nothing is destroyed or replaced.", [E("log", "terraform plan", TF_TAGS, rel=0.9)], exp(G))
add("st-tf-plan-db-replaced", "terraform plan (hand-written): the scheduling DB 'must be replaced', 1 to destroy — contradicts 'in place'",
    "The Postgres 16 upgrade of the scheduling database is in place; the plan does not replace the instance.", [E("log", "terraform plan", TF_REPLACE, rel=0.9)], exp("CONTRADICTED"))
add("st-tf-apply-cdn-changed", "terraform apply (hand-written): 'Apply complete! ... 1 changed' for the CloudFront distribution",
    "The CloudFront distribution change was applied.", [E("log", "terraform apply", TF_APPLY, rel=0.9)], exp(G))
add("st-tf-nochange-record-not-created", "terraform (hand-written): 'No changes' — this run created no new record",
    "Terraform created the new api.example.net CNAME record.", [E("log", "terraform apply", TF_NOCHANGE, rel=0.9)], exp(["PLAUSIBLE", "CONTRADICTED"]))
add("st-kubectl-search-pods-ready", "kubectl get pods (hand-written): all three search-api pods 2/2 Running, 0 restarts",
    "All search-api pods are running and ready after the rollout.", [E("observed_behavior", "kubectl get pods -l app=search-api", K_PODS_OK, rel=0.9)], exp(G))
add("st-kubectl-payments-crashloop", "kubectl get pods (hand-written): new payments-worker pods 0/1 CrashLoopBackOff",
    "The payments-worker rollout succeeded.", [E("observed_behavior", "kubectl get pods -l app=payments-worker", K_PODS_CRASH, rel=0.9)], exp("CONTRADICTED"))
add("st-kubectl-rollout-ok", "kubectl rollout status (hand-written): 'successfully rolled out'",
    "The checkout deployment rolled out successfully.", [E("log", "kubectl rollout status deploy/checkout", K_ROLL_OK, rel=0.9)], exp(G))
add("st-kubectl-rollout-timeout", "kubectl rollout status (hand-written): timed out with 2 of 4 replicas available",
    "The checkout deployment rolled out successfully.", [E("log", "kubectl rollout status deploy/checkout", K_ROLL_TIMEOUT, rel=0.9)], exp("CONTRADICTED"))
add("st-kubectl-other-deployment", "kubectl (hand-written) shows ingest-api pods, not the ingest-worker the claim is about",
    "The ingest-worker pods are running after the memory limit bump.", [E("observed_behavior", "kubectl get pods -n ingest", K_OTHER, rel=0.9)], exp("PLAUSIBLE"))
add("st-docker-build-failed-to-solve", "docker build (hand-written): 'ERROR: failed to solve' at npm ci",
    "The web image builds on the node:22-alpine base.", [E("log", "docker build -t web:1.4.2 .", D_BUILD_FAIL, rel=0.9)], exp("CONTRADICTED"))
add("st-docker-build-ok", "docker build (hand-written): every step DONE and the image is named web:1.4.2",
    "The web image builds on the node:22-alpine base.", [E("log", "docker build -t web:1.4.2 .", D_BUILD_OK, rel=0.9)], exp(G))
add("st-docker-ps-redis-restarting", "docker ps (hand-written): cache-redis is 'Restarting (1)'",
    "The redis cache container is up and healthy.", [E("observed_behavior", "docker ps", D_PS, rel=0.9)], exp("CONTRADICTED"))
add("st-docker-ps-db-healthy", "docker ps (hand-written): db container 'Up 4 minutes (healthy)'",
    "The postgres db container is up and healthy.", [E("observed_behavior", "docker ps", D_PS, rel=0.9)], exp(G))
add("st-curl-orders-local-dev-200", "real curl -i: 200 with an orders list on the local dev server, which is what the claim is about",
    "On the local dev server, GET /api/orders returns the orders list.", [E(H, "curl -i http://127.0.0.1:8765/api/orders?fixed=1", fx("curl_orders_local_ok"), rel=0.9)], exp(G))
C_INFRA = C
