#!/usr/bin/env bash
# Regenerates fixtures/out/*.txt (real tool outputs) used by gen/*.py. Run from anywhere.
set -u
cd "$(dirname "$0")"
F=$PWD; O=$F/out; mkdir -p "$O"
cap() { local k=$1; shift; ( "$@" ) > "$O/$k.txt" 2>&1; echo "exit status $?" >/dev/null; }
# go
cd "$F/go"
cap go_v_ledger go test -count=1 -v ./ledger/
cap go_run_discount go test -count=1 -v -run TestApplyDiscount ./ledger/
cap go_json_discount go test -count=1 -json -run TestApplyDiscount ./ledger/
cap go_no_tests go test -count=1 -v -run TestRefundHalfEven ./ledger/
cap go_v_dns go test -count=1 -v ./dns/
cap go_count10_cache go test -v -count=10 -run TestCacheEviction ./ledger/
cap go_run_cache go test -count=1 -v -run TestCacheEviction ./ledger/
cap go_json_ledger go test -count=1 -json ./ledger/
cap go_skip_leap go test -count=1 -v -run TestLeapSecond ./ledger/
cap go_all go test -count=1 ./...
cap go_json_dns go test -count=1 -json ./dns/
cap go_count3_discount go test -v -count=3 -run TestApplyDiscount ./ledger/
cap go_bench go test -run '^$' -bench JoinLabels -benchtime 200x ./ledger/
cd "$F/gobroken"; cap go_build_broken go build ./...
# python unittest
cd "$F/py"
cap py_unittest_fail python3 -m unittest -v test_invoice_fail
cap py_unittest_ok python3 -m unittest -v test_invoice_ok
cap py_unittest_single python3 -m unittest -v test_invoice_ok.InvoiceTest.test_single_line
# node:test
cd "$F/node"
cap node_pass node --test ratelimit.test.mjs
cap node_fail node --test bucket.test.mjs
cap node_skip node --test burst.test.mjs
cap node_spec_pass node --test --test-reporter=spec ratelimit.test.mjs
# jest / vitest / mocha (npm install jest vitest mocha in fixtures/js)
cd "$F/js"
cap jest_fail npx jest --ci --colors=false cart.test.js
cap jest_pass npx jest --ci --colors=false cart.ok.test.js
NO_COLOR=1 cap vitest_pass npx vitest run --no-color locale.test.mjs
NO_COLOR=1 cap vitest_fail npx vitest run --no-color locale.fail.test.mjs
cap mocha_fail npx mocha --no-color queue.spec.js
cap mocha_pass npx mocha --no-color queue.ok.spec.js
NO_COLOR=1 cap vitest_verbose_pass npx vitest run --no-color --reporter=verbose locale.test.mjs
# cargo
cd "$F/rust"
cargo build --tests -q >/dev/null 2>&1
cap cargo_all cargo test
cap cargo_parse cargo test parse_header
cap cargo_zero cargo test bootloader_jump
cap cargo_exact cargo test tests::parse_header_rejects_short -- --exact
# git, in a scratch repo
rm -rf "$F/work/gitrepo"; mkdir -p "$F/work/gitrepo"; cd "$F/work/gitrepo"
export GIT_AUTHOR_NAME=Dev GIT_AUTHOR_EMAIL=dev@example.com GIT_COMMITTER_NAME=Dev GIT_COMMITTER_EMAIL=dev@example.com
export GIT_AUTHOR_DATE='2026-11-30T10:00:00Z' GIT_COMMITTER_DATE='2026-11-30T10:00:00Z'
git init -q -b main . && mkdir -p src docs
echo 'package billing' > src/billing.go; echo '# Billing' > docs/billing.md; echo '# Retry' > docs/retry.md
git add . && git commit -qm 'feat: billing skeleton'
echo '// backoff' >> src/billing.go; git commit -qam 'fix: clamp retry backoff'
echo 'x' >> docs/billing.md; git commit -qam 'docs: billing glossary'
cap git_status_clean git status
cap git_log_main git log --oneline main
git checkout -q -b docs-only; echo 'more' >> docs/billing.md; echo 'retry docs' >> docs/retry.md; git commit -qam 'docs: retry'
cap git_diffstat_docs git diff --stat main
git checkout -q -b touches-src; echo '// change' >> src/billing.go; git commit -qam 'wip'
cap git_diffstat_src git diff --stat main
echo 'dirty' >> src/billing.go; echo 'tmp' > notes.txt
cap git_status_dirty git status
# curl against local servers
cd "$F"
node server.mjs 8765 & NP=$!
( cd static && exec python3 -m http.server 8766 --bind 127.0.0.1 ) >/dev/null 2>&1 & PP=$!
sleep 1.5
cap curl_healthz curl -sS -i http://127.0.0.1:8765/healthz
cap curl_orders_500 curl -sS -i http://127.0.0.1:8765/api/orders
cap curl_pay_okfalse curl -sS -i -X POST http://127.0.0.1:8765/api/pay
cap curl_user_404 curl -sS -i http://127.0.0.1:8765/api/users/42
cap curl_static_index curl -sS -i http://127.0.0.1:8766/index.html
cap curl_static_css404 curl -sS -i http://127.0.0.1:8766/css/theme.css
cap curl_flags_off curl -sS -i 'http://127.0.0.1:8765/api/flags?tenant=acme-eu'
cap curl_flags_on curl -sS -i 'http://127.0.0.1:8765/api/flags?tenant=acme-us'
cap curl_search_err curl -sS -i 'http://127.0.0.1:8765/api/search?q=ibuprofen'
cap curl_orders_local_ok curl -sS -i 'http://127.0.0.1:8765/api/orders?fixed=1'
kill $NP $PP
wait 2>/dev/null
echo captured: $(ls "$O" | wc -l)
