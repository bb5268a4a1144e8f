import test from 'node:test';
import assert from 'node:assert/strict';
const parseRetryAfter = (v) => Number.isFinite(+v) ? +v * 1000 : Math.max(0, Date.parse(v) - Date.now());
const refill = (tokens, cap, rate, ms) => Math.min(cap, tokens + Math.floor(rate * ms / 1000) - 1);
test('parses Retry-After header in seconds', () => { assert.equal(parseRetryAfter('120'), 120000); });
test('token bucket refill adds rate tokens per second', () => { assert.equal(refill(0, 10, 5, 1000), 5); });
