#!/usr/bin/env bash
# Captures real runner / tool output into captures/NAME.txt; first line is "$ command".
set -u
ROOT="$(cd "$(dirname "$0")" && pwd)"
OUT="$ROOT/captures"
mkdir -p "$OUT"
cap() { # cap NAME DIR CMD...
  local name="$1" dir="$2"; shift 2
  local out rc
  out="$(cd "$ROOT/$dir" && eval "$@" 2>&1)"; rc=$?
  printf '$ %s\n%s\n[exit status %d]\n' "$*" "$out" "$rc" > "$OUT/$name.txt"
}
export GOFLAGS=-count=1
: > "$ROOT/infra/terraformrc"; export TF_CLI_CONFIG_FILE="$ROOT/infra/terraformrc"
# --- go
cap go-jitter-v go 'go test -v ./jitter'
cap go-jitter-run-reorder go 'go test -v -run TestJitterBufferReorder ./jitter'
cap go-jitter-run-overflow go 'go test -run TestJitterBufferOverflowDropsOldest ./jitter'
cap go-jitter-run-fec go 'go test -v -run TestOpusFECRecovery ./jitter'
cap go-jitter-run-none go 'go test -run TestJitterBufferUnderrun ./jitter'
cap go-jitter-json-reorder go 'go test -json -run TestJitterBufferReorder ./jitter'
cap go-dispatch-count10 go 'go test -v -count=10 -run TestConcurrentAssign ./dispatch'
cap go-dispatch-flake go 'DISPATCH_FLAKE=1 go test -count=10 -run TestConcurrentAssign ./dispatch'
cap go-dispatch-race1 go 'go test -race -run TestConcurrentAssign ./dispatch'
cap go-dispatch-race10 go 'go test -race -count=10 -run TestConcurrentAssign ./dispatch'
cap go-codec-bench go 'go test -run "^$" -bench . -benchmem ./codec'
cap go-broken go 'go test ./broken'
cap go-all-ok go 'go test ./codec ./dispatch'
# --- python
cap py-unittest-all py 'python3 -m unittest -v test_clinic'
cap py-unittest-ok py 'python3 -m unittest -v test_clinic_ok'
cap py-unittest-urgent py 'python3 -m unittest -v test_clinic.TestOverbooking.test_urgent_gets_one_extra'
cap py-unittest-hl7 py 'python3 -m unittest -v test_clinic.TestOverbooking.test_hl7_export'
# --- node
cap node-pacing js 'node --test nodetest/pacing.test.mjs'
cap node-pacing-ok js 'node --test nodetest/pacing_ok.test.mjs'
cap jest-plural js 'npx jest jestt --ci --verbose'
cap jest-plural-polish js 'npx jest jestt --ci --verbose -t "polish uses few"'
cap jest-plural-none js 'npx jest jestt --ci --verbose -t "czech"'
cap vitest-abr js 'npx vitest run vit --reporter=verbose'
cap vitest-abr-720 js 'npx vitest run vit -t "picks 720p" --reporter=verbose'
cap mocha-eta js 'npx mocha moch/eta.spec.js'
cap mocha-eta-stops js 'npx mocha moch/eta.spec.js --grep "four minutes"'
# --- http
(cd "$ROOT/http" && exec node server.js) & NODE_PID=$!
(cd "$ROOT/http/static" && exec python3 -m http.server 18932 --bind 127.0.0.1 >/dev/null 2>&1) & PY_PID=$!
sleep 1.5
for p in "v2/refunds/rf_8812:refund-ok" "v2/refunds/rf_9001:refund-pending" "api/appointments/slots?clinic=north:slots-north" \
         "api/appointments/slots?clinic=south:slots-south" "healthz:healthz" "live/ch7/master.m3u8:hls-503" \
         "ads/vast?slot=preroll:vast-429" "fleet/devices/th-0042/firmware:fw-0042" "fleet/devices/th-0043/firmware:fw-0043"; do
  path="${p%:*}"; name="${p##*:}"
  cap "curl-$name" . "curl -si 'http://127.0.0.1:18931/$path'"
done
cap curl-static-index . "curl -si http://127.0.0.1:18932/index.html"
cap curl-static-strings . "curl -si http://127.0.0.1:18932/strings.json"
cap curl-static-missing . "curl -si http://127.0.0.1:18932/locales/pt-BR.json"
kill "$NODE_PID" "$PY_PID" 2>/dev/null; wait "$NODE_PID" "$PY_PID" 2>/dev/null
# --- terraform (builtin terraform_data, no providers)
rm -rf "$ROOT/infra/.terraform" "$ROOT/infra/terraform.tfstate"*
cap tf-plan-create infra 'terraform init -input=false -no-color >/dev/null && terraform plan -input=false -no-color'
(cd "$ROOT/infra" && terraform apply -auto-approve -input=false -no-color >/dev/null 2>&1)
cap tf-plan-nochange infra 'terraform plan -input=false -no-color'
cap tf-plan-replace infra 'terraform plan -input=false -no-color -var edge_version=2'
# --- git
rm -rf "$ROOT/gitrepo" && mkdir -p "$ROOT/gitrepo"
(cd "$ROOT/gitrepo" && git init -q -b main && git config user.email dev@example.com && git config user.name "Dev K" \
  && mkdir -p billing/proration web/theme docs && printf 'package proration\n\nfunc Days(a, b int) int { return b - a }\n' > billing/proration/days.go \
  && printf 'body { color: #222; }\n' > web/theme/base.css && printf '# Billing\n' > docs/billing.md \
  && git add -A && GIT_COMMITTER_DATE="2026-11-30T10:00:00Z" git commit -q --date "2026-11-30T10:00:00Z" -m "billing: initial proration" \
  && git tag base \
  && printf 'package proration\n\n// Days counts billable days inclusive of both ends.\nfunc Days(a, b int) int { return b - a + 1 }\n' > billing/proration/days.go \
  && printf 'package proration\n\nimport "testing"\n\nfunc TestDaysInclusive(t *testing.T) {\n\tif Days(1, 30) != 30 {\n\t\tt.Fatal("want 30")\n\t}\n}\n' > billing/proration/days_test.go \
  && git add -A && GIT_COMMITTER_DATE="2026-12-01T09:12:00Z" git commit -q --date "2026-12-01T09:12:00Z" -m "billing: count proration days inclusively (BIL-311)" \
  && git tag fix1 \
  && printf 'body { color: #111; background: #fafafa; }\n' > web/theme/base.css && printf '# Billing\n\nProration is inclusive.\n' > docs/billing.md \
  && git add -A && GIT_COMMITTER_DATE="2026-12-01T09:40:00Z" git commit -q --date "2026-12-01T09:40:00Z" -m "tweak theme and docs" )
cap git-stat-fix1 gitrepo 'git diff --stat base fix1'
cap git-stat-all gitrepo 'git diff --stat base HEAD'
cap git-log gitrepo 'git log --oneline --stat base..HEAD'
