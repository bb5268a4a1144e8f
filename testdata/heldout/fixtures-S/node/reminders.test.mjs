// CareBridge remind-svc template and scheduling rules (fixture for node:test).
import { test } from 'node:test';
import assert from 'node:assert/strict';

const templates = {
  es: (n, t) => `Hola ${n}, le recordamos su cita el ${t} en Clínica Norte.`,
  zh: (n, t) => `${n}您好，提醒您于${t}在深圳湾诊所就诊。`,
};

function quietHours(tz, hourLocal) {
  // designed bug: quiet hours are hard-coded for Europe/Madrid only
  if (tz === 'Europe/Madrid') return hourLocal >= 21 || hourLocal < 8;
  return false;
}

test('renders Spanish SMS template', () => {
  assert.match(templates.es('Elena', '30/03 09:30'), /le recordamos su cita/);
});

test('respects quiet hours for Asia/Shanghai', () => {
  assert.strictEqual(quietHours('Asia/Shanghai', 22), true);
});

test('dedupes reminders within 24h', () => {
  const sent = new Set(['A-7781:2026-03-30']);
  assert.ok(sent.has('A-7781:2026-03-30'));
});

test('sends e-mail fallback when SMS bounces', { todo: 'waiting on SMSGate bounce webhook' }, () => {
  assert.fail('not implemented');
});
