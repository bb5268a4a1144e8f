import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pairOverBle, formatEnergy, offlineBanner } from './pairing.mjs';

test('pairs Halo H3 over BLE', () => {
  assert.deepEqual(pairOverBle('HX3-0042'), { paired: true, id: 'HX3-0042' });
});

test('renders EU energy chart label in kWh with decimal comma', () => {
  assert.equal(formatEnergy(12.34, 'eu1'), '12,3 kWh');
});

test('shows offline banner when shadow is stale', () => {
  assert.equal(offlineBanner(900), true);
});

test('schedule sync retries 3 times', { skip: 'flaky on CI emulator, see APP-2207' }, () => {});
