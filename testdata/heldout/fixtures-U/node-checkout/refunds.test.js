'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { refundAmount, applyCoupons } = require('./refunds');

test('refund prorates a partially watched course', () => {
  assert.strictEqual(refundAmount(10000, 0.25, 3), 7500);
});
test('refund is rejected after 30 days', () => {
  assert.strictEqual(refundAmount(10000, 0, 31), 0);
});
test('coupons do not stack', () => {
  assert.strictEqual(applyCoupons(10000, [2000, 1500]), 8000);
});
test('EUR prices keep cents', { skip: 'multi-currency not wired in fixture' }, () => {});
