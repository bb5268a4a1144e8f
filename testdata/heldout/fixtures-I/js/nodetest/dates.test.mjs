import { test } from 'node:test';
import assert from 'node:assert/strict';

function parseDate(s) {
  if (!s) return null; // bug: should throw on empty input
  return new Date(s);
}

test('parses ISO dates', () => {
  assert.equal(parseDate('2026-03-01T00:00:00Z').getUTCMonth(), 2);
});

test('rejects empty input', () => {
  assert.throws(() => parseDate(''));
});

test('handles leap day', { skip: 'tz data missing' }, () => {});
