import { test } from 'node:test';
import assert from 'node:assert/strict';

test('webhook retries are capped at 5', () => {
  const retries = Math.min(9, 5);
  assert.equal(retries, 5);
});

test('signature header is verified', () => {
  const verified = 'sha256=abc' === 'sha256=abd';
  assert.equal(verified, true, 'signature mismatch');
});

test('dead-letter queue drains', { skip: 'needs SQS localstack' }, () => {});
