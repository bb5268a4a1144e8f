import test from 'node:test';
import assert from 'node:assert/strict';
test('steady rate allows 5 rps', () => { assert.ok(true); });
test('burst capacity allows 20 requests at once', { skip: 'burst limits not configured in test env' }, () => { assert.ok(false); });
