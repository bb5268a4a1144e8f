#!/bin/bash
# Regenerates every capture under captures/. First line of each capture is "$ command".
# Local paths are rewritten to /src/lumen.
set -u
F=$(cd "$(dirname "$0")" && pwd)
C=$F/captures; mkdir -p "$C"
CNT=$(mktemp); export FLAKE_COUNTER=$CNT
GOFLAGS=-count=1; export GOFLAGS
neutral() { sed -e "s#$F#/src/lumen#g" -e "s#$CNT#/tmp/flake-counter#g" -e "s#/tmp/lumen-git#/src/lumen-web#g"; }
# cap NAME DIR CMD...   (records "$ CMD", stdout+stderr, and the exit status when SHOWEXIT=1)
cap() { local name=$1 dir=$2; shift 2
  { echo "\$ $*"; (cd "$dir" && bash -c "$*" 2>&1); rc=$?; [ "${SHOWEXIT:-0}" = 1 ] && echo "exit status $rc"; } | neutral > "$C/$name"; }
G=$F/go-transcode
echo 0 > $CNT; cap go-v-all.txt $G go test -v ./...
cap go-run-ladder.txt $G "go test -v -run 'TestRenditionLadder\$' ./..."
cap go-run-none.txt $G go test -v -run TestLadderHLS ./...
cap go-run-hdr.txt $G go test -v -run TestHDRToneMap ./...
cap go-audio.txt $G go test -run TestAudioTrackMux ./...
echo 0 > $CNT; cap go-flake-count10.txt $G go test -v -run TestThumbnailRace -count=10 ./...
echo 0 > $CNT; cap go-flake-single.txt $G go test -v -run TestThumbnailRace ./...
echo 0 > $CNT; THUMB_LOCK=1 cap go-flake-fixed-count10.txt $G go test -v -run TestThumbnailRace -count=10 ./...
cap go-segment-count10.txt $G go test -v -run TestSegmentDuration -count=10 ./...
echo 0 > $CNT; cap go-suite-quiet.txt $G go test ./...
SHOWEXIT=1 cap go-build.txt $G go build ./...
SHOWEXIT=1 cap go-vet.txt $G go vet ./...
P=$F/py-captions
cap py-all.txt $P python3 -m unittest -v
cap py-srt.txt $P python3 -m unittest -v tests.test_captions.SrtTests
cap py-ruby.txt $P python3 -m unittest -v tests.test_captions.VttTests.test_ja_ruby
cap py-zh.txt $P python3 -m unittest tests.test_captions.ZhWrapTests
N=$F/node-checkout
cap node-refunds-spec.txt $N node --test --test-reporter=spec refunds.test.js
cap node-refunds-tap.txt $N node --test --test-reporter=tap refunds.test.js
cap node-payouts.txt $N node --test --test-reporter=spec payouts.test.js
cap node-prorate-only.txt $N "node --test --test-reporter=tap --test-name-pattern='prorates' refunds.test.js"
# HTTP
PORT=18473
python3 $F/http/server.py $PORT & SRV=$!
for i in $(seq 50); do curl -s -o /dev/null http://127.0.0.1:$PORT/ && break; sleep 0.1; done
h() { local name=$1; shift; { echo "\$ curl -i $*"; curl -s -i "$@" | tr -d '\r'; echo; } | sed "s#127.0.0.1:$PORT#api.lumen.example#g" > "$C/$name"; }
U=http://127.0.0.1:$PORT
h http-payout-paid.txt $U/v1/payouts/po_7731
h http-payout-pending.txt $U/v1/payouts/po_7732
h http-refund-closed.txt -X POST $U/v1/refunds/rf_5521
h http-refund-ok.txt -X POST $U/v1/refunds/rf_5522
h http-livehub-apac.txt $U/healthz/livehub-apac
h http-livehub-eu.txt $U/healthz/livehub-eu
h http-captions-1450.txt $U/v1/courses/c_1450/captions
h http-captions-1451.txt $U/v1/courses/c_1451/captions
h http-license-ios.txt "$U/v1/downloads/license?lesson=l_9001&device=ios"
h http-license-android.txt "$U/v1/downloads/license?lesson=l_9001&device=android"
h http-job-4410.txt $U/v1/transcode/jobs/tj_4410
h http-job-4411.txt $U/v1/transcode/jobs/tj_4411
h http-checkout-500.txt -X POST $U/v1/checkout/session
kill $SRV
# git
bash $F/make-git.sh /tmp/lumen-git
cap git-log.txt /tmp/lumen-git "git log --format='%h %ad %s' --date=short"
cap git-stat-cap318.txt /tmp/lumen-git "git show --stat --format='%s' HEAD~2"
cap git-stat-range.txt /tmp/lumen-git "git diff --stat HEAD~4..HEAD"
SHOWEXIT=1 cap git-grep-rtl.txt /tmp/lumen-git "git grep -c v2 -- captions/vtt.go"
rm -rf /tmp/lumen-git
# shell
H=$F/hls
SHOWEXIT=1 cap sh-count-renditions.txt $H grep -c EXT-X-STREAM-INF master.m3u8
SHOWEXIT=1 cap sh-encode-1080.txt $H ./encode-1080.sh 2>/dev/null
SHOWEXIT=1 cap sh-sign-urls.txt $H ./sign-urls.sh
SHOWEXIT=1 cap sh-purge-cdn.txt $H ./purge-cdn.sh
rm -f $CNT
ls "$C" | wc -l
