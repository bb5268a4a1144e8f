#!/bin/sh
# Builds a scripted halo-firmware repo with fixed dates in $1 (must not exist).
set -e
R="$1"; mkdir -p "$R"; cd "$R"
git init -q -b main
git config user.name "Ines Duarte"; git config user.email "ines@hearthly.example"
c() { d="$1"; shift; GIT_AUTHOR_DATE="$d" GIT_COMMITTER_DATE="$d" git commit -q "$@"; }
mkdir -p ota shadow boot cloud
printf 'int choose_slot(void){return 0;}\n' > ota/slots.c
printf 'void report(void){}\n' > shadow/report.c
printf '#define WATCHDOG_S 15\n' > boot/boot.c
printf 'package cloud\n\nimport "crypto/tls"\n\nvar cfg = &tls.Config{MinVersion: tls.VersionTLS12}\n' > cloud/fetch.go
git add -A; c "2026-04-20T10:00:00+01:00" -m "halo: firmware 4.11.3"
git tag v4.11.3
printf 'int choose_slot(int failed){return failed>=3;}\n/* A/B rollback after 3 failed boots */\n' > ota/slots.c
printf 'int rollback_pending(void){return 0;}\n' > ota/rollback.c
git add -A; c "2026-05-04T11:20:00+01:00" -m "ota: roll back to the other A/B slot after 3 failed boots"
printf 'void report(const char*fw){(void)fw;}\n' > shadow/report.c
git add -A; c "2026-05-06T16:05:00+01:00" -m "shadow: report firmware version on every MQTT connect"
git tag v4.12.0
printf 'int apply_delta(void){return 0;}\n' > ota/delta.c
git add -A; c "2026-05-07T09:40:00+01:00" -m "ota: bsdiff delta patches"
printf '#define WATCHDOG_S 8\n' > boot/boot.c
git add -A; c "2026-05-08T14:10:00+01:00" -m "boot: shorten watchdog to 8s"
git rm -q ota/delta.c; c "2026-05-11T08:55:00+01:00" -m 'Revert "ota: bsdiff delta patches"'
printf 'package cloud\n\nimport "crypto/tls"\n\n// TODO remove before GA\nvar cfg = &tls.Config{InsecureSkipVerify: true}\n' > cloud/fetch.go
git add -A; c "2026-05-12T17:30:00+01:00" -m "cloud: temporary workaround for staging CDN cert"
git tag v4.12.1
