import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { total, slugify } from '../cart.js';

describe('cart total', () => {
  test('sums line items', () => {
    assert.equal(total([{ cents: 1200 }, { cents: 800 }]), 2000);
  });
  test('applies a coupon once', () => {
    assert.equal(total([{ cents: 5000 }, { cents: 5000 }], 10), 9000);
  });
});

test('slugify keeps ascii words', () => {
  assert.equal(slugify('  Blue Mug!  '), 'blue-mug');
});
