#!/usr/bin/env bash
# Builds the scripted CareBridge portal repo with fixed authors and dates (fixture).
set -euo pipefail
R="$1"; rm -rf "$R"; mkdir -p "$R"; cd "$R"
git init -q -b main
git config user.name "Marta Ibáñez"; git config user.email "marta@carebridge.example"
c() { # c DATE MESSAGE FILE...
  local d="$1" m="$2"; shift 2
  for f in "$@"; do mkdir -p "$(dirname "$f")"; echo "$m @ $d" >> "$f"; done
  git add -A
  GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d" git commit -q -m "$m"
}
c "2026-03-23T10:00:00+01:00" "feat(booking): reject overlapping slots" booking/slots.go booking/slots_test.go
c "2026-03-24T11:30:00+01:00" "chore(release): v4.12.0" CHANGELOG.md
GIT_COMMITTER_DATE="2026-03-24T11:30:00+01:00" git tag -a v4.12.0 -m "v4.12.0"
c "2026-03-25T09:15:00+01:00" "fix(hl7): take UCUM code from OBX-6.1" hl7/oru.go hl7/oru_test.go
c "2026-03-25T16:40:00+01:00" "fix(reminders): respect quiet hours per clinic timezone" remind/quiet.go remind/quiet_test.go
c "2026-03-26T08:05:00+01:00" "Revert \"fix(reminders): respect quiet hours per clinic timezone\"" remind/quiet.go remind/quiet_test.go
c "2026-03-26T12:20:00+01:00" "chore(deps): bump fhir-client to 2.4.1" go.mod go.sum
c "2026-03-26T17:00:00+01:00" "style(web): new clinic colour palette" web/theme.css web/logo.svg
c "2026-03-27T10:00:00+01:00" "chore(release): v4.12.1" CHANGELOG.md
GIT_COMMITTER_DATE="2026-03-27T10:00:00+01:00" git tag -a v4.12.1 -m "v4.12.1"
