#!/usr/bin/env bash
# Regenerates every real capture under captures/. Each capture's first line is "$ command".
# Local paths are rewritten to /srv/ci/fixtures. Requires go, node+npm (jest, mocha in src/js), python3, curl, git, terraform.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
OUT="$HERE/captures"; mkdir -p "$OUT"
export NO_COLOR=1 FORCE_COLOR=0 GOFLAGS=-mod=mod GIT_AUTHOR_DATE="2026-03-02T10:00:00Z" GIT_COMMITTER_DATE="2026-03-02T10:00:00Z"
WORK="$(mktemp -d)"
cap() { # cap NAME DIR CMD
  local name="$1" dir="$2"; shift 2
  { echo "\$ $*"; (cd "$dir" && bash -c "$*" 2>&1); } \
    | sed -e "s#$HERE/src#/srv/ci/fixtures#g" -e "s#$HERE#/srv/ci/fixtures#g" -e "s#$WORK#/srv/ci/fixtures#g" > "$OUT/$name.txt"
}
G="$HERE/src/gopkg"
cap go-cart-all        "$G" "go test -v -count=1 ./cart"
cap go-cart-total      "$G" "go test -v -count=1 -run 'TestCartTotal\$' ./cart"
cap go-cart-nomatch    "$G" "go test -v -count=1 -run TestCheckoutV2 ./cart"
cap go-cart-skip       "$G" "go test -v -count=1 -run TestCheckoutTax ./cart"
cap go-cart-json-total "$G" "go test -json -count=1 -run 'TestCartTotal\$' ./cart"
cap go-cart-json-coupon "$G" "go test -json -count=1 -run TestApplyCoupon ./cart"
cap go-inv-count10     "$G" "go test -count=10 -run TestReserveStock ./inventory"
cap go-inv-fixed-count20 "$G" "INVENTORY_FIXED=1 go test -v -count=20 -run TestReserveStock ./inventory"
cap go-inv-once        "$G" "go test -v -count=1 -run TestReserveStock ./inventory"
cap go-money           "$G" "go test -v -count=1 ./money"
cap go-money-quiet     "$G" "go test -count=1 ./money"
cap go-upload-panic    "$G" "go test -count=1 ./upload"
J="$HERE/src/js"
cap node-session  "$J" "node --test --test-reporter=tap test/session.test.mjs"
cap node-cookie   "$J" "node --test --test-reporter=tap test/cookie.test.mjs"
cap node-session-spec "$J" "node --test --test-reporter=spec test/session.test.mjs"
cap jest-rate     "$J" "npx jest --ci __tests__/rateLimiter.test.js"
cap jest-slug     "$J" "npx jest --ci __tests__/slugify.test.js"
cap jest-nomatch  "$J" "npx jest --ci -t 'sliding window' __tests__/rateLimiter.test.js"
cap mocha-queue   "$J" "npx mocha --no-colors spec/queue.spec.js"
cap mocha-dedupe  "$J" "npx mocha --no-colors spec/dedupe.spec.js"
P="$HERE/src/py"
cap py-migrations "$P" "python3 -m unittest -v test_migrations"
cap py-slug       "$P" "python3 -m unittest -v test_slug"
cap py-skip       "$P" "python3 -m unittest -v test_migrations.TestMigrations.test_migrate_live_postgres"
cap py-add-col    "$P" "python3 -m unittest -v test_migrations.TestMigrations.test_add_column"
# tiny local HTTP server
PORT=18473
python3 "$HERE/src/http/server.py" $PORT & SRV=$!
sleep 0.7
for r in health:/api/health login:/api/login uploads:/api/uploads orders:'/api/orders?user=42' export:/api/export search:'/api/search?q=shoes' profile:/api/profile report:/api/reports/7; do
  n="${r%%:*}"; p="${r#*:}"
  cap "curl-$n" "$HERE" "curl -i -s 'http://127.0.0.1:$PORT$p'"
done
kill $SRV
# git repo
R="$WORK/webapp"; mkdir -p "$R" && cd "$R" && git init -q -b main && git config user.email dev@example.com && git config user.name dev
mkdir -p db/migrations src/api src/ui
printf 'CREATE TABLE users (id bigint primary key);\n' > db/migrations/001_users.sql
printf 'package api\n\nfunc Users() {}\n' > src/api/users.go
printf 'export const Button = () => null;\n' > src/ui/Button.tsx
git add -A && git commit -q -m "initial schema and api"
printf 'ALTER TABLE users ADD COLUMN plan_tier text;\n' > db/migrations/002_plan_tier.sql
printf 'UPDATE users SET plan_tier = '"'"'free'"'"' WHERE plan_tier IS NULL;\n' > db/migrations/003_backfill.sql
printf 'package api\n\nfunc Users() {}\n\nfunc UserPlan() string { return "free" }\n' > src/api/users.go
git add -A && git commit -q -m "add plan_tier column with backfill"
printf 'export const Button = ({label}) => label;\n' > src/ui/Button.tsx
git add -A && git commit -q -m "fix: Button renders its label"
cap git-diff-stat "$R" "git diff --stat HEAD~2 HEAD~1"
cap git-diff-stat-ui "$R" "git diff --stat HEAD~1 HEAD"
cap git-log       "$R" "git log --oneline --stat -3"
# terraform with built-in terraform_data only
T="$WORK/tf"; mkdir -p "$T"; : > "$WORK/tfrc"; export TF_CLI_CONFIG_FILE="$WORK/tfrc" && cp "$HERE/src/tf/main.tf" "$T/"
cd "$T" && terraform init -input=false >/dev/null 2>&1 && terraform apply -auto-approve -input=false >/dev/null 2>&1
cap tf-plan-nochange "$T" "terraform plan -no-color -input=false"
cap tf-plan-replace  "$T" "terraform plan -no-color -input=false -var schema_version=v2"
cap tf-plan-update   "$T" "terraform plan -no-color -input=false -var replicas=4"
rm -rf "$WORK"
ls "$OUT"
