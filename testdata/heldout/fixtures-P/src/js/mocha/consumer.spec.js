const assert = require('assert');
describe('kafka consumer', function () {
  it('commits offsets after processing', function () { assert.strictEqual(1, 1); });
  it('rebalances without duplicate delivery', function () { assert.ok(true); });
  it.skip('survives broker failover', function () {});
});
