#!/usr/bin/env bash
# Regenerates the real runner outputs used by the committed gate scenarios (set A).
# Each command is run for real in a small throw-away project; stdout and stderr are
# kept apart where the scenario needs them apart, and the exit status goes to NAME.exit.
# Needs: go, python3, make, node + npm (eslint and typescript are installed into the
# scratch directory with npm).
set -u
OUT="$(cd "$(dirname "$0")" && pwd)"
ROOT=/tmp/ackrite-gate-capture-a
rm -rf "$ROOT"; mkdir -p "$ROOT"

# run NAME DIR CMD...   -> NAME.txt (stdout+stderr interleaved), NAME.exit
run() { local name=$1 dir=$2; shift 2
  (cd "$dir" && "$@") >"$OUT/$name.txt" 2>&1; echo $? >"$OUT/$name.exit"; }
# run2 NAME DIR CMD...  -> NAME.stdout.txt, NAME.stderr.txt, NAME.exit
run2() { local name=$1 dir=$2; shift 2
  (cd "$dir" && "$@") >"$OUT/$name.stdout.txt" 2>"$OUT/$name.stderr.txt"; echo $? >"$OUT/$name.exit"; }

# --- Go module example.com/store with packages cart and checkout -------------
G="$ROOT/store"; mkdir -p "$G/cart" "$G/checkout"
cat >"$G/go.mod" <<'X'
module example.com/store

go 1.26
X
cat >"$G/cart/cart.go" <<'X'
package cart

// Total sums line prices in cents.
func Total(prices []int) int {
	sum := 0
	for _, p := range prices {
		sum += p
	}
	return sum
}
X
cat >"$G/cart/cart_test.go" <<'X'
package cart

import "testing"

func TestTotal(t *testing.T) {
	if got := Total([]int{100, 250, 50}); got != 400 {
		t.Errorf("Total = %d, want 400", got)
	}
}

func TestTotalEmpty(t *testing.T) {
	if got := Total(nil); got != 0 {
		t.Errorf("Total(nil) = %d, want 0", got)
	}
}
X
cat >"$G/checkout/checkout.go" <<'X'
package checkout

import "example.com/store/cart"

// Charge returns the amount to charge for the given prices, shipping included.
func Charge(prices []int) int {
	total := cart.Total(prices)
	if total >= 5000 {
		return total
	}
	return total + 499
}
X
cat >"$G/checkout/checkout_test.go" <<'X'
package checkout

import "testing"

func TestChargeFreeShipping(t *testing.T) {
	if got := Charge([]int{6000}); got != 6000 {
		t.Errorf("Charge = %d, want 6000", got)
	}
}
X
export GOFLAGS=-count=1
run go-test-cart-pass      "$G" go test ./cart
run go-test-checkout-pass  "$G" go test ./checkout
run go-test-all-pass       "$G" go test ./...
run go-test-cart-norun     "$G" go test -run TestNoSuch ./cart
run go-build-pass          "$G" go build ./...
run go-vet-pass            "$G" go vet ./...
# a compile error in checkout for go build
cp "$G/checkout/checkout.go" "$ROOT/checkout.go.orig"
sed -i 's/return total + 499/return total + shippingFee/' "$G/checkout/checkout.go"
run go-build-fail          "$G" go build ./...
cp "$ROOT/checkout.go.orig" "$G/checkout/checkout.go"

# --- make test, declared as the project test command --------------------------
cat >"$G/Makefile" <<'X'
test:
	go test ./...
X
run make-test-pass "$G" make test
sed -i 's/sum += p/sum += p \/ 2/' "$G/cart/cart.go"
run make-test-fail "$G" make test
sed -i 's/sum += p \/ 2/sum += p/' "$G/cart/cart.go"

# --- python3 -m unittest prints its summary on stderr --------------------------
P="$ROOT/pyshop"; mkdir -p "$P/tests"
cat >"$P/shipping.py" <<'X'
def shipping_cost(cents):
    if cents >= 5000:
        return 0
    return 499
X
: >"$P/tests/__init__.py"
cat >"$P/tests/test_shipping.py" <<'X'
import unittest

from shipping import shipping_cost


class ShippingTest(unittest.TestCase):
    def test_domestic_rate(self):
        self.assertEqual(shipping_cost(1000), 499)

    def test_free_shipping_over_50(self):
        self.assertEqual(shipping_cost(6000), 0)

    def test_free_shipping_at_50(self):
        self.assertEqual(shipping_cost(5000), 0)
X
run2 unittest-pass "$P" python3 -m unittest
sed -i 's/cents >= 5000/cents > 5000/' "$P/shipping.py"
run2 unittest-fail "$P" python3 -m unittest

# --- tsc --noEmit and eslint ----------------------------------------------------
N="$ROOT/web"; mkdir -p "$N/src"
(cd "$N" && npm init -y >/dev/null 2>&1 && npm install --no-audit --no-fund typescript@5 eslint@9 >/dev/null 2>&1)
cat >"$N/tsconfig.json" <<'X'
{ "compilerOptions": { "strict": true, "noEmit": true, "target": "es2022", "module": "es2022" }, "include": ["src"] }
X
cat >"$N/eslint.config.mjs" <<'X'
export default [{ files: ["src/**/*.js"], rules: { "no-unused-vars": "error", "no-undef": "error" },
  languageOptions: { sourceType: "module", globals: { console: "readonly" } } }];
X
cat >"$N/src/price.ts" <<'X'
export function withTax(cents: number): number {
  return Math.round(cents * 1.21);
}
X
cat >"$N/src/cart.js" <<'X'
export function total(items) {
  return items.reduce((sum, item) => sum + item.price, 0);
}
X
run tsc-pass    "$N" npx tsc --noEmit
run eslint-pass "$N" npx eslint src
cat >"$N/src/price.ts" <<'X'
export function withTax(cents: number): number {
  const rate: string = 1.21;
  return Math.round(cents * rate);
}
X
cat >"$N/src/cart.js" <<'X'
export function total(items) {
  const unused = 0;
  return items.reduce((sum, item) => sum + item.price, discount);
}
X
run tsc-fail    "$N" npx tsc --noEmit
run eslint-fail "$N" npx eslint src
echo "captured into $OUT"
