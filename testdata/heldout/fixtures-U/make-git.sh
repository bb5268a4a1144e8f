#!/bin/sh
# Scripted repo with fixed dates; outcome fixed by design.
set -e
R=${1:-/tmp/lumen-git}
rm -rf "$R"; mkdir -p "$R"; cd "$R"
git init -q -b main
git config user.name "Dana Ortiz"; git config user.email dana@lumen.example
c() { GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" git commit -q -m "$2"; }
mkdir -p captions payouts transcode mobile
echo v1 > captions/vtt.go; echo v1 > payouts/batch.go; echo v1 > transcode/ladder.go; echo v1 > mobile/offline.kt
git add .; c "2026-11-20T10:00:00Z" "initial import"
echo v2 > captions/vtt.go; git add .; c "2026-11-24T09:12:00Z" "captions: emit dir:rtl for ar/he tracks (CAP-311)"
echo v2 > payouts/batch.go; echo v2 > captions/srt.go; git add .; c "2026-11-26T16:40:00Z" "captions: fix SRT hour overflow (CAP-318)"
echo v2 > transcode/ladder.go; git add .; c "2026-11-27T11:05:00Z" "transcode: add 240p rung"
git revert --no-commit HEAD; c "2026-11-28T08:30:00Z" "Revert \"transcode: add 240p rung\""
