#!/usr/bin/env bash
# Regenerates every capture under captures/. First line of each capture is "$ command".
# Local paths are rewritten to /src/halvard. Outcomes are fixed by design (see SUMMARY-V.md).
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
OUT="$HERE/captures"
mkdir -p "$OUT"
export GOFLAGS=-mod=mod GOTOOLCHAIN=local
neutral() { sed -e "s#$HERE#/src/halvard#g" -e "s#/tmp/[A-Za-z0-9._/-]*#/tmp/x#g"; }
# cap NAME DIR SHOWEXIT CMD...
cap() {
  local name=$1 dir=$2 showexit=$3; shift 3
  local cmd="$*"
  { echo "\$ $cmd"
    (cd "$dir" && bash -c "$cmd" 2>&1); rc=$?
    if [ "$showexit" = 1 ]; then echo "\$ echo \$?"; echo "$rc"; fi
  } | neutral > "$OUT/$name"
}
G="$HERE/go"
cap go-slotter-v.txt "$G" 0 "go test -count=1 -v ./slotter/"
cap go-slotter-run-assign.txt "$G" 0 "go test -count=1 -v -run 'TestSlotAssignFitsBin' ./slotter/"
cap go-slotter-run-none.txt "$G" 0 "go test -count=1 -v -run 'TestSlotReasignOnOverflow' ./slotter/"
cap go-slotter-run-heavy.txt "$G" 0 "go test -count=1 -v -run 'TestSlotHeavyItemsLowShelf' ./slotter/"
cap go-labelfmt-quiet.txt "$G" 0 "go test -count=1 ./labelfmt/"
cap go-labelfmt-v.txt "$G" 0 "go test -count=1 -v ./labelfmt/"
rm -f /tmp/pickpath-counter-v
cap go-pickpath-count10-flaky.txt "$G" 0 "PICKPATH_COUNTER=/tmp/pickpath-counter-v go test -count=10 -v -run 'TestPathAvoidsBlockedAisle' ./pickpath/"
rm -f /tmp/pickpath-counter-v
cap go-pickpath-fixed-count20.txt "$G" 0 "PICKPATH_FIXED=1 go test -count=20 -run 'TestPathAvoidsBlockedAisle' -v ./pickpath/"
cap go-pickpath-fixed-once.txt "$G" 0 "PICKPATH_FIXED=1 go test -count=1 -v -run 'TestPathAvoidsBlockedAisle' ./pickpath/"
cap go-pickpath-race-once.txt "$G" 0 "PICKPATH_FIXED=1 go test -race -count=1 ./pickpath/"
cap go-pickpath-race-count10.txt "$G" 0 "PICKPATH_FIXED=1 go test -race -count=10 ./pickpath/"
cap go-plcgw.txt "$G" 0 "go test -count=1 ./plcgw/"
cap go-plcgw-v-fullframe.txt "$G" 0 "go test -count=1 -v -run TestModbusFullFrame ./plcgw/"
cap go-broken-build.txt "$G" 1 "go build ./broken/"
cap go-build-plcgw.txt "$G" 1 "go build ./plcgw/ ./labelfmt/"
N="$HERE/node"
cap node-carrier-tap.txt "$N" 0 "node --test --test-reporter=tap carrier-label.test.mjs"
cap node-carrier-spec.txt "$N" 0 "node --test --test-reporter=spec carrier-label.test.mjs"
cap node-carrier-filter-dhl.txt "$N" 0 "node --test --test-reporter=tap --test-name-pattern='creates DHL' carrier-label.test.mjs"
cap node-wave-spec.txt "$N" 0 "node --test --test-reporter=spec wave-release.test.mjs"
P="$HERE/py"
cap py-quota-v.txt "$P" 0 "python3 -m unittest -v test_tenant_quota"
cap py-calendar.txt "$P" 0 "python3 -m unittest test_site_calendar"
cap py-calendar-v.txt "$P" 0 "python3 -m unittest -v test_site_calendar"
cap py-sandbox-skipped.txt "$P" 0 "python3 -m unittest -v test_carrier_sandbox"
cap py-quota-k-none.txt "$P" 1 "python3 -m unittest -k szx3 test_tenant_quota"
S="$HERE/shell"
cap sh-sha256-firmware.txt "$S/firmware" 1 "sha256sum -c SHA256SUMS"
cap sh-grep-lidar.txt "$S" 1 "grep -c LIDAR_TIMEOUT logs/pickd-rtm1-2026-12-02.log"
cap sh-grep-0142.txt "$S" 1 "grep AMR-H7-0142 logs/pickd-rtm1-2026-12-02.log"
cap sh-slotmap-mad2.txt "$S" 1 "python3 tools/validate_slotmap.py slotmap-mad2.json"
cap sh-slotmap-rtm1.txt "$S" 1 "python3 tools/validate_slotmap.py slotmap-rtm1.json"
# HTTP
PORT=18477
python3 "$HERE/http/server.py" $PORT & SRV=$!
sleep 0.7
B="http://127.0.0.1:$PORT"
H="$HERE/http"
cap http-healthz.txt "$H" 0 "curl -si $B/healthz"
cap http-line4.txt "$H" 0 "curl -si $B/v1/plc/RTM1-line-4/status"
cap http-line3.txt "$H" 0 "curl -si $B/v1/plc/RTM1-line-3/status"
cap http-rebalance-mad2.txt "$H" 0 "curl -si $B/v1/sites/MAD2/slotting/rebalance"
cap http-rebalance-rtm1.txt "$H" 0 "curl -si $B/v1/sites/RTM1/slotting/rebalance"
cap http-create-label.txt "$H" 0 "curl -si -X POST -H 'Content-Type: application/json' -d '{\"carrier\":\"seur\",\"tenant\":\"verdal\",\"order\":\"MAD2-558120\"}' $B/v2/labels"
cap http-ups-legacy.txt "$H" 0 "curl -si $B/v2/carriers/ups-legacy"
cap http-quota-verdal.txt "$H" 0 "curl -si $B/v1/tenants/verdal/quota"
cap http-robot-0142.txt "$H" 0 "curl -si $B/v1/robots/AMR-H7-0142"
cap http-robot-0150.txt "$H" 0 "curl -si $B/v1/robots/AMR-H7-0150"
cap http-wave-07.txt "$H" 0 "curl -si $B/v1/waves/W-20261201-07"
cap http-wave-05.txt "$H" 0 "curl -si $B/v1/waves/W-20261201-05"
cap http-void-771002.txt "$H" 0 "curl -si -X POST $B/v2/labels/LBL-DHL-771002/void"
cap http-label-771003.txt "$H" 0 "curl -si $B/v2/labels/LBL-DHL-771003"
kill $SRV
# git: scripted repo with fixed dates
R=/tmp/halvard-slotter-repo-v
rm -rf $R; mkdir -p $R; cd $R
git init -q -b main .
gc() { GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" git -c user.name="$2" -c user.email="$3" commit -q -m "$4"; }
mkdir -p slotter labelfmt deploy
echo 'package slotter // assign' > slotter/assign.go; git add -A; gc "2026-11-24T10:02:00+01:00" "Ines Prat" ines@halvard.example "slotter: initial zone-aware assign"
echo 'package labelfmt // zpl font 0' > labelfmt/zpl.go; git add -A; gc "2026-11-26T15:40:00+01:00" "Ruud Kok" ruud@halvard.example "labelfmt: bump ZPL font size for SEUR"
GIT_COMMITTER_DATE="2026-11-26T16:00:00+01:00" git -c user.name=rel -c user.email=rel@halvard.example tag -a v1.14.0 -m "slotter 1.14.0"
echo 'package slotter // reassign within zone' > slotter/reassign.go; echo 'package slotter // test' > slotter/reassign_test.go; git add -A; gc "2026-11-27T11:20:00+01:00" "Ines Prat" ines@halvard.example "slotter: fix overflow reassign across zones (SLOT-229)"
echo 'package slotter // weights v2' > slotter/weights.go; echo 'package labelfmt // zpl font 1' > labelfmt/zpl.go; echo 'weights: v2' > deploy/values-mad2.yaml; git add -A; gc "2026-11-28T09:00:00+01:00" "Wei Lin" wei@halvard.example "slotter: velocity-based slotting weights (#418)"
echo 'package slotter // weights v1' > slotter/weights.go; echo 'package labelfmt // zpl font 0' > labelfmt/zpl.go; echo 'weights: v1' > deploy/values-mad2.yaml; git add -A; gc "2026-11-30T18:45:00+01:00" "Wei Lin" wei@halvard.example "Revert \"slotter: velocity-based slotting weights (#418)\""
GIT_COMMITTER_DATE="2026-12-01T09:00:00+01:00" git -c user.name=rel -c user.email=rel@halvard.example tag -a v1.14.1 -m "slotter 1.14.1"
FIX=$(git log --format=%h --grep=SLOT-229)
cap git-log.txt "$R" 0 "git log --oneline --decorate"
cap git-tag-contains-fix.txt "$R" 0 "git tag --contains $FIX"
cap git-ancestor-v1140.txt "$R" 1 "git merge-base --is-ancestor $FIX v1.14.0"
cap git-show-stat-revert.txt "$R" 0 "git show --stat --format='%h %an %ad%n%s' --date=iso HEAD"
cap git-log-fix-date.txt "$R" 0 "git log -1 --format='%h %an %ad %s' --date=iso $FIX"
cap git-status.txt "$R" 0 "git status --short --branch"
sed -i "s#$R#/src/slotter#g" "$OUT"/git-*.txt
echo "captures written: $(ls "$OUT" | wc -l)"
