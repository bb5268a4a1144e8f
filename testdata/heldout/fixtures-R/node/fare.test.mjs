import test from 'node:test';
import assert from 'node:assert/strict';
import { dailyTotal, nightSurcharge, unlockFee } from './fare.mjs';

test('caps daily fare at 12 EUR', () => {
  assert.equal(dailyTotal(1890), 1200);
});
test('applies night surcharge from midnight', () => {
  assert.equal(nightSurcharge(0), 50);
});
test('charges 1 EUR unlock fee for scooters only', () => {
  assert.equal(unlockFee('scooter'), 100);
  assert.equal(unlockFee('bike'), 0);
});
test('refunds deposit on cancelled ride', { skip: 'payments sandbox unavailable' }, () => {});
