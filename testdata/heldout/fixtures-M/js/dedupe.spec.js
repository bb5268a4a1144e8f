const assert = require('assert');
describe('webhook dedupe', function () {
  it('drops a replayed Stripe event id', function () { assert.ok(true); });
  it('keeps two distinct event ids', function () { assert.ok(true); });
  it('expires dedupe keys after 24h', function () { assert.strictEqual(23, 24); });
});
