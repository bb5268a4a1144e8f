#!/usr/bin/env bash
# Captures real runner/tool output into captures/*.txt; first line of each file is "$ command".
set -u
F=$(cd "$(dirname "$0")" && pwd)
C=$F/captures
mkdir -p "$C"
cap() { # name dir command...
  local name=$1 dir=$2; shift 2
  { echo "\$ $*"; (cd "$dir" && eval "$@" 2>&1); } > "$C/$name.txt"
  sed -i "s#$F#/srv/ci/fixtures#g" "$C/$name.txt"
}
export GOFLAGS=-count=1
export TF_CLI_CONFIG_FILE=$F/tf/terraformrc
G=$F/go
cap go-pos-v $G "go test -v ./pos"
cap go-pos-run-receipt $G "go test -v -run 'TestReceiptTotal\$' ./pos"
cap go-pos-run-none $G "go test -run TestGiftCardBalance ./pos"
cap go-pos-plain $G "go test ./pos"
cap go-hr $G "go test ./hr"
cap go-hr-v $G "go test -v ./hr"
cap go-hr-json $G "go test -json -run TestPayrollNet ./hr"
cap go-batch $G "go test ./batch"
cap go-iot-count8 $G "go test -count=8 -run TestFirmwareOTA ./iot"
cap go-iot-count3 $G "go test -count=3 -v -run TestFirmwareOTA ./iot"
cap go-iot-telemetry-count20 $G "go test -count=20 -run TestTelemetryDecode ./iot"
cap go-geo-bench $G "go test -run '^\$' -bench . -benchtime=2000x ./geocode"
cap go-geo-v $G "go test -v ./geocode"
cap go-all $G "go test ./hr ./geocode ./pos"
cap go-pos-skip $G "go test -v -run TestLoyaltyPoints ./pos"
J=$F/js
cap node-sso $J "node --test nodetest/sso.test.js"
cap node-edu $J "node --test nodetest/edu.test.js"
cap node-sso-only-saml $J "node --test --test-name-pattern='SAML' nodetest/sso.test.js"
cap mocha-claims $J "npx mocha mochatest/claims.spec.js"
cap jest-search $J "npx jest jesttest/search.test.js"
cap jest-cart $J "npx jest jesttest/cart.test.js"
cap jest-none $J "npx jest -t 'gift wrap' jesttest/cart.test.js"
P=$F/py
cap py-backup $P "python3 -m unittest -v test_backup"
cap py-billing $P "python3 -m unittest test_billing"
cap py-billing-one $P "python3 -m unittest -v test_billing.BillingTest.test_prorate_mid_month"
# HTTP: real curl against a local node server
node $F/http/server.js & SRV=$!
python3 -m http.server 18432 --bind 127.0.0.1 --directory $F/http/static >/dev/null 2>&1 & PYS=$!
sleep 1
H=$F/http
for r in healthz v1/claims/submit v1/geocode v2/payouts flags/checkout-v2 flags/dark-mode v1/rates v1/loyalty/balance v1/export old-login; do
  n=$(echo "$r" | tr '/' '-')
  cap "curl-$n" $H "curl -s -i http://127.0.0.1:18431/$r"
done
cap curl-search $H "curl -s -i 'http://127.0.0.1:18431/search?q=trainers'"
cap curl-delete-orders $H "curl -s -i -X DELETE http://127.0.0.1:18431/v1/orders"
cap curl-static $H "curl -s -i http://127.0.0.1:18432/index.html"
cap curl-static-missing $H "curl -s -i http://127.0.0.1:18432/receipts/latest.pdf"
kill $SRV $PYS
# terraform (builtin terraform_data, no provider download)
T=$F/tf/replace
(cd $T && rm -rf .terraform* terraform.tfstate* && terraform init -input=false >/dev/null && terraform apply -auto-approve -input=false >/dev/null)
cap tf-replace $T "terraform plan -no-color -input=false -var cfg=v2"
cap tf-nochange $T "terraform plan -no-color -input=false"
T=$F/tf/add
(cd $T && rm -rf .terraform* terraform.tfstate* && terraform init -input=false >/dev/null)
cap tf-add $T "terraform plan -no-color -input=false"
# git repo
R=$F/repo/work
rm -rf $R; mkdir -p $R; cd $R
git init -q -b main; git config user.email ci@example.com; git config user.name ci
mkdir -p i18n src docs; printf 'greeting=Hello\n' > i18n/en.properties; printf 'greeting=Hola\n' > i18n/es.properties
printf 'package main\n' > src/checkout.go; printf '# docs\n' > docs/README.md
git add -A; git commit -qm "initial"
printf 'greeting=Hello\nfarewell=Bye\n' > i18n/en.properties; printf 'greeting=Hola\nfarewell=Adiós\n' > i18n/es.properties
git commit -qam "i18n: add farewell string"
printf 'greeting=Hallo\n' > i18n/de.properties; git add -A
printf 'package main\n\nfunc applyCoupon() {}\n' > src/checkout.go
printf '# docs\nTypo fixed.\n' > docs/README.md
git add -A; git commit -qm "i18n: German locale; checkout coupon stub; docs typo"
cap git-diff-stat-last $R "git diff --stat HEAD~1 HEAD"
cap git-diff-stat-i18n $R "git diff --stat HEAD~2 HEAD~1"
cap git-log $R "git log --oneline --no-decorate"
echo captured: $(ls $C | wc -l)
