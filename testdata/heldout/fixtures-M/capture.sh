#!/bin/bash
# Captures real runner/HTTP/git output into captures/NAME.txt; first line "$ command".
cd "$(dirname "$0")"; F=$PWD; C=$F/captures; mkdir -p $C
cap() { name=$1; dir=$2; shift 2; ( cd $dir; echo "\$ $*" > $C/$name.txt; bash -c "$*" >> $C/$name.txt 2>&1; rc=$?; [ -n "$(tail -c1 $C/$name.txt)" ] && echo >> $C/$name.txt; echo "exit status $rc" >> $C/$name.txt ); }
export GOFLAGS=-count=1
cap go-fare-v go "go test ./booking -run TestFareRounding -v"
cap go-all-v go "go test ./booking -v -run 'TestFareRounding|TestSeatHoldExpiry|TestRefundWindow|TestCurrencyConversion'"
cap go-none go "go test ./booking -run TestBaggageFee"
cap go-fare-quiet go "go test ./booking -run TestFareRounding"
cap go-cur-10 go "go test ./booking -run TestCurrencyConversion -count=10 -v"
cap go-cur-1 go "go test ./booking -run TestCurrencyConversion -v"
cap go-geo-10 go "go test ./booking -run TestGeoRetry -count=10"
cap go-ledger go "go test ./ledger/..."
cap go-json-fare go "go test ./booking -json -run TestFareRounding"
cap go-json-seat go "go test ./booking -json -run TestSeatHoldExpiry"
cap go-bench go "go test ./booking -run '^\$' -bench Quote -benchtime=2000x"
cap go-refund-v go "go test ./booking -run TestRefundWindow -v"
cap node-push js "node --test push.test.js"
cap node-tz js "node --test tz.test.js"
cap node-push-filter js "node --test --test-name-pattern='APNs' push.test.js"
cap mocha-dedupe js "npx mocha dedupe.spec.js"
cap mocha-dedupe-grep js "npx mocha dedupe.spec.js --grep 'replayed'"
cap py-payroll-v py "python3 -m unittest -v test_payroll"
cap py-overtime py "python3 -m unittest -v test_payroll.PayrollTest.test_overtime_multiplier"
cap py-none py "python3 -m unittest -k no_such_test test_payroll"
cap py-export py "python3 -m unittest test_export"
# HTTP
( cd www && python3 -m http.server 8765 >/dev/null 2>&1 & echo $! > /tmp/m_http.pid )
( cd js && node server.js >/dev/null 2>&1 & echo $! > /tmp/m_node.pid )
sleep 1
cap curl-health . "curl -si http://127.0.0.1:8765/health.json"
cap curl-export . "curl -si http://127.0.0.1:8765/export.json"
cap curl-push . "curl -si http://127.0.0.1:8765/push-report.json"
cap curl-missing . "curl -si http://127.0.0.1:8765/v2/status.json"
cap curl-rates . "curl -si http://127.0.0.1:8766/v1/rates"
cap curl-env42 . "curl -si http://127.0.0.1:8766/v1/esign/envelopes/e-42"
cap curl-env43 . "curl -si http://127.0.0.1:8766/v1/esign/envelopes/e-43"
cap curl-trk . "curl -si http://127.0.0.1:8766/v1/shipments/TRK9"
cap curl-payouts . "curl -si http://127.0.0.1:8766/v1/payouts"
kill $(cat /tmp/m_http.pid) $(cat /tmp/m_node.pid)
# git
rm -rf /tmp/m_repo; mkdir /tmp/m_repo; cd /tmp/m_repo; git init -q; git config user.email a@b; git config user.name ci
mkdir -p src/dns migrations; echo a > src/dns/acme.go; echo b > src/theme.css; echo c > migrations/001.sql; git add .; git commit -qm init
echo "renew 30d before expiry" >> src/dns/acme.go; echo "DROP TABLE certs_old;" >> migrations/001.sql; echo "x{}" >> src/theme.css; git commit -qam "cert renewal window"
cd $F; cap git-stat /tmp/m_repo "git diff --stat HEAD~1 HEAD"
cap git-log /tmp/m_repo "git log --oneline -n 2 --format='%s'"
