#!/usr/bin/env bash
# Regenerates the real runner outputs used by the blind-c cases.
# Output: testdata/runners/out/blind-c/real-*.txt (one file per captured command).
# Needs: go, python3, node, cargo, git, curl, terraform (built-in terraform_data only,
# no provider download), docker client and kubectl clients (their "no daemon / no cluster"
# errors are what gets captured). Timings in the outputs vary run to run; nothing else should.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
OUT="$HERE/../../out/blind-c"
mkdir -p "$OUT"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
export GOFLAGS=-mod=mod GOTOOLCHAIN=local CARGO_TARGET_DIR="$TMP/cargo-target"

# cap NAME DIR CMD...  : run CMD in DIR, write "$ CMD" + combined output to OUT/real-NAME.txt
cap() {
  local name="$1" dir="$2"; shift 2
  { printf '$ %s\n' "$*"; (cd "$dir" && eval "$@") 2>&1; } \
    | sed -e "s#$HERE/##g" -e "s#$TMP/##g" > "$OUT/real-$name.txt"
}

# --- Go (accounting ledger, settlement, warehouse, reservations, HL7, firmware packer)
G="$HERE/go-opsfix"
cap go-ledger-skip-named   "$G" 'go test -count=1 -run TestRevalueFXBalances -v ./ledger'
cap go-ledger-filter-none  "$G" 'go test -count=1 -run TestAccrualReversal ./ledger'
cap go-ledger-mixed-v      "$G" 'go test -count=1 -v ./ledger'
cap go-settle-count10      "$G" 'go test -count=10 -run TestSettlementCutoff -v ./settlement'
cap go-settle-count1       "$G" 'go test -count=1 -run TestSettlementCutoff ./settlement'
cap go-settle-count20-flake "$G" 'SETTLE_FLAKE=7 go test -count=20 -run TestSettlementCutoff ./settlement'
cap go-reserve-race-once   "$G" 'go test -race -count=1 -run TestReserveConcurrent -v ./reservation'
cap go-hl7-panic           "$G" 'go test -count=1 -run TestParseHL7Segment ./hl7'
cap go-warehouse-filtered  "$G" 'go test -count=1 -run TestPutaway -v ./warehouse'
cap go-bench-wave          "$G" 'echo "## before (WAVE_PREALLOC unset)"; go test -run XXX -bench BenchmarkAllocateWave -benchtime=2000x -count=3 ./warehouse; echo "## after (WAVE_PREALLOC=1)"; WAVE_PREALLOC=1 go test -run XXX -bench BenchmarkAllocateWave -benchtime=2000x -count=3 ./warehouse'
cap go-fwpack-build-fail   "$HERE/go-fwpack" 'go build ./... ; echo "exit=$?"'
cap go-opsfix-build-ok     "$G" 'go build ./... ; echo "exit=$?"'

# --- Python unittest (school gradebook)
P="$HERE/py-gradebook"
cap py-gradebook-fail      "$P" 'GRADEBOOK_BUG=1 python3 -m unittest -v test_gradebook'
cap py-gradebook-skip      "$P" 'python3 -m unittest -v test_gradebook'
cap py-gradebook-ok        "$P" 'GRADEBOOK_SKIP=0 python3 -m unittest test_gradebook'
rm -rf "$P/__pycache__"

# --- node:test (browser extension URL matcher), TAP reporter
N="$HERE/node-ext"
cap node-urlmatch-fail     "$N" 'URLMATCH_BUG=1 node --test --test-reporter=tap'
cap node-urlmatch-ok       "$N" 'node --test --test-reporter=tap'
cap node-urlmatch-skip     "$N" 'IFRAME_SKIP=1 node --test --test-reporter=tap'

# --- cargo (firmware image crate)
R="$HERE/rust-fwimg"
cargo build --offline --quiet --manifest-path "$R/Cargo.toml" --tests >/dev/null 2>&1
cap cargo-fwimg-fail       "$R" 'CRC_BUG=1 cargo test --offline'
cap cargo-fwimg-filter-none "$R" 'cargo test --offline verify_signature_rejects'
cap cargo-fwimg-ok         "$R" 'cargo test --offline'

# --- git (gateway firmware repo, EMR bridge repo)
export GIT_AUTHOR_NAME="Dana Okafor" GIT_AUTHOR_EMAIL="dana@fleet.example" \
       GIT_COMMITTER_NAME="Dana Okafor" GIT_COMMITTER_EMAIL="dana@fleet.example"
gc() { GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1" git commit -q -m "$2"; }
W="$TMP/gateway-fw"; mkdir -p "$W/src/ota" "$W/docs" && cd "$W" && git init -q -b main
printf 'int ota_download(void);\n' > src/ota/client.c; printf 'int ota_verify(void);\n' > src/ota/verify.c
printf '# OTA\n' > docs/ota.md; printf '# Rollback\n' > docs/rollback.md; git add -A; gc "2024-04-22T09:00:00Z" "initial import of gateway firmware"
printf 'int ota_download(void);\nint ota_resume(long off);\n' > src/ota/client.c; git add -A; gc "2024-04-29T14:10:00Z" "ota: resume download from last offset after power loss (#412)"
printf '# OTA\n\nResume after power loss is automatic.\n' > docs/ota.md; git add -A; gc "2024-04-30T08:30:00Z" "docs: describe OTA resume"
git checkout -q -b pr/update-docs
printf '# OTA\n\nResume after power loss is automatic (since 4.2.1).\nSee rollback.md.\n' > docs/ota.md
printf '# Rollback\n\nHold the reset button 10 s to boot slot A.\nThe previous image stays in slot A until the next update.\n' > docs/rollback.md
git add -A; gc "2024-05-02T11:00:00Z" "docs: OTA resume and rollback notes"
git checkout -q main; git checkout -q -b pr/fix-typos
printf '# OTA\n\nResume after power loss is automatic.\n\n' > docs/ota.md
printf 'int ota_download(void);\nint ota_resume(long offset);\nint ota_abort(void);\n' > src/ota/client.c
printf 'int ota_verify(const unsigned char *sig);\n' > src/ota/verify.c
git add -A; gc "2024-05-02T12:00:00Z" "fix typos in OTA docs"
cap git-diffstat-docs-only "$W" 'git diff --stat main...pr/update-docs'
cap git-diffstat-typos     "$W" 'git diff --stat main...pr/fix-typos'
cap git-log-main           "$W" 'git log --oneline -3 main'
E="$TMP/emr-bridge"; mkdir -p "$E/src" && cd "$E" && git init -q -b main
printf 'def adt(msg): ...\n' > src/adt.py; printf 'def obx_ts(v): return v\n' > src/obx.py; git add -A; gc "2024-04-01T10:00:00Z" "emr-bridge 2.4.0"
git branch release/2.4
printf 'from datetime import timezone\ndef obx_ts(v): return v.astimezone(timezone.utc)\n' > src/obx.py; git add -A; gc "2024-04-18T16:45:00Z" "hl7: convert OBX-14 timestamps to UTC (fixes #88)"
FIX=$(git rev-parse --short HEAD)
cap git-branch-contains    "$E" "git branch --contains $FIX"
printf 'def adt(msg):\n    return msg.split("\\r")\n' > src/adt.py; printf 'ask Raj about A08\n' > notes.txt
cap git-status-dirty       "$E" 'git status'

# --- curl against a local canned API (fixtures/http/server.py)
PORT=$(python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])')
python3 "$HERE/http/server.py" "$PORT" > "$TMP/srv.log" 2>&1 &
SRV=$!
for _ in $(seq 50); do grep -q READY "$TMP/srv.log" 2>/dev/null && break; sleep 0.1; done
U="http://127.0.0.1:$PORT"
capc() {
  local name="$1" a shown="curl"; shift
  for a in "$@"; do case "$a" in *[\ \{\"\?]*) shown="$shown '$a'";; *) shown="$shown $a";; esac; done
  { printf '$ %s\n' "$shown" | sed "s#$U#https://api.example.internal#g"; curl "$@" 2>&1; echo; } > "$OUT/real-$name.txt"
}
capc http-close-202     -si -X POST "$U/v1/periods/2024-03/close"
capc http-sms-okfalse   -si -X POST "$U/v1/sms/send" -H 'Content-Type: application/json' -d '{"to":"+447700900123","body":"Your code is 481516"}'
capc http-sms-delivered -si "$U/v1/sms/msg_7Qk29/status"
capc http-dns-noop      -si -X PUT "$U/v1/zones/shipfast.io/records/api" -d '{"type":"A","value":"203.0.113.40"}'
capc http-labs-503      -si "$U/api/labs/recent?mrn=00418"
capc http-sis-export    -si -X POST "$U/v1/sis/exports/lincoln-hs/grades"
capc http-refund-pending -si "$U/v1/refunds/re_3PxK9/status"
capc http-labels-410    -si "$U/v1/labels"
kill "$SRV"

# --- terraform (built-in terraform_data, local state, no providers downloaded)
T="$TMP/tf-cdn"; mkdir -p "$T"; cp "$HERE/tf-cdn/main.tf" "$T/"
export TF_CLI_CONFIG_FILE=/dev/null TF_IN_AUTOMATION=1
(cd "$T" && terraform init -no-color -input=false >/dev/null && terraform apply -no-color -input=false -auto-approve >/dev/null)
cap tf-plan-replace  "$T" 'terraform plan -no-color -input=false -var origin_host=origin-b.shopnow.internal'
cap tf-plan-inplace  "$T" "terraform plan -no-color -input=false -var 'tags={team=\"storefront\",env=\"prod\",cost_center=\"cc-4410\"}'"

# --- docker / kubectl clients with no daemon / no cluster (real client errors)
D="$TMP/infer-img"; mkdir -p "$D"; printf 'FROM nvidia/cuda:12.4.1-runtime-ubuntu22.04\n' > "$D/Dockerfile"
cap docker-build-nodaemon "$D" 'docker build -t registry.internal/edge/edge-agent:1.9.0 . ; echo "exit=$?"'
cap kubectl-nocluster "$TMP" 'kubectl get pods -n observability -l app=otel-collector ; echo "exit=$?"'
echo "captured into $OUT"
