#!/bin/sh
# Builds a scripted repo of the rider app + payments monorepo with fixed dates.
set -e
R="$1"; rm -rf "$R"; mkdir -p "$R"; cd "$R"
git init -q -b main
git config user.name "Velora CI"; git config user.email ci@velora.example
c() { # c DATE AUTHOR MSG
  GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" GIT_AUTHOR_NAME="$2" GIT_COMMITTER_NAME="$2" git commit -q -m "$3"; }
mkdir -p payments app/ios app/android dockd
echo "hold=1500" > payments/deposit.conf; echo "v5.14.0" > app/ios/VERSION; echo "v5.14.0" > app/android/VERSION
git add -A; c "2025-10-06T10:05:00+01:00" "Inês Duarte" "chore: release 5.14.0"; git tag v5.14.0
echo "release_on_cancel=true" >> payments/deposit.conf
git add -A; c "2025-10-08T15:20:00+01:00" "Pablo Ferrer" "fix(payments): release deposit hold on cancelled ride (VEL-2304)"
echo "v5.14.1" > app/ios/VERSION; echo "map_pin_cluster=on" > app/ios/Map.conf
git add -A; c "2025-10-09T11:02:00+01:00" "Mei Lin" "fix(ios): cluster station pins at low zoom"
git tag v5.14.1
git revert --no-edit HEAD~1 >/dev/null
GIT_COMMITTER_DATE="2025-10-10T09:30:00+01:00" git commit -q --amend --no-edit --date "2025-10-10T09:30:00+01:00" --author "Pablo Ferrer <pablo@velora.example>"
echo "heartbeat_timeout=90s" > dockd/heartbeat.conf
git add -A; c "2025-10-13T17:45:00+01:00" "Tomás Reis" "fix(dockd): raise DS-40 heartbeat timeout to 90s (VEL-2291)"
