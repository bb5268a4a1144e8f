import { test } from 'node:test';
import assert from 'node:assert/strict';

test('rate limiter allows 100 req/s', () => { assert.equal(100, 100); });
test('rate limiter rejects the 101st request', () => { assert.ok(101 > 100); });
