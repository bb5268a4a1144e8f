#!/bin/bash
# Regenerates every capture under captures/. Each capture starts with "$ command".
# Local paths are rewritten to neutral ones (~/hearthly/...).
set -u
ROOT="$(cd "$(dirname "$0")" && pwd)"
OUT="$ROOT/captures"; mkdir -p "$OUT"
TMP="$(mktemp -d /tmp/halo-cap.XXXXXX)"
export GOFLAGS=-count=1 GOTOOLCHAIN=local
neutral() { sed -e "s#$ROOT/halo-fw#/home/dev/hearthly/halo-fw#g" -e "s#$ROOT/reports#/home/dev/hearthly/energy-reports#g" \
  -e "s#$ROOT/app#/home/dev/hearthly/home-app#g" -e "s#$ROOT/shell#/home/dev/hearthly/ops#g" -e "s#$TMP/halo-firmware#/home/dev/hearthly/halo-firmware#g" \
  -e "s#$ROOT#/home/dev/hearthly#g" -e "s#$TMP#/tmp/ci#g"; }
# cap NAME DIR SHOWN-COMMAND [real command, default = shown]; shown command goes on line 1
cap() { local name="$1" dir="$2" shown="$3" real="${4:-$3}"
  { echo "\$ $shown"; (cd "$dir" && bash -c "$real" 2>&1); } | neutral > "$OUT/$name"; }
capx() { local name="$1" dir="$2" shown="$3" real="${4:-$3}"
  { echo "\$ $shown"; (cd "$dir"; bash -c "$real" 2>&1; rc=$?; echo "\$ echo \$?"; echo $rc); } | neutral > "$OUT/$name"; }

FW="$ROOT/halo-fw"
# ---- Go (firmware + shadow simulators) ----
cap go-ota-v.txt "$FW" "go test -v ./ota"
cap go-ota-run-rollback.txt "$FW" "go test -v -run '^TestRollbackOnBootLoop\$' ./ota"
cap go-ota-run-nomatch.txt "$FW" "go test -v -run TestResumeAfterPowerLoss ./ota"
cap go-ota-run-resume.txt "$FW" "go test -run TestResumeInterruptedDownload -v ./ota"
cap go-ota-run-dst.txt "$FW" "go test -v -run TestScheduleWindowDST ./ota"
cap go-ota-json-delta.txt "$FW" "go test -json -run '^TestDeltaPatchApply\$' ./ota"
cap go-shadow.txt "$FW" "go test ./shadow" "HALO_FLAKE_MODE=fixed go test ./shadow"
cap go-shadow-v.txt "$FW" "go test -v ./shadow" "HALO_FLAKE_MODE=fixed go test -v ./shadow"
echo 0 > "$TMP/cnt"
cap go-shadow-flaky-count10.txt "$FW" "go test -count=10 -run TestConcurrentUpdates -v ./shadow" \
  "HALO_FLAKE_MODE=flaky HALO_FLAKE_COUNTER=$TMP/cnt go test -count=10 -run TestConcurrentUpdates -v ./shadow"
echo 0 > "$TMP/cnt"
cap go-shadow-flaky-count1.txt "$FW" "go test -run TestConcurrentUpdates -v ./shadow" \
  "HALO_FLAKE_MODE=flaky HALO_FLAKE_COUNTER=$TMP/cnt go test -run TestConcurrentUpdates -v ./shadow"
cap go-shadow-fixed-count20.txt "$FW" "go test -count=20 -v -run TestConcurrentUpdates ./shadow" \
  "HALO_FLAKE_MODE=fixed go test -count=20 -v -run TestConcurrentUpdates ./shadow"
cap go-shadow-race1.txt "$FW" "go test -race -run TestConcurrentUpdates -v ./shadow" \
  "HALO_FLAKE_MODE=fixed go test -race -run TestConcurrentUpdates -v ./shadow"
cap go-shadow-race10.txt "$FW" "go test -race -count=10 -run TestConcurrentUpdates -v ./shadow" \
  "HALO_FLAKE_MODE=fixed go test -race -count=10 -run TestConcurrentUpdates -v ./shadow"
cap go-matter.txt "$FW" "go test ./matter"
cap go-zigbee-v.txt "$FW" "go test -v ./zigbee"
cap go-all.txt "$FW" "go test ./..."
capx go-build.txt "$FW" "go build ./..."
capx go-vet.txt "$FW" "go vet ./..."

# ---- Python unittest (energy-report service) ----
PY="$ROOT/reports"
cap py-all.txt "$PY" "python3 -m unittest -v test_energy"
cap py-total.txt "$PY" "python3 -m unittest -v test_energy.EnergyReportTests.test_monthly_total_kwh"
cap py-pdf.txt "$PY" "python3 -m unittest -v test_energy.EnergyReportTests.test_pdf_render"
cap py-csv.txt "$PY" "python3 -m unittest test_energy.EnergyReportTests.test_eu_csv_uses_decimal_comma"
cap py-k-fahrenheit.txt "$PY" "python3 -m unittest -v -k fahrenheit test_energy"
cap py-k-nomatch.txt "$PY" "python3 -m unittest -k heatpump test_energy"

# ---- node:test (Hearthly Home app logic) ----
APP="$ROOT/app"
cap node-all-spec.txt "$APP" "node --test --test-reporter=spec"
cap node-pair-tap.txt "$APP" "node --test --test-reporter=tap --test-name-pattern='pairs Halo'"
cap node-banner-tap.txt "$APP" "node --test --test-reporter=tap --test-name-pattern='offline banner'"
cap node-schedule-tap.txt "$APP" "node --test --test-reporter=tap --test-name-pattern='schedule sync'"
cap node-eu-spec.txt "$APP" "node --test --test-reporter=spec --test-name-pattern='EU energy'"

# ---- HTTP (mock shadowd / rollout / energy API) ----
PORT=18777
python3 "$ROOT/shadowd-mock/server.py" $PORT & SRV=$!
for i in $(seq 50); do curl -s "http://127.0.0.1:$PORT/us1/healthz" >/dev/null && break; sleep 0.1; done
B="http://127.0.0.1:$PORT"; SHOWNB="https://api.hearthly.example"
hc() { local name="$1" shown="$2" real="$3"
  { echo "\$ $shown"; bash -c "$real" 2>&1; } | sed -e 's/\r$//' | neutral > "$OUT/$name"; }
hc http-shadow-0042.txt "curl -i $SHOWNB/eu1/v1/devices/HX3-0042/shadow" "curl -sS -i $B/eu1/v1/devices/HX3-0042/shadow"
hc http-shadow-0077.txt "curl -i $SHOWNB/eu1/v1/devices/HX3-0077/shadow" "curl -sS -i $B/eu1/v1/devices/HX3-0077/shadow"
hc http-shadow-9999.txt "curl -i $SHOWNB/eu1/v1/devices/HX3-9999/shadow" "curl -sS -i $B/eu1/v1/devices/HX3-9999/shadow"
hc http-rollout-post.txt "curl -i -X POST $SHOWNB/us1/v1/ota/rollouts -d '{\"firmware\":\"4.13.0-rc2\",\"cohort\":\"beta-us\"}'" \
  "curl -sS -i -X POST $B/us1/v1/ota/rollouts -d '{\"firmware\":\"4.13.0-rc2\",\"cohort\":\"beta-us\"}'"
hc http-rollout-2288.txt "curl -i $SHOWNB/us1/v1/ota/rollouts/ro-2288" "curl -sS -i $B/us1/v1/ota/rollouts/ro-2288"
hc http-rollout-2290.txt "curl -i $SHOWNB/us1/v1/ota/rollouts/ro-2290" "curl -sS -i $B/us1/v1/ota/rollouts/ro-2290"
hc http-energy-eu1.txt "curl -i '$SHOWNB/eu1/v1/energy/reports/2026-05?tenant=nordvarme'" "curl -sS -i '$B/eu1/v1/energy/reports/2026-05?tenant=nordvarme'"
hc http-energy-us1.txt "curl -i '$SHOWNB/us1/v1/energy/reports/2026-05?tenant=greenfield'" "curl -sS -i '$B/us1/v1/energy/reports/2026-05?tenant=greenfield'"
hc http-bridge-1180.txt "curl -i $SHOWNB/eu1/v1/bridges/HB2-1180/devices" "curl -sS -i $B/eu1/v1/bridges/HB2-1180/devices"
hc http-bridge-1203.txt "curl -i $SHOWNB/eu1/v1/bridges/HB2-1203/devices" "curl -sS -i $B/eu1/v1/bridges/HB2-1203/devices"
hc http-healthz.txt "curl -i $SHOWNB/us1/healthz" "curl -sS -i $B/us1/healthz"
hc http-desired-put.txt "curl -i -X PUT $SHOWNB/eu1/v1/devices/HX3-0042/shadow/desired -d '{\"setpointC\":21.0}'" \
  "curl -sS -i -X PUT $B/eu1/v1/devices/HX3-0042/shadow/desired -d '{\"setpointC\":21.0}'"
hc http-slow-timing.txt "for i in 1 2 3 4 5; do curl -s -o /dev/null -w 'code=%{http_code} total=%{time_total}s\n' $SHOWNB/eu1/v1/devices/HX3-0042/shadow; done" \
  "for i in 1 2 3 4 5; do curl -s -o /dev/null -w 'code=%{http_code} total=%{time_total}s\n' $B/eu1/v1/devices/HX3-0042/shadow/slow; done"
hc http-us-0510.txt "curl -i $SHOWNB/us1/v1/devices/HX3-0510/shadow" "curl -sS -i $B/us1/v1/devices/HX3-0510/shadow"
hc http-tenant-4120.txt "curl -i '$SHOWNB/eu1/v1/tenants/nordvarme/devices?firmware=4.12.0'" "curl -sS -i '$B/eu1/v1/tenants/nordvarme/devices?firmware=4.12.0'"
hc http-app-minversion.txt "curl -i $SHOWNB/eu1/v1/app/min-version" "curl -sS -i $B/eu1/v1/app/min-version"
kill $SRV

# ---- git (scripted halo-firmware repo, fixed dates) ----
"$ROOT/firmware-repo/make-repo.sh" "$TMP/halo-firmware"
G="$TMP/halo-firmware"
RB=$(cd "$G" && git log --format=%h --grep='roll back to the other' -1)
RV=$(cd "$G" && git log --format=%h --grep='^Revert' -1)
cap git-log-range.txt "$G" "git log --format='%h %ad %s' --date=short v4.12.0..v4.12.1"
cap git-diff-stat.txt "$G" "git diff --stat v4.12.0 v4.12.1"
cap git-tag-contains.txt "$G" "git tag --contains $RB"
cap git-grep-insecure.txt "$G" "git grep -n InsecureSkipVerify v4.12.1"
capx git-grep-insecure-4120.txt "$G" "git grep -n InsecureSkipVerify v4.12.0"
cap git-show-revert.txt "$G" "git show --stat --format='%h %ad %s' --date=short $RV"

# ---- shell commands with exit codes ----
SH="$ROOT/shell"
capx sh-sha-ok.txt "$SH/images" "sha256sum -c halo-h3-4.12.1.sha256"
capx sh-sha-bad.txt "$SH/images" "sha256sum -c halo-h3-4.13.0-rc2.sha256"
capx sh-json-eu1.txt "$SH" "python3 -m json.tool config/eu1-rollout.json"
capx sh-json-us1.txt "$SH" "python3 -m json.tool config/us1-rollout.json"
capx sh-wait-bridge.txt "$SH" "timeout 3 ./scripts/wait-bridge.sh"
capx sh-cert.txt "$SH" "./scripts/check-cert-expiry.sh"
capx sh-grep-rollback.txt "$SH" "grep -c OTA_ROLLBACK logs/fleet-eu1.log"
capx sh-grep-bootok.txt "$SH" "grep -c OTA_BOOT_OK logs/fleet-eu1.log"
rm -rf "$TMP"
echo "captures written to $OUT"
