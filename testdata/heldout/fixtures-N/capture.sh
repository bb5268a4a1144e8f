#!/usr/bin/env bash
# Regenerates every real capture under captures/. Each capture's first line is "$ command".
# Local paths are rewritten to /srv/ci/fixtures.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
SRC="$HERE/src"
SRC="$HERE/src"
OUT="$HERE/captures"
mkdir -p "$OUT"
: > "$SRC/tf/cli.tfrc"; export TF_CLI_CONFIG_FILE="$SRC/tf/cli.tfrc"
export GOFLAGS="-mod=mod -count=1" GOTOOLCHAIN=local NO_COLOR=1 FORCE_COLOR=0 TF_IN_AUTOMATION=1 CI=1

rewrite() { sed -e "s#$SRC#/srv/ci/fixtures#g" -e "s#$HERE#/srv/ci/fixtures#g" -e "s#/tmp/ackn-git#/srv/ci/fixtures/cdn-config#g"; }

# cap NAME DIR COMMAND...  (runs COMMAND in DIR, stdout+stderr)
cap() {
  local name="$1" dir="$2"; shift 2
  { echo "\$ $*"; (cd "$dir" && bash -c "$*" 2>&1); } | rewrite > "$OUT/$name.txt"
}
reset_counter() { rm -f "${TMPDIR:-/tmp}/recon-ledger-counter"; }

# --- Go: payments reconciliation ---
R="$SRC/recon"
reset_counter; cap go-settle-v        "$R" "go test -v ./settle/"
cap go-match-run                      "$R" "go test -v -run '^TestMatchSettlement\$' ./settle/"
cap go-json-match                     "$R" "go test -json -run '^TestMatchSettlement\$' ./settle/"
cap go-json-refund                    "$R" "go test -json -run '^TestRefundNetting\$' ./settle/"
cap go-fx-skip                        "$R" "go test -v -run '^TestFXRounding\$' ./settle/"
cap go-norun                          "$R" "go test -v -run '^TestPayoutRetry\$' ./settle/"
reset_counter; cap go-flaky-count10   "$R" "go test -count=10 -run '^TestLedgerSync\$' ./settle/"
reset_counter; cap go-flaky-single    "$R" "go test -v -run '^TestLedgerSync\$' ./settle/"
reset_counter; cap go-ledger-count2   "$R" "go test -v -count=2 -run '^TestLedgerSync\$' ./settle/"
cap go-dedupe-all                     "$R" "go test -v ./dedupe/"
cap go-dedupe-count20                 "$R" "go test -count=20 -v -run '^TestDuplicatePayoutRejected\$' ./dedupe/"
reset_counter; cap go-all             "$R" "go test ./..."
cap go-vet                            "$R" "go vet ./... && echo 'vet: exit 0'"

# --- node:test: mobile push notifications ---
J="$SRC/jsproj"
[ -d "$J/node_modules" ] || (cd "$J" && npm ci --no-audit --no-fund >/dev/null 2>&1)
cap node-push-all                     "$J" "node --test push/"
cap node-quiet                        "$J" "node --test push/quiet.test.mjs"
cap node-push-apns-only               "$J" "node --test --test-name-pattern='apns payload' push/push.test.mjs"

# --- jest: feature flags ---
cap jest-flags-all                    "$J" "npx jest --ci flags/"
cap jest-flags-eval                   "$J" "npx jest --ci flags/flags.test.js"
cap jest-flags-nomatch                "$J" "npx jest --ci flags/ -t 'percentage rounding'"

# --- mocha: search indexing ---
cap mocha-search-all                  "$J" "npx mocha search/"
cap mocha-reindex                     "$J" "npx mocha search/reindex.spec.js"

# --- python unittest: email deliverability ---
M="$SRC/mail"
cap py-spf                            "$M" "python3 -m unittest -v test_spf"
cap py-bounce                         "$M" "python3 -m unittest -v test_bounce"

# --- curl -i against a tiny local server ---
PORT=18089
python3 "$SRC/http/server.py" $PORT & SRV=$!
for i in $(seq 1 50); do curl -s -o /dev/null "http://127.0.0.1:$PORT/" && break; sleep 0.1; done
cap curl-backup-latest   "$HERE" "curl -sS -i http://127.0.0.1:$PORT/v1/backups/latest"
cap curl-cdn-purge       "$HERE" "curl -sS -i -X POST -d '{\"paths\":[\"/assets/*\"]}' http://127.0.0.1:$PORT/v1/cdn/purge"
cap curl-flag            "$HERE" "curl -sS -i http://127.0.0.1:$PORT/v1/flags/checkout-v2"
cap curl-ranker-health   "$HERE" "curl -sS -i http://127.0.0.1:$PORT/v1/models/ranker/health"
cap curl-ota-341         "$HERE" "curl -sS -i http://127.0.0.1:$PORT/v1/ota/rollout/fw-3.4.1"
cap curl-ota-350         "$HERE" "curl -sS -i http://127.0.0.1:$PORT/v1/ota/rollout/fw-3.5.0"
cap curl-payout-recon    "$HERE" "curl -sS -i -X POST http://127.0.0.1:$PORT/v1/payouts/reconcile"
cap curl-search-status   "$HERE" "curl -sS -i http://127.0.0.1:$PORT/v1/search/status"
kill $SRV

# --- git: CDN cache configuration repo ---
G=/tmp/ackn-git; rm -rf "$G"; mkdir -p "$G"
(
  cd "$G" && git init -q -b main && git config user.email ci@example.com && git config user.name ci
  export GIT_AUTHOR_DATE="2025-03-01T09:00:00Z" GIT_COMMITTER_DATE="2025-03-01T09:00:00Z"
  mkdir -p cdn dns && printf 'ttl_static=3600\nttl_html=60\n' > cdn/cache.conf && printf 'api 300 IN A 203.0.113.10\n' > dns/zone.txt
  printf '# CDN config\n' > README.md && git add -A && git commit -qm "initial cdn and dns config"
  export GIT_AUTHOR_DATE="2025-03-02T09:00:00Z" GIT_COMMITTER_DATE="2025-03-02T09:00:00Z"
  printf 'ttl_static=86400\nttl_html=60\nstale_while_revalidate=30\n' > cdn/cache.conf && git commit -qam "cdn: raise static ttl to 24h, add swr"
  export GIT_AUTHOR_DATE="2025-03-03T09:00:00Z" GIT_COMMITTER_DATE="2025-03-03T09:00:00Z"
  printf 'ttl_static=86400\nttl_html=120\nstale_while_revalidate=30\n' > cdn/cache.conf
  printf 'api 60 IN A 203.0.113.10\n' > dns/zone.txt && printf '# CDN + DNS config\n' > README.md
  git commit -qam "cdn: html ttl 120s"
)
cap git-log            "$G" "git log --oneline --format='%h %ad %s' --date=short"
cap git-diff-stat      "$G" "git diff --stat HEAD~1 HEAD"
cap git-diff-stat-prev "$G" "git diff --stat HEAD~2 HEAD~1"

# --- terraform with built-in terraform_data ---
T="$SRC/tf"; rm -rf "$T/.terraform" "$T/.terraform.lock.hcl" "$T/terraform.tfstate" "$T/terraform.tfstate.backup"
(cd "$T" && terraform init -no-color -input=false >/dev/null 2>&1)
cap tf-plan-create     "$T" "terraform plan -no-color -input=false"
(cd "$T" && terraform apply -no-color -input=false -auto-approve >/dev/null 2>&1)
cap tf-plan-nochange   "$T" "terraform plan -no-color -input=false"
cap tf-plan-replace    "$T" "terraform plan -no-color -input=false -var cert_serial=07:ff:12"
cap tf-plan-update     "$T" "terraform plan -no-color -input=false -var dns_ttl=60"
rm -rf "$T/.terraform" "$T/.terraform.lock.hcl" "$T/terraform.tfstate" "$T/terraform.tfstate.backup"
echo "captures: $(ls "$OUT" | wc -l)"
