#!/usr/bin/env bash
# Regenerates every capture under captures/. Each capture starts with "$ command",
# then stdout+stderr, then "[exit N]". Local paths are rewritten to /src/halyard.
set -uo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
OUT="$HERE/captures"; mkdir -p "$OUT"
export GOFLAGS=-mod=mod GOTOOLCHAIN=local NO_COLOR=1
neutral() { sed -e "s#$HERE#/src/halyard#g" -e "s#/usr/local/go#/usr/lib/go#g" -e "s#$TMPD#/src/halyard/repo#g"; }
cap() { # cap NAME DIR CMD...
  local name="$1" dir="$2"; shift 2
  { echo "\$ $*"; (cd "$dir" && bash -c "$*" 2>&1); echo "[exit $?]"; } | neutral > "$OUT/$name.txt"
}
TMPD="$(mktemp -d)"

# --- Go (halyard.dev/media) ---
G="$HERE/go"
cap go-seg-hls-run "$G" go test ./segmenter -run TestSegmentDurationHLS -v -count=1
cap go-seg-all "$G" go test ./segmenter -v -count=1
cap go-seg-nomatch "$G" go test ./segmenter -run TestManifestRollover -v -count=1
cap go-manifest-all "$G" go test ./manifest -v -count=1
cap go-manifest-quiet "$G" go test ./manifest -count=1
echo 0 > "$TMPD/flaky"; export FLAKY_COUNTER="$TMPD/flaky"
cap go-lic-race-count10 "$G" go test ./licence -run TestLicenceRenewalRace -count=10
echo 0 > "$TMPD/flaky"
cap go-lic-race-once "$G" go test ./licence -run TestLicenceRenewalRace -count=1 -v
cap go-lic-ttl-count20 "$G" go test ./licence -run TestLicenceCacheTTL -count=20
cap go-lic-rotate-race1 "$G" go test -race ./licence -run TestKeyRotationConcurrent -count=1 -v
cap go-lic-rotate-race10 "$G" go test -race ./licence -run TestKeyRotationConcurrent -count=10
cap go-thumbs "$G" go test ./thumbs -count=1
cap go-build-worker "$G" go build ./cmd/xcode-worker
cap go-vet-manifest "$G" go vet ./manifest
cap go-test-all-pkgs "$G" go test ./manifest ./licence ./segmenter -count=1

# --- node:test (halyard-player-web) ---
N="$HERE/node"
cap node-abr "$N" node --test test/abr.test.mjs
cap node-drm "$N" node --test test/drm.test.mjs
cap node-drm-nomatch "$N" node --test --test-name-pattern=chromecast test/drm.test.mjs

# --- python3 -m unittest (xcode-worker ladder, captions, ingest) ---
P="$HERE/py"
cap py-ladder "$P" python3 -m unittest -v test_ladder
cap py-captions "$P" python3 -m unittest test_captions
cap py-ingest-srt "$P" python3 -m unittest -v test_ingest_srt
cap py-scte35 "$P" python3 -m unittest test_scte35
cap py-ladder-one "$P" python3 -m unittest -v test_ladder.TestBitrateLadder.test_hevc_profile_codec

# --- HTTP (curl -i against a local stand-in of the control plane) ---
PORT=18771
python3 "$HERE/http/server.py" $PORT & SRV=$!
for i in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$PORT/" && break; sleep 0.1; done
U="http://127.0.0.1:$PORT"
hcap() { local name="$1"; shift; { echo "\$ curl -sS -i $*"; curl -sS -i "$@" 2>&1 | tr -d '\r'; echo; echo "[exit ${PIPESTATUS[0]}]"; } | sed -e "s#127.0.0.1:$PORT#api.halyard.dev#g" > "$OUT/$name.txt"; }
hcap http-lic-health "$U/v1/licence/health"
hcap http-lic-health-sa "$U/v1/licence/health?region=sa-east-1"
hcap http-lic-widevine -X POST "$U/v1/licence/widevine"
hcap http-job-88130 "$U/v1/jobs/job-88130"
hcap http-job-88121 "$U/v1/jobs/job-88121"
hcap http-job-88140 "$U/v1/jobs/job-88140"
hcap http-job-88121-retry -X POST "$U/v1/jobs/job-88121/retry"
hcap http-edge-gru1 "$U/edge/gru1/health"
hcap http-edge-fra1 "$U/edge/fra1/health"
hcap http-quota-canal "$U/v1/tenants/canal-sur/quota"
hcap http-mpd-orb "$U/dash/orbita-tv/vod/orb-ep12/manifest.mpd"
hcap http-master-kite "$U/hls/kite-sports/live/master.m3u8"
hcap http-player-tizen "$U/v1/player/config?platform=tizen"
hcap http-asset-delete -X DELETE "$U/v1/assets/orb-ep12"
kill "$SRV"

# --- git (scripted packager repo, fixed dates) ---
"$HERE/git/make-repo.sh" "$TMPD/repo" >/dev/null
cap git-log "$TMPD/repo" git log --format="'%h %ad %s'" --date=short
cap git-diffstat "$TMPD/repo" git diff --stat v2.14.0 v2.14.1
cap git-fps-file "$TMPD/repo" git log --format="'%h %ad %s'" --date=short v2.14.0..v2.14.1 -- drm/fairplay
cap git-tag-contains "$TMPD/repo" git log --oneline v2.14.0..v2.14.1 -- pkgr/dash

# --- shell ---
S="$HERE/shell"
cap sh-disc-count "$S" grep -c EXT-X-DISCONTINUITY live_720p.m3u8
cap sh-sha "$S" sha256sum -c SHA256SUMS
cap sh-key-grep "$S" grep -n 'METHOD=SAMPLE-AES' live_720p.m3u8
cap sh-ll-grep "$S" grep -c 'EXT-X-PART' live_720p.m3u8
cap sh-timeout "$S" "timeout 2 bash -c 'echo waiting for ingest-gw SRT handshake on :9000; sleep 5'"
cap sh-killed "$S" "bash -c 'echo packaging orb-ep12 rendition 1080p; kill -9 \$\$'"
cap sh-jq-profile "$S" jq -e "'.lowLatency == false and (.renditions | length) == 3'" transcode_profile.json
rm -rf "$TMPD"
echo "captures: $(ls "$OUT" | wc -l)"
