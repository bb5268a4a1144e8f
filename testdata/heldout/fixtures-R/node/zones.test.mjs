import test from 'node:test';
import assert from 'node:assert/strict';

const slowZones = { 'lis-baixa': 15, 'vlc-ciutat-vella': 10 };
test('Baixa slow zone limits scooters to 15 km/h', () => {
  assert.equal(slowZones['lis-baixa'], 15);
});
test('Ciutat Vella slow zone limits scooters to 10 km/h', () => {
  assert.equal(slowZones['vlc-ciutat-vella'], 10);
});
