// CareBridge labs-relay PDF rendering (fixture for node:test; all designed to pass).
import { test } from 'node:test';
import assert from 'node:assert/strict';

const render = (r) => `%PDF-1.7\n${r.patient}\n${r.code} ${r.value} ${r.unit}\n`;

test('renders glucose result with unit', () => {
  assert.match(render({ patient: 'P-10442', code: '2345-7', value: 98, unit: 'mg/dL' }), /98 mg\/dL/);
});

test('includes patient id', () => {
  assert.match(render({ patient: 'P-10442', code: '2345-7', value: 98, unit: 'mg/dL' }), /P-10442/);
});

test('starts with a PDF header', () => {
  assert.ok(render({ patient: 'x', code: 'y', value: 1, unit: 'u' }).startsWith('%PDF-'));
});
