#!/usr/bin/env bash
# Regenerates every real capture in out/. Each capture's first line is "$ command".
# Local paths are rewritten to /srv/ci/fixtures.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
OUT="$HERE/out"; SRC="$HERE/src"
mkdir -p "$OUT"
W="$(mktemp -d)"
trap 'rm -rf "$W"; [ -n "${SRVPID:-}" ] && kill "$SRVPID" 2>/dev/null' EXIT

cap() { # cap NAME DIR CMD...
  local name="$1" dir="$2"; shift 2
  { echo "\$ $*"; (cd "$dir" && "$@" 2>&1); } \
    | sed -e "s#$W#/srv/ci/fixtures#g" -e "s#$HERE#/srv/ci/fixtures#g" > "$OUT/$name.txt"
}
capsh() { # capsh NAME DIR "shell command"
  local name="$1" dir="$2" cmd="$3"
  { echo "\$ $cmd"; (cd "$dir" && bash -c "$cmd" 2>&1); } \
    | sed -e "s#$W#/srv/ci/fixtures#g" -e "s#$HERE#/srv/ci/fixtures#g" > "$OUT/$name.txt"
}

# --- Go ---
G="$SRC/go"
export GOFLAGS=-mod=mod
cap go-rollout-v        "$G" go test -count=1 -v ./rollout/
cap go-canary-run       "$G" go test -count=1 -v -run TestCanaryWeight ./rollout/
cap go-region-run       "$G" go test -count=1 -v -run TestRegionFailover ./rollout/
cap go-nomatch          "$G" go test -count=1 -v -run TestRegionFailvoer ./rollout/
cap go-leader-count10   "$G" go test -count=10 -v -run TestLeaderElection ./rollout/
cap go-queue-json       "$G" go test -count=1 -json -run TestConsumerAck ./queue/
cap go-queue-race10     "$G" go test -race -count=10 -v -run TestBrokerReconnect ./queue/
cap go-queue-race1      "$G" go test -race -count=1 -v -run TestBrokerReconnect ./queue/
cap go-queue-all        "$G" go test -count=1 -v ./queue/
cap go-drain-run        "$G" go test -count=1 -run TestDrainTimeout ./rollout/

# --- node:test ---
N="$SRC/node"
cap node-shipping-tap   "$N" node --test --test-reporter=tap shipping.test.mjs
cap node-shipping-spec  "$N" node --test --test-reporter=spec shipping.test.mjs
cap node-allpass-tap    "$N" node --test --test-reporter=tap allpass.test.mjs

# --- jest / mocha (installed into a temp dir) ---
cp -r "$SRC/js/." "$W/js/" 2>/dev/null || { mkdir -p "$W/js"; cp -r "$SRC/js/." "$W/js/"; }
(cd "$W/js" && npm install --no-audit --no-fund --silent >/dev/null 2>&1)
cap jest-autoscaler     "$W/js" npx jest --ci --colors=false autoscaler.test.js
capsh jest-autoscaler-one "$W/js" "npx jest --ci --colors=false autoscaler.test.js -t 'never exceeds maxReplicas'"
cap mocha-consumer      "$W/js" npx mocha --no-color mocha/consumer.spec.js

# --- python unittest ---
P="$SRC/py"
cap py-replication      "$P" python3 -m unittest -v test_replication
cap py-rotation         "$P" python3 -m unittest -v test_rotation

# --- curl -i against a tiny local server ---
PORT=18437
python3 "$P/server.py" $PORT & SRVPID=$!
for i in $(seq 1 50); do curl -s -o /dev/null "http://127.0.0.1:$PORT/healthz" && break; sleep 0.1; done
for p in healthz api/v1/orders api/v1/replicas/status api/v1/queues/billing-events api/v1/flags/checkout-v2; do
  n="curl-$(echo "$p" | tr '/' '-')"
  capsh "$n" "$W" "curl -si http://127.0.0.1:$PORT/$p | tr -d '\r' | grep -v '^Date:'"
done
kill $SRVPID; SRVPID=

# --- git ---
R="$W/repo"; mkdir -p "$R"
(cd "$R" && git init -q -b main && git config user.email ci@example.internal && git config user.name ci \
  && mkdir -p charts/checkout/templates src/checkout \
  && printf 'replicaCount: 3\nimage:\n  tag: v1.4.2\n' > charts/checkout/values.yaml \
  && printf 'kind: Deployment\n' > charts/checkout/templates/deployment.yaml \
  && printf 'package checkout\n\nconst Timeout = 5\n' > src/checkout/client.go \
  && git add -A && GIT_COMMITTER_DATE="2026-03-02T10:00:00Z" git commit -q --date="2026-03-02T10:00:00Z" -m "chore: initial chart" \
  && printf 'replicaCount: 6\nimage:\n  tag: v1.5.0\nresources:\n  limits:\n    memory: 512Mi\n' > charts/checkout/values.yaml \
  && printf 'package checkout\n\nconst Timeout = 30\n\nconst Retries = 3\n' > src/checkout/client.go \
  && git add -A && GIT_COMMITTER_DATE="2026-03-03T09:12:00Z" git commit -q --date="2026-03-03T09:12:00Z" -m "checkout: bump replicas to 6 and memory limit" \
  && printf 'replicaCount: 6\nimage:\n  tag: v1.5.1\nresources:\n  limits:\n    memory: 512Mi\n' > charts/checkout/values.yaml \
  && git add -A && GIT_COMMITTER_DATE="2026-03-03T11:40:00Z" git commit -q --date="2026-03-03T11:40:00Z" -m "checkout: image v1.5.1" )
cap git-diff-stat-1     "$R" git diff --stat HEAD~2 HEAD~1
cap git-diff-stat-2     "$R" git diff --stat HEAD~1 HEAD
capsh git-log          "$R" "git log --format='%h %ad %s' --date=iso-strict"

# --- terraform (built-in terraform_data, no providers) ---
unset TF_CLI_CONFIG_FILE
T="$W/tf"; mkdir -p "$T"; cp "$SRC/tf/plan/main.tf" "$T/"
(cd "$T" && terraform init -input=false -no-color >/dev/null 2>&1)
cap tf-plan-create      "$T" terraform plan -input=false -no-color
(cd "$T" && terraform apply -input=false -auto-approve -no-color >/dev/null 2>&1)
cap tf-plan-nochange    "$T" terraform plan -input=false -no-color
cap tf-plan-replace     "$T" terraform plan -input=false -no-color -var image_tag=v1.5.0
echo "captures in $OUT:"; ls "$OUT"
