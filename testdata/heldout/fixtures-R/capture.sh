#!/bin/bash
# Regenerates every capture under captures/. Each capture starts with "$ command".
# Local paths are rewritten to neutral ones (/home/dev/velora, /home/dev/velora-mono, localhost:8080).
set -u
F="$(cd "$(dirname "$0")" && pwd)"
OUT="$F/captures"; mkdir -p "$OUT"
REPO=/tmp/velora-repo-R
PORT=18473
export VELORA_FLAKE_COUNTER=/tmp/velora-flake-counter-R
neutral() { sed -e "s#$F#/home/dev/velora#g" -e "s#$REPO#/home/dev/velora-mono#g" \
                -e "s#127.0.0.1:$PORT#localhost:8080#g" -e "s#/tmp/velora-flake-counter-R#/tmp/flake-counter#g" \
                -e 's#"Time":"[^"]*"#"Time":"2025-10-14T09:30:00.000000Z"#g'; }
# cap NAME DIR SHOWEXIT CMD...
cap() {
  local name="$1" dir="$2" showexit="$3"; shift 3
  local cmd="$*"
  { echo "\$ $cmd" | neutral
    ( cd "$dir" && go clean -testcache 2>/dev/null; eval "$cmd" ) > /tmp/cap-R.out 2>&1; local rc=$?
    neutral < /tmp/cap-R.out
    [ "$showexit" = 1 ] && echo "[exit status $rc]"
  } > "$OUT/$name.txt"
  echo "captured $name (rc=$rc)"
}
reset_counter() { echo 0 > "$VELORA_FLAKE_COUNTER"; }

# --- Go ---
G="$F/go"
cap go-lock-v        "$G" 0 go test -count=1 -v ./lock
cap go-lock-run      "$G" 0 go test -count=1 -run TestUnlockAfterPayment -v ./lock
cap go-lock-short    "$G" 0 go test -count=1 ./lock
cap go-all           "$G" 1 go test -count=1 ./...
cap go-heartbeat-v   "$G" 0 go test -count=1 -v ./heartbeat
cap go-norun         "$G" 0 go test -count=1 -run TestUnlockAfterRefund -v ./lock
reset_counter
cap go-flaky-10      "$G" 0 go test -run TestTelemetryReorder -count=10 -v ./ingest
reset_counter
cap go-flaky-1       "$G" 0 go test -run TestTelemetryReorder -count=1 -v ./ingest
reset_counter
cap go-fixed-10      "$G" 0 VELORA_REORDER_FIX=1 go test -run TestTelemetryReorder -count=10 -v ./ingest
reset_counter
cap go-fixed-1       "$G" 0 VELORA_REORDER_FIX=1 go test -run TestTelemetryReorder -count=1 -v ./ingest
cap go-race-1        "$G" 0 go test -race -count=1 -run TestBufferConcurrent -v ./ingest
cap go-race-10       "$G" 0 go test -race -count=10 -run TestBufferConcurrent ./ingest
cap go-json          "$G" 0 go test -count=1 -json -run TestUnlockRejectsExpiredHold ./lock
cap go-vet           "$G" 1 go vet ./...
cap go-build-broken  "$F/gobroken" 1 go build ./...

# --- node:test ---
N="$F/node"
cap node-fare-tap    "$N" 0 node --test --test-reporter=tap fare.test.mjs
cap node-fare-spec   "$N" 0 node --test --test-reporter=spec fare.test.mjs
cap node-zones-spec  "$N" 0 node --test --test-reporter=spec zones.test.mjs
cap node-fare-filter "$N" 0 node --test --test-reporter=spec --test-name-pattern=\"unlock fee\" fare.test.mjs

# --- python unittest ---
P="$F/py"
cap py-dispatch-v    "$P" 0 python3 -m unittest -v test_dispatch
cap py-dispatch-k    "$P" 0 python3 -m unittest -v -k porto test_dispatch
cap py-geofence      "$P" 0 python3 -m unittest test_geofence
find "$P" -name __pycache__ -type d -exec rm -rf {} +

# --- HTTP (tiny local server, curl -i) ---
python3 "$F/http/server.py" $PORT & SRV=$!
for i in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$PORT/healthz" && break; sleep 0.1; done
U="http://127.0.0.1:$PORT"
cap http-healthz     "$F" 0 curl -i -s $U/healthz
cap http-station     "$F" 0 curl -i -s $U/v1/stations/LIS-0042
cap http-ride-end    "$F" 0 curl -i -s -X POST $U/v1/rides/rd_90311/end
cap http-refund      "$F" 0 curl -i -s -X POST $U/v1/deposits/r_88/refund
cap http-fares-v1    "$F" 0 curl -i -s $U/v1/fares/quote?city=vlc
cap http-fares-v2    "$F" 0 curl -i -s \"$U/v2/fares/quote?city=vlc\&vehicle=scooter\"
cap http-vlc-zones   "$F" 0 curl -i -s $U/v1/cities/vlc/zones
cap http-scooter     "$F" 0 curl -i -s $U/v1/scooters/VX3-1187
cap http-holds       "$F" 0 curl -i -s $U/v1/riders/r_88/holds
cap http-ticket      "$F/http" 0 curl -i -s -X POST -H \"Content-Type: application/json\" -d @ticket.json $U/v1/dispatch/tickets
cap http-opo         "$F" 0 curl -i -s $U/v1/cities/opo/stations
cap http-export-timeout "$F" 1 curl -i -sS -m 1 $U/v1/telemetry/export
kill $SRV; wait $SRV 2>/dev/null

# --- git (scripted repo, fixed dates) ---
sh "$F/git/make_repo.sh" "$REPO" >/dev/null 2>&1
cap git-log          "$REPO" 0 git log --format=\"%h %ad %an %s\" --date=short
cap git-diff-stat    "$REPO" 0 git diff --stat v5.14.0..v5.14.1
cap git-show-head    "$REPO" 0 git show --stat --format=medium HEAD
cap git-tag-contains "$REPO" 0 git tag --contains fe27c67
cap git-branch-contains "$REPO" 0 git branch --contains 270060f

# --- shell commands with exit codes ---
S="$F/shell"
cap sha-dock         "$S/fw" 1 sha256sum -c SHA256SUMS-dock
cap sha-vx3          "$S/fw" 1 sha256sum -c SHA256SUMS-vx3
cap json-cities      "$S" 1 python3 -m json.tool cities.json
cap json-mty         "$S" 1 python3 -m json.tool cities-mty.json
rm -f /tmp/cap-R.out
