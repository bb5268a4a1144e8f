import { test } from 'node:test';
import assert from 'node:assert';
function pace(budgetCents, hoursLeft) { return Math.floor(budgetCents / hoursLeft); }
test('pacing spreads daily budget evenly', () => { assert.strictEqual(pace(24000, 24), 1000); });
test('pacing handles last hour', () => { assert.strictEqual(pace(500, 1), 500); });
