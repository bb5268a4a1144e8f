#!/usr/bin/env bash
# Builds a scripted packager repo with fixed authors and dates into $1.
set -euo pipefail
R="$1"; rm -rf "$R"; mkdir -p "$R"; cd "$R"
git init -q -b main
export GIT_AUTHOR_NAME="Inés Carrasco" GIT_AUTHOR_EMAIL="ines@halyard.dev" GIT_COMMITTER_NAME="Inés Carrasco" GIT_COMMITTER_EMAIL="ines@halyard.dev"
c() { export GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1"; shift; git add -A; git commit -q -m "$*"; }
mkdir -p pkgr/dash pkgr/hls drm/fairplay docs
echo "timeline v1" > pkgr/dash/timeline.go; echo "hls v1" > pkgr/hls/playlist.go; echo "fps v1" > drm/fairplay/client.go; echo "# packager" > docs/README.md
c "2026-11-20T10:00:00+00:00" "pkgr: initial packager import"
git tag v2.14.0
echo "timeline v2: use int64 S@t" > pkgr/dash/timeline.go
c "2026-11-26T15:30:00+00:00" "pkgr/dash: fix SegmentTimeline drift after 24h (PKGR-410)"
echo "fps v2: cache SPC" > drm/fairplay/client.go
c "2026-11-27T09:12:00+00:00" "drm/fairplay: cache SPC between licence renewals"
echo "fps v1" > drm/fairplay/client.go
c "2026-11-30T18:45:00+00:00" "Revert \"drm/fairplay: cache SPC between licence renewals\""
echo "hls v2: EXT-X-PROGRAM-DATE-TIME on every segment" > pkgr/hls/playlist.go
c "2026-12-01T11:05:00+00:00" "pkgr/hls: emit PROGRAM-DATE-TIME per segment (PKGR-415)"
git tag v2.14.1
