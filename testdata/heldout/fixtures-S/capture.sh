#!/usr/bin/env bash
# Regenerates every capture under captures/. First line of each capture is "$ command".
# Local paths are rewritten to /src/carebridge/... ; outcomes are fixed by design (see SUMMARY-S.md).
set -uo pipefail
F="$(cd "$(dirname "$0")" && pwd)"
C="$F/captures"; mkdir -p "$C"
export REMIND_COUNTER=/tmp/carebridge-remind-counter
export GOFLAGS=-count=1 NO_COLOR=1 FORCE_COLOR=0 TZ=UTC
neutral() { sed -e "s#$F/go#/src/carebridge/portal#g" -e "s#$F/py#/src/carebridge/elig-check#g" \
  -e "s#$F/node#/src/carebridge/remind-svc#g" -e "s#$F/shell#/srv/carebridge#g" -e "s#$F#/src/carebridge#g" \
  -e "s#/tmp/carebridge-repo#/src/carebridge/portal#g" -e "s#$REMIND_COUNTER#/var/tmp/remind-counter#g"; }
# cap NAME DIR SHOWRC COMMAND  (SHOWRC=1 appends "$ echo \$?" and the exit status)
cap() {
  local name="$1" dir="$2" showrc="$3" cmd="$4" out rc
  out="$(cd "$dir" && bash -c "$cmd" 2>&1)"; rc=$?
  { echo "\$ $cmd"; printf '%s\n' "$out"; if [ "$showrc" = 1 ]; then echo "\$ echo \$?"; echo "$rc"; fi; } | neutral > "$C/$name"
}
reset_counter() { echo 0 > "$REMIND_COUNTER"; }

G="$F/go"
reset_counter; cap go-booking-overlap-v.txt "$G" 0 "go test ./booking/ -run 'TestSlotOverlapRejected' -v"
reset_counter; cap go-booking-all-v.txt "$G" 0 "go test ./booking/ -v"
cap go-hl7-v.txt "$G" 0 "go test ./hl7/ -v"
reset_counter; cap go-all.txt "$G" 0 "go test ./..."
cap go-waitlist-skip.txt "$G" 0 "go test ./booking/ -run TestWaitlistPromote -v"
cap go-noshow-norun.txt "$G" 0 "go test ./booking/ -run TestNoShowFee -v"
reset_counter; cap go-flaky-count10.txt "$G" 0 "go test ./booking/ -run TestReminderWindowFlaky -count=10"
cap go-stable-count10.txt "$G" 0 "go test ./booking/ -run TestReminderWindowStable -count=10 -v"
cap go-fhir-v.txt "$G" 0 "go test ./fhir/ -v"
cap go-elig-active-v.txt "$G" 0 "go test ./eligibility/ -run TestParse271Active -v"
reset_counter; cap go-flaky-once.txt "$G" 0 "go test ./booking/ -run TestReminderWindowFlaky -v"
cap go-build.txt "$G" 1 "go build ./..."
# booking/fmt_bad.go is kept unformatted on purpose; the repository stores it
# as fmt_bad.go.unformatted (its checks gofmt every tracked .go file).
[ -f "$G/booking/fmt_bad.go" ] || cp "$G/booking/fmt_bad.go.unformatted" "$G/booking/fmt_bad.go"
cap gofmt-l.txt "$G" 1 "gofmt -l ."

N="$F/node"
cap node-reminders-spec.txt "$N" 0 "node --test --test-reporter=spec reminders.test.mjs"
cap node-reminders-tap.txt "$N" 0 "node --test --test-reporter=tap reminders.test.mjs"
cap node-reminders-filter.txt "$N" 0 "node --test --test-reporter=spec --test-name-pattern='renders Spanish' reminders.test.mjs"
cap node-labs-pdf.txt "$N" 0 "node --test --test-reporter=spec labs-pdf.test.mjs"
cap node-labs-pdf-tap.txt "$N" 0 "node --test --test-reporter=tap labs-pdf.test.mjs"

P="$F/py"
cap py-elig-v.txt "$P" 0 "python3 -m unittest -v test_eligibility"
cap py-labs.txt "$P" 0 "python3 -m unittest test_labs_delivery"
cap py-elig-active.txt "$P" 0 "python3 -m unittest -v test_eligibility.EligibilityTests.test_271_active_coverage"
cap py-labs-k-none.txt "$P" 0 "python3 -m unittest -k test_sms_opt_out test_labs_delivery"

PORT=18734
python3 "$F/http/server.py" $PORT & SRV=$!
for i in $(seq 50); do curl -s "http://127.0.0.1:$PORT/healthz" >/dev/null 2>&1 && break; sleep 0.1; done
U="http://127.0.0.1:$PORT"
H="$F/http"
cap http-healthz.txt "$H" 0 "curl -si $U/healthz"
cap http-slots-eastbay.txt "$H" 0 "curl -si '$U/api/v2/clinics/eastbay/slots?date=2026-03-31'"
cap http-book-conflict.txt "$H" 0 "curl -si -X POST -H 'Content-Type: application/json' -d '{\"clinic\":\"eastbay\",\"start\":\"2026-03-31T09:00\",\"patient\":\"P-10442\"}' $U/api/v2/appointments"
cap http-elig-error.txt "$H" 0 "curl -si '$U/api/v2/eligibility/check?member=SAN-88120&payer=sanitas'"
cap http-fhir-reports.txt "$H" 0 "curl -si '$U/fhir/r4/DiagnosticReport?patient=P-10442&_count=10'"
cap http-queue-shenzhen.txt "$H" 0 "curl -si '$U/api/v2/reminders/queue?clinic=shenzhen-bay'"
cap http-optin-gone.txt "$H" 0 "curl -si $U/api/v1/sms/keyword-optin"
cap http-lab-delivery.txt "$H" 0 "curl -si $U/api/v2/labs/results/LR-5531/delivery"
cap http-reschedule-false.txt "$H" 0 "curl -si -X POST $U/api/v2/appointments/A-7781/reschedule"
cap http-queue-madrid.txt "$H" 0 "curl -si '$U/api/v2/reminders/queue?clinic=norte-madrid'"
kill "$SRV"; wait "$SRV" 2>/dev/null
sed -i "s#127.0.0.1:$PORT#portal-api.carebridge.example#g" "$C"/http-*.txt

R=/tmp/carebridge-repo
bash "$F/git/mkrepo.sh" "$R"
export GIT_PAGER=cat
cap git-show-revert.txt "$R" 0 "git show --stat --format=fuller HEAD~3"
cap git-diff-stat.txt "$R" 0 "git diff --stat v4.12.0 v4.12.1"
HL7FIX="$(cd $R && git log --format=%h --grep='take UCUM' -1)"
cap git-tag-contains.txt "$R" 1 "git tag --contains $HL7FIX"
cap git-log-remind.txt "$R" 0 "git log --format='%h %ad %s' --date=iso v4.12.0..v4.12.1 -- remind/"
rm -rf "$R"

S="$F/shell"
cap sh-json-ok.txt "$S" 1 "python3 -m json.tool config/clinics.json"
cap sh-json-bad.txt "$S" 1 "python3 -m json.tool config/clinics-zh.json"
cap sh-grep-eastbay.txt "$S" 1 "grep -c 'HL7 NACK' logs/hl7-bridge-eastbay.log"
cap sh-grep-shenzhen.txt "$S" 1 "grep -c 'HL7 NACK' logs/hl7-bridge-shenzhen.log"
cap sh-sha-ok.txt "$S" 1 "sha256sum -c ok.sha256"
cap sh-ls-missing.txt "$S" 1 "ls -l reports/eligibility-2026-03-30.csv"
echo "captures: $(ls "$C" | wc -l)"
