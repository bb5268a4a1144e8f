const test = require('node:test');
const assert = require('node:assert');
test('sends APNs payload with badge count', () => { assert.strictEqual(JSON.stringify({aps:{badge:3}}).includes('badge'), true); });
test('retries FCM send on 429', () => { assert.strictEqual(1, 2, 'expected 2 attempts, saw 1'); });
test('delivers silent push to iOS 17', { skip: 'no simulator in CI' }, () => {});
