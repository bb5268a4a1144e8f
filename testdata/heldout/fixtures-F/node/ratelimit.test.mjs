import test from 'node:test';
import assert from 'node:assert/strict';
const limiter = (n) => { let c = 0; return () => (c++ < n); };
test('allows up to the limit', () => { const l = limiter(3); assert.equal([l(), l(), l()].every(Boolean), true); });
test('rejects above the limit', () => { const l = limiter(1); l(); assert.equal(l(), false); });
test('separate limiters are independent', () => { const a = limiter(1), b = limiter(1); a(); assert.equal(b(), true); });
