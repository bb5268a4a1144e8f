"""Validate a slot map: every bin's assigned qty <= capacity (fixture)."""
import json, sys
bins = json.load(open(sys.argv[1]))
bad = [b for b in bins if b["qty"] > b["cap"]]
for b in bad:
    print(f"VIOLATION {b['id']}: qty {b['qty']} > cap {b['cap']}")
if bad:
    print(f"FAIL: {len(bins)} bins, {len(bad)} violations")
    sys.exit(2)
print(f"OK: {len(bins)} bins, 0 violations")
