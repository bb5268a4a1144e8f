#!/usr/bin/env bash
# Regenerates every real capture used by claims-I structured cases.
# Each capture file = "$ <command>" line followed by the command's combined stdout+stderr.
set -u
ROOT="$(cd "$(dirname "$0")" && pwd)"
OUT="$ROOT/captures"
mkdir -p "$OUT"
export GOFLAGS=-count=1 NO_COLOR=1 FORCE_COLOR=0 CI=1
cap() { # cap NAME DIR CMD...
  local name="$1" dir="$2"; shift 2
  { echo "\$ $*"; (cd "$dir" && eval "$@") 2>&1; } > "$OUT/$name.txt"
  echo "captured $name (exit $?)"
}
G="$ROOT/go"
cap go-checkout-v        "$G" "go test -v ./checkout/"
cap go-checkout-json     "$G" "go test -json -run 'TestCheckoutTotal|TestCheckoutRefundRounding' ./checkout/"
cap go-ledger-filtered   "$G" "go test -v -run TestLedgerBalance ./ledger/"
cap go-ledger-all        "$G" "go test ./ledger/"
cap go-ledger-nomatch    "$G" "go test -v -run TestLedgerReconcileQuarter ./ledger/"
cap go-buildfail         "$G" "go test ./buildfail/"
cap go-queue-once        "$G" "go test -v -run TestRetryQueueConcurrentPush ./queue/"
cap go-queue-count20     "$G" "go test -count=20 -v -run TestRetryQueueConcurrentPush ./queue/"
cap go-parser-panic      "$G" "go test -v ./parser/"
cap go-codec-bench       "$G" "go test -run '^\$' -bench . -benchtime=200x ./codec/"
cap go-multi-pkg         "$G" "go test ./ledger/ ./queue/ ./checkout/"
J="$ROOT/js"
cap node-dates           "$J/nodetest" "node --test dates.test.mjs"
cap node-slug            "$J/nodetest" "node --test slug.test.mjs"
cap node-slug-filtered   "$J/nodetest" "node --test --test-name-pattern='lowercases' slug.test.mjs"
cap jest-cart            "$J/jestp" "../node_modules/.bin/jest --ci --colors=false cart.test.js"
cap jest-cart-filtered   "$J/jestp" "../node_modules/.bin/jest --ci --colors=false -t 'free shipping' cart.test.js"
cap vitest-search        "$J/vitestp" "../node_modules/.bin/vitest run --no-color --reporter=verbose search.test.js"
cap vitest-ranking       "$J/vitestp" "../node_modules/.bin/vitest run --no-color ranking.test.js"
cap mocha-mailer         "$J/mochap" "../node_modules/.bin/mocha --no-color mailer.test.js"
cap mocha-all            "$J/mochap" "../node_modules/.bin/mocha --no-color mailer.test.js digest.test.js"
P="$ROOT/py"
cap py-invoices-v        "$P" "python3 -m unittest -v test_invoices"
cap py-tokens            "$P" "python3 -m unittest test_tokens"
cap py-tokens-k          "$P" "python3 -m unittest -v -k stable test_tokens"
# git scratch repo with fixed identities and dates
R="$ROOT/gitrepo"; rm -rf "$R"; mkdir -p "$R"
export GIT_AUTHOR_NAME=dev GIT_AUTHOR_EMAIL=dev@example.test GIT_COMMITTER_NAME=dev GIT_COMMITTER_EMAIL=dev@example.test
export GIT_AUTHOR_DATE="2026-12-01T10:00:00Z" GIT_COMMITTER_DATE="2026-12-01T10:00:00Z"
(cd "$R" && git init -q -b main && mkdir -p src docs && printf '# Billing\n' > README.md \
  && printf 'def charge(a):\n    return a\n' > src/billing.py && printf 'ROUTES = []\n' > src/api.py \
  && printf 'Setup\n' > docs/setup.md && git add -A && git commit -q -m "Initial billing service" \
  && printf 'def charge(a):\n    if a is None:\n        return 0\n    return a\n' > src/billing.py \
  && git commit -qam "Fix null deref in invoice export" \
  && printf 'Setup\n\nRun make dev.\n' > docs/setup.md && printf '# Billing\n\nSee docs/setup.md\n' > README.md \
  && git commit -qam "Docs: setup instructions")
cap git-log              "$R" "git log --oneline"
cap git-status-clean     "$R" "git status"
cap git-diffstat-docs    "$R" "git diff --stat HEAD~1 HEAD"
(cd "$R" && printf '# Billing service\n' > README.md && printf 'def charge(a, fee=0):\n    return (a or 0) + fee\n' > src/billing.py && printf 'ROUTES = ["/charge"]\n' > src/api.py)
cap git-diffstat-dirty   "$R" "git diff --stat"
cap git-status-dirty     "$R" "git status --short"
# HTTP captures against local servers
H="$ROOT/http"; PORT=18431; SPORT=18432
python3 "$H/server.py" $PORT & SP=$!
python3 -m http.server $SPORT --bind 127.0.0.1 --directory "$H/static" >/dev/null 2>&1 & SSP=$!
sleep 1
U="http://127.0.0.1:$PORT"
cap curl-health          "$H" "curl -sS -i $U/health"
cap curl-payment-pending "$H" "curl -sS -i $U/payments/pay_42"
cap curl-job-error       "$H" "curl -sS -i $U/jobs/reindex-7"
cap curl-report-404      "$H" "curl -sS -i $U/reports/9/download"
cap curl-admin-401       "$H" "curl -sS -i $U/admin/users"
cap curl-export-done     "$H" "curl -sS -i $U/exports/eu-west/status"
cap curl-search-cafe     "$H" "curl -sS -i '$U/search?q=caf%C3%A9'"
cap curl-reco-503        "$H" "curl -sS -i $U/recommendations/u_1"
cap curl-orders-v1-201   "$H" "curl -sS -i -X POST -H 'Content-Type: application/json' -d '{\"sku\":\"A1\",\"qty\":1}' $U/v1/orders"
cap curl-orders-v2-200   "$H" "curl -sS -i -X POST -H 'Content-Type: application/json' -d '{\"sku\":\"A1\",\"qty\":1}' $U/v2/orders"
cap curl-webhook-202     "$H" "curl -sS -i -X POST $U/webhooks/test"
cap curl-static-index    "$H" "curl -sS -i http://127.0.0.1:$SPORT/index.html"
cap curl-static-missing  "$H" "curl -sS -i http://127.0.0.1:$SPORT/status-v4.html"
kill $SP $SSP; wait $SP $SSP 2>/dev/null
