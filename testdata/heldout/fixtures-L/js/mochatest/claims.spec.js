const assert = require('assert');
describe('insurance claims intake', function () {
  it('accepts a claim with a valid policy number', function () { assert.ok(/^POL-\d{6}$/.test('POL-123456')); });
  it('rejects a claim filed after the 30-day window', function () { assert.strictEqual(45 > 30, true); });
  it('computes deductible for windshield claims', function () { assert.strictEqual(500 - 250, 200); });
});
