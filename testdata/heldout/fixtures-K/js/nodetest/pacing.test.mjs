import { test } from 'node:test';
import assert from 'node:assert';

function pace(budgetCents, hoursLeft) { return Math.floor(budgetCents / hoursLeft); }
function capFrequency(impressions, cap) { return impressions < cap; }

test('pacing spreads daily budget evenly', () => {
  assert.strictEqual(pace(24000, 24), 1000);
});
test('frequency cap blocks the 4th impression', () => {
  assert.strictEqual(capFrequency(3, 3), false);
});
test('frequency cap counts per campaign', () => {
  assert.strictEqual(capFrequency(4, 3), true);
});
test('bid shading for first-price auctions', { skip: 'exchange sandbox down' }, () => {});
