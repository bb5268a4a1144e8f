#!/usr/bin/env bash
# Captures real tool output for corpus J. Each captures/NAME.txt starts with "$ command".
# Exit codes go to captures/NAME.rc (not inlined). Servers started here are stopped by PID.
set -u
F="$(cd "$(dirname "$0")" && pwd)"
C="$F/captures"; mkdir -p "$C"
cap2() { # like cap, but rc of the command itself
  local name="$1" dir="$2"; shift 2
  local cmd="$*"
  echo "\$ $cmd" > "$C/$name.txt"
  (cd "$dir" && bash -c "$cmd") >> "$C/$name.txt" 2>&1
  echo $? > "$C/$name.rc"
}
G="$F/go"; P="$F/py"; J="$F/js"
export GOFLAGS=-mod=mod GOTOOLCHAIN=local NO_COLOR=1 FORCE_COLOR=0 CI=true
# ---- go
cap2 go-billing-v "$G" go test -v ./billing
cap2 go-billing-run-prorate "$G" "go test -v -run 'TestProrateMidMonth\$' ./billing"
cap2 go-billing-run-refund "$G" go test -v -run TestRefundCurrencyEUR ./billing
cap2 go-billing-run-typo "$G" go test -run TestProrateMidmonth ./billing
cap2 go-billing-json-rounding "$G" go test -json -run TestInvoiceRounding ./billing
cap2 go-billing-json-leap "$G" go test -json -run TestProrateLeapFebruary ./billing
cap2 go-queue-ack-count10 "$G" go test -v -run TestConsumerAckOrdering -count=10 ./queue
cap2 go-queue-ack-once "$G" go test -v -run TestConsumerAckOrdering ./queue
cap2 go-queue-dedupe-count20 "$G" go test -v -run TestDedupeWindow -count=20 ./queue
cap2 go-queue-all "$G" go test ./queue
cap2 go-codec-bench "$G" "go test -run '^\$' -bench . -benchmem -count=3 ./codec"
cap2 go-searchbroken "$G" go test ./searchbroken
cap2 go-flags "$G" go test ./flags
cap2 go-cdn-v "$G" go test -v ./cdn
cap2 go-cdn-run-known "$G" go test -v -run TestPurgeTagsKnownPath ./cdn
cap2 go-build-ok "$G" 'go build ./billing ./codec && echo "exit status $?"'
cap2 go-vet-searchbroken "$G" go vet ./searchbroken
# ---- python unittest
cap2 py-payments-v "$P" python3 -m unittest -v test_payments
cap2 py-payments-overcapture "$P" python3 -m unittest -v test_payments.CaptureTests.test_over_capture_rejected
cap2 py-email "$P" python3 -m unittest test_emailq
cap2 py-payments-k-nomatch "$P" python3 -m unittest -k refund_webhook test_payments
cap2 py-payments-clf-skip "$P" python3 -m unittest -v test_payments.CurrencyTests.test_clf_four_decimals
# ---- node / jest / vitest / mocha
cap2 node-i18n "$J" node --test node/i18n.test.js
cap2 node-cache "$J" node --test node/cache.test.js
cap2 node-cache-pattern "$J" node --test --test-name-pattern='"expires after ttl"' node/cache.test.js
cap2 jest-flags "$J" npx jest jest/flags.test.js --verbose
cap2 jest-search "$J" npx jest jest/search.test.js
cap2 jest-search-t "$J" npx jest jest/search.test.js -t collapses
cap2 jest-search-nomatch "$J" npx jest jest/search.test.js -t stemming
cap2 vitest-pipeline "$J" npx vitest run --reporter=verbose vitest/pipeline.test.mjs
cap2 vitest-dedupe "$J" npx vitest run --reporter=verbose vitest/pipeline.test.mjs -t dedupe
cap2 mocha-auth "$J" npx mocha mocha/auth.spec.js
cap2 mocha-auth-grep "$J" npx mocha mocha/auth.spec.js --grep '"accepts token"'
# ---- terraform (builtin terraform_data; local state in a scratch dir)
T=$(mktemp -d /tmp/jtf.XXXX)
: > "$T/cli.tfrc"; export TF_CLI_CONFIG_FILE="$T/cli.tfrc"
cp "$F/tf/v1.tf" "$T/main.tf"
(cd "$T" && terraform init -input=false -no-color >/dev/null 2>&1 && terraform apply -auto-approve -input=false -no-color >/dev/null 2>&1)
cap2 tf-nochange "$T" terraform plan -no-color -input=false
cp "$F/tf/v2.tf" "$T/main.tf"; cap2 tf-create "$T" terraform plan -no-color -input=false
cp "$F/tf/v3.tf" "$T/main.tf"; cap2 tf-replace "$T" terraform plan -no-color -input=false
cp "$F/tf/v4.tf" "$T/main.tf"; cap2 tf-destroy-waf "$T" terraform plan -no-color -input=false
cp "$F/tf/v5.tf" "$T/main.tf"; cap2 tf-update-ttl "$T" terraform plan -no-color -input=false
rm -rf "$T"
# ---- git (scratch repo built here)
R=$(mktemp -d /tmp/jgit.XXXX)
(
cd "$R" && git init -q -b main && git config user.email dev@shop.test && git config user.name "Dev"
mkdir -p src/payments web migrations docs
printf 'package payments\n\nfunc Charge() {}\n' > src/payments/charge.go
printf 'package payments\n' > src/payments/charge_test.go
printf ':root{--brand:#0a0}\n' > web/theme.css
printf '# Changelog\n' > docs/CHANGELOG.md
git add -A && GIT_COMMITTER_DATE="2026-11-28T10:00:00Z" git commit -q --date=2026-11-28T10:00:00Z -m "feat: payments skeleton"
printf 'ALTER TABLE api_tokens DROP COLUMN legacy_secret;\n' > migrations/0042_drop_legacy_secret.sql
printf ':root{--brand:#c00}\n.btn{border-radius:8px}\n' > web/theme.css
GIT_COMMITTER_DATE="2026-11-30T09:12:00Z" git add -A && GIT_COMMITTER_DATE="2026-11-30T09:12:00Z" git commit -q --date=2026-11-30T09:12:00Z -m "chore: theme refresh and token cleanup"
printf 'package payments\n\n// Charge sends the idempotency key on every retry.\nfunc Charge(key string) string { return key }\n\nfunc retry(key string) string { return Charge(key) }\n' > src/payments/charge.go
printf 'package payments\n\nimport "testing"\n\nfunc TestRetryKeepsKey(t *testing.T) {\n\tif retry("k1") != "k1" {\n\t\tt.Fatal("key lost")\n\t}\n}\n' > src/payments/charge_test.go
git add -A && GIT_COMMITTER_DATE="2026-12-01T16:40:00Z" git commit -q --date=2026-12-01T16:40:00Z -m "fix(payments): resend idempotency key on retries"
git checkout -q -b release/4.2 HEAD~1
printf '# Changelog\n\n## 4.2.0\n- theme refresh\n' > docs/CHANGELOG.md
git add -A && GIT_COMMITTER_DATE="2026-12-02T08:05:00Z" git commit -q --date=2026-12-02T08:05:00Z -m "release: 4.2.0 changelog"
git checkout -q main
)
cap2 git-stat-fix "$R" git diff --stat HEAD~1 HEAD
cap2 git-stat-range "$R" git diff --stat HEAD~2 HEAD
cap2 git-log-release "$R" git log --oneline release/4.2
cap2 git-log-main "$R" "git log --format='%h %ad %s' --date=short main"
rm -rf "$R"
# ---- sqlite
D=$(mktemp -d /tmp/jsql.XXXX)
sqlite3 "$D/billing.db" <<'SQL'
CREATE TABLE invoices(id INTEGER PRIMARY KEY, tenant TEXT, invoice_no TEXT, status TEXT, due TEXT, total_cents INT);
INSERT INTO invoices(tenant,invoice_no,status,due,total_cents) VALUES
('acme','INV-2026-1001','paid','2026-11-01',12000),('acme','INV-2026-1002','paid','2026-11-15',800),
('globex','INV-2026-1003','unpaid','2026-12-20',4500),('globex','INV-2026-1003','unpaid','2026-12-20',4500),
('initech','INV-2026-1004','paid','2026-10-30',99900),('initech','INV-2026-1005','unpaid','2026-11-20',2500);
SQL
cap2 sqlite-dupes "$D" "sqlite3 -header -column billing.db \"SELECT invoice_no, COUNT(*) AS n FROM invoices GROUP BY invoice_no HAVING COUNT(*) > 1;\""
cap2 sqlite-overdue-acme "$D" "sqlite3 -header -column billing.db \"SELECT COUNT(*) AS overdue_unpaid FROM invoices WHERE tenant='acme' AND status='unpaid' AND due < '2026-12-01';\""
cap2 sqlite-overdue-all "$D" "sqlite3 -header -column billing.db \"SELECT tenant, COUNT(*) AS overdue_unpaid FROM invoices WHERE status='unpaid' AND due < '2026-12-01' GROUP BY tenant;\""
rm -rf "$D"
# ---- http: a tiny node API and python http.server on loopback
node "$F/http/server.js" 18431 >/dev/null 2>&1 & NODEPID=$!
(cd "$F/http/static" && exec python3 -m http.server 18432 --bind 127.0.0.1) >/dev/null 2>&1 & PYPID=$!
sleep 1.5
H=http://127.0.0.1:18431
cap2 curl-healthz "$F" curl -si $H/healthz
cap2 curl-readyz "$F" curl -si $H/readyz
cap2 curl-pay-ok "$F" curl -si $H/api/v2/payments/pi_3Nq81
cap2 curl-pay-3ds "$F" curl -si $H/api/v2/payments/pi_3Nq99
cap2 curl-refund "$F" "curl -si -X POST $H/api/v2/refunds -H 'Content-Type: application/json' -d '{\"payment\":\"pi_3Nq81\",\"amount\":4200}'"
cap2 curl-search-v7 "$F" "curl -si '$H/api/search?q=trail+shoe'"
cap2 curl-search-v8 "$F" "curl -si '$H/api/search/v8?q=trail+shoe'"
cap2 curl-flag-acme "$F" "curl -si '$H/api/flags/new-checkout?tenant=acme'"
cap2 curl-flag-globex "$F" "curl -si '$H/api/flags/new-checkout?tenant=globex'"
cap2 curl-orders-401 "$F" curl -si $H/api/orders
cap2 curl-native-410 "$F" curl -si $H/v1/session/native
cap2 curl-i18n-es "$F" curl -si $H/api/i18n/es
cap2 curl-i18n-zh "$F" curl -si $H/api/i18n/zh
cap2 curl-export-202 "$F" curl -si $H/api/export
cap2 curl-webhook "$F" curl -si -X POST $H/api/webhooks/test
cap2 curl-redirect "$F" curl -sI $H/old-pricing
cap2 curl-mail "$F" curl -si -X POST $H/api/mail/send
cap2 curl-static-asset "$F" curl -sI http://127.0.0.1:18432/assets/app.4f2a.js
cap2 curl-static-404 "$F" curl -sI http://127.0.0.1:18432/assets/app.9999.js
kill "$NODEPID" "$PYPID" 2>/dev/null
wait "$NODEPID" "$PYPID" 2>/dev/null
echo "captures: $(ls "$C"/*.txt | wc -l)"
bash "$F/capture-psql.sh"
