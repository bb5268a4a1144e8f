#!/usr/bin/env bash
# Regenerates every real capture in captures/. Each capture's first line is "$ command".
# Local paths are rewritten to /srv/ci/fixtures. Needs go, node (+ jest/mocha via npm), python3,
# curl, git, terraform.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
SRC="$HERE/src"; OUT="$HERE/captures"; mkdir -p "$OUT"
NODE_DEPS="${NODE_DEPS:-/tmp/qnode}"
if [ ! -d "$NODE_DEPS/node_modules/jest" ]; then
  mkdir -p "$NODE_DEPS" && (cd "$NODE_DEPS" && npm init -y >/dev/null && npm install --no-audit --no-fund jest@29 mocha@10 >/dev/null)
fi
ln -sfn "$NODE_DEPS/node_modules" "$SRC/node/node_modules"
export PATH="$NODE_DEPS/node_modules/.bin:$PATH"
TMPD="$(mktemp -d)"
clean() { sed -e "s#$SRC/[a-z]*#/srv/ci/fixtures#g" -e "s#$SRC#/srv/ci/fixtures#g" -e "s#$TMPD/[a-z]*#/srv/ci/fixtures#g" -e "s#$TMPD#/srv/ci/fixtures#g" -e "s#$NODE_DEPS#/srv/ci/fixtures#g" -e 's/\x1b\[[0-9;]*m//g'; }
# cap NAME DIR SHOWNCMD CMD...
cap() { local name="$1" dir="$2" shown="$3"; shift 3
  { echo "\$ $shown"; (cd "$dir" && "$@" 2>&1); } | clean > "$OUT/$name"; }
reset_flake() { rm -f "${TMPDIR:-/tmp}/shopq-flake-counter"; }

G="$SRC/go"; export GOFLAGS=-count=1
reset_flake; cap go-all-v.txt "$G" "go test -v ./..." go test -v ./...
cap go-run-total.txt "$G" "go test -v -run '^TestCheckoutTotal\$' ./checkout" go test -v -run '^TestCheckoutTotal$' ./checkout
cap go-run-nomatch.txt "$G" "go test -run '^TestCheckoutTax\$' ./checkout" go test -run '^TestCheckoutTax$' ./checkout
cap go-run-refund.txt "$G" "go test -v -run TestRefundPartial ./checkout" go test -v -run TestRefundPartial ./checkout
cap go-json-total.txt "$G" "go test -json -run '^TestCheckoutTotal\$' ./checkout" go test -json -run '^TestCheckoutTotal$' ./checkout
cap go-coupon.txt "$G" "go test -run TestApplyCouponExpired ./checkout" go test -run TestApplyCouponExpired ./checkout
reset_flake; cap go-flaky-count10.txt "$G" "go test -v -count=10 -run TestSessionTokenRefresh ./checkout" go test -v -count=10 -run TestSessionTokenRefresh ./checkout
reset_flake; cap go-flaky-fixed-count20.txt "$G" "FLAKE_FIXED=1 go test -v -count=20 -run TestSessionTokenRefresh ./checkout" env FLAKE_FIXED=1 go test -v -count=20 -run TestSessionTokenRefresh ./checkout
reset_flake; cap go-flaky-fixed-once.txt "$G" "FLAKE_FIXED=1 go test -v -run TestSessionTokenRefresh ./checkout" env FLAKE_FIXED=1 go test -v -run TestSessionTokenRefresh ./checkout
cap go-search-v.txt "$G" "go test -v ./search" go test -v ./search
cap go-search-quiet.txt "$G" "go test ./search" go test ./search
cap go-bench-style-json-all.txt "$G" "go test -json ./search" go test -json ./search

N="$SRC/node"
cap node-upload-tap.txt "$N" "node --test --test-reporter=tap upload.test.js" node --test --test-reporter=tap upload.test.js
cap node-upload-spec.txt "$N" "node --test --test-reporter=spec upload.test.js" node --test --test-reporter=spec upload.test.js
cap node-playback-tap.txt "$N" "node --test --test-reporter=tap playback.test.js" node --test --test-reporter=tap playback.test.js
cap jest-locale.txt "$N" "npx jest --verbose locale.test.js" jest --ci --verbose locale.test.js
cap jest-rtl.txt "$N" "npx jest --verbose rtl.test.js" jest --ci --verbose rtl.test.js
cap jest-filter-none.txt "$N" "npx jest --verbose -t 'formats invoice' locale.test.js" jest --ci --verbose -t 'formats invoice' locale.test.js
cap mocha-subscription.txt "$N" "npx mocha subscription.spec.js" mocha subscription.spec.js
cap mocha-analytics.txt "$N" "npx mocha analytics.spec.js" mocha analytics.spec.js

P="$SRC/py"
cap py-sync.txt "$P" "python3 -m unittest -v test_sync" python3 -m unittest -v test_sync
cap py-tz.txt "$P" "python3 -m unittest -v test_tz" python3 -m unittest -v test_tz
cap py-tz-tokyo.txt "$P" "python3 -m unittest -v test_tz.TestReminderTimezone.test_reminder_fires_at_local_midnight_tokyo" python3 -m unittest -v test_tz.TestReminderTimezone.test_reminder_fires_at_local_midnight_tokyo

PORT=18931
python3 "$SRC/http/server.py" $PORT & SPID=$!
for i in $(seq 50); do curl -s "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.1; done
U="http://127.0.0.1:$PORT"
hc() { local name="$1"; shift; { echo "\$ curl -i $*"; curl -s -i "$@" 2>&1 | tr -d '\r'; echo; } | sed "s#127.0.0.1:$PORT#api.staging.shopq.test#g" > "$OUT/$name"; }
hc curl-search.txt "$U/api/v1/search?q=running+shoes"
hc curl-checkout.txt -X POST -d '{"cart":"c-19"}' "$U/api/v1/checkout"
hc curl-renew.txt -X POST "$U/api/v1/subscriptions/renew"
hc curl-manifest.txt "$U/api/v1/media/vid-88/manifest.m3u8"
hc curl-passkey.txt -X POST -d '{"assertion":"..."}' "$U/api/v1/auth/passkey/verify"
hc curl-experiment.txt "$U/api/v1/experiments/assign?user=u-42"
hc curl-me.txt "$U/api/v1/me"
hc curl-healthz.txt "$U/healthz"
hc curl-sync.txt -X POST -d '[]' "$U/api/v1/sync/batch"
hc curl-recs.txt "$U/api/v1/recommendations?user=u-42"
kill $SPID

R="$TMPD/repo"; mkdir -p "$R"; cd "$R"
export GIT_AUTHOR_NAME="QA Bot" GIT_AUTHOR_EMAIL=qa@shopq.test GIT_COMMITTER_NAME="QA Bot" GIT_COMMITTER_EMAIL=qa@shopq.test
gc() { GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" git commit -q -m "$2"; }
git init -q -b main .
mkdir -p web/src/i18n web/src/checkout db/migrations
printf 'export const fr = {pay: "Payer"};\n' > web/src/i18n/fr.ts
printf 'export function pay() {}\n' > web/src/checkout/pay.ts
git add . && gc "2024-05-10T10:00:00Z" "checkout: initial"
printf 'export const fr = {pay: "Payer maintenant", back: "Retour"};\n' > web/src/i18n/fr.ts
printf 'export const de = {pay: "Jetzt bezahlen"};\n' > web/src/i18n/de.ts
git add . && gc "2024-05-11T10:00:00Z" "i18n: fr and de strings for checkout button"
printf 'export function pay(locale) { return locale; }\n' > web/src/checkout/pay.ts
printf 'ALTER TABLE orders DROP COLUMN legacy_currency;\n' > db/migrations/0042_drop_legacy_currency.sql
git add . && gc "2024-05-12T10:00:00Z" "checkout: pass locale to pay(); drop legacy column"
{ echo '$ git diff --stat HEAD~1'; git diff --stat HEAD~1; } | clean > "$OUT/git-diff-stat-last.txt"
{ echo '$ git diff --stat HEAD~2 HEAD~1'; git diff --stat HEAD~2 HEAD~1; } | clean > "$OUT/git-diff-stat-i18n.txt"
{ echo '$ git log --oneline -3'; git log --oneline -3; } | clean > "$OUT/git-log.txt"
cd "$HERE"

T="$TMPD/tf"; mkdir -p "$T"; cp "$SRC/tf/main.tf" "$T/"; : > "$TMPD/tfrc"; export TF_CLI_CONFIG_FILE="$TMPD/tfrc"
cd "$T"; terraform init -input=false -no-color >/dev/null
cap tf-plan-create.txt "$T" "terraform plan -no-color" terraform plan -no-color -input=false
terraform apply -auto-approve -no-color -input=false >/dev/null
cap tf-plan-nochange.txt "$T" "terraform plan -no-color" terraform plan -no-color -input=false
cap tf-plan-replace.txt "$T" "terraform plan -no-color -var cdn_origin=media-origin-us-2" terraform plan -no-color -input=false -var cdn_origin=media-origin-us-2
cd "$HERE"; rm -rf "$TMPD"
ls "$OUT" | wc -l
